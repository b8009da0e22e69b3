/**
 * web/src/lib holds the SPA's infrastructure only (the API client, the session, the query client, hooks, parsers of
 * input…): the domain several features share lives in web/src/entities, and what one feature uses lives in its folder.
 * A cap on lib's size keeps it from filling up with domain state again; ESLint's boundaries keep the layers apart.
 */
import { readdirSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../..");
const lib = join(root, "web/src/lib");
const MAX_LIB_FILES = 25;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)],
  );
}

/** Null when `files` fit the cap, else what is over it and every file there, for the reader to sort out. */
function overCap(files: readonly string[], max: number): string | null {
  if (files.length <= max) return null;
  return `web/src/lib has ${files.length} files, ${files.length - max} over the ${max} allowed (infrastructure only; shared domain goes to web/src/entities, a single feature's state to its folder):\n${[...files].sort().join("\n")}`;
}

describe("web/src/lib", () => {
  it(`holds at most ${MAX_LIB_FILES} files`, () => {
    const files = filesUnder(lib).map((f) => relative(root, f));
    expect(files.length).toBeGreaterThan(0);
    expect(overCap(files, MAX_LIB_FILES)).toBeNull();
  });

  it("names the files when there are too many", () => {
    expect(overCap(["a.ts", "b.ts"], 2)).toBeNull();
    expect(overCap(["b.ts", "a.ts", "c.ts"], 2)).toBe(
      "web/src/lib has 3 files, 1 over the 2 allowed (infrastructure only; shared domain goes to web/src/entities, a single feature's state to its folder):\na.ts\nb.ts\nc.ts",
    );
  });
});
