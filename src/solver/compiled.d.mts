/** Types of `compiled.mjs` (plain JavaScript, so that Node runs it as it is). */
export declare const SRC: string;
export declare const CACHE: string;
export declare function sourcesKey(src?: string): string;
export declare function runKey(): string;
export declare function bundleOptions(
  entry: string,
  outfile: string,
): {
  entryPoints: string[];
  bundle: boolean;
  format: "esm";
  platform: "node";
  target: string;
  outfile: string;
  logLevel: "error";
};
export declare function compiledCommand(entry: string): Promise<string>;
