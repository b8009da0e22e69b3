/** How `Env` is generated: `wrangler types <TYPES_ARGS>` (package.json "types" runs the same). */
export const TYPES_FILE = "worker-configuration.d.ts";
export const TYPES_ARGS = [TYPES_FILE, "--include-runtime=false", "--strict-vars=false"];
