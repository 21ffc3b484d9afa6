// Piscina loads this plain-JavaScript shim in each worker thread: it registers tsx so the
// TypeScript worker can be imported, then hands piscina its task function.
import { register } from "tsx/esm/api";

register();
const { default: run } = await import("./worker.ts");
export default run;
