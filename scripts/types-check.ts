/**
 * `npm run types:check` (a step of `npm test`): the checked-in worker-configuration.d.ts must be exactly what
 * `npm run types` (`wrangler types`) writes for the current wrangler.toml. Offline: it reads only the config. Wrangler's
 * own `--check` compares a hash of the config only, so a hand edit of the file would pass it; this compares the text.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { root, wranglerSync } from "./lib/wrangler.ts";
import { TYPES_ARGS, TYPES_FILE } from "./lib/worker-types.ts";

const file = join(root, TYPES_FILE);
const committed = readFileSync(file, "utf8");
wranglerSync(["types", ...TYPES_ARGS]);
const generated = readFileSync(file, "utf8");
if (generated !== committed) {
  writeFileSync(file, committed);
  console.error(
    `types:check: ${TYPES_FILE} is not what \`wrangler types\` writes for wrangler.toml; run \`npm run types\`.`,
  );
  process.exit(1);
}
console.log(`types:check: ${TYPES_FILE} matches wrangler.toml.`);
