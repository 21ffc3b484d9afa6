#!/bin/sh
# Bundle the prototype (round 20) into $1 (default /tmp/proto20): shared-main.mjs and shared-worker.mjs.
set -e
here=$(cd "$(dirname "$0")" && pwd)
out=${1:-/tmp/proto20}
mkdir -p "$out"
esb="npx --prefix $here/../.. esbuild --bundle --platform=node --format=esm --target=node20 --log-level=warning"
$esb "$here/shared-main.ts" --outfile="$out/shared-main.mjs"
$esb "$here/shared-worker.ts" --alias:ajv="$here/../../src/solver/worker-schemas.ts" --outfile="$out/shared-worker.mjs"
