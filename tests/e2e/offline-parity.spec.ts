/**
 * The browser's build of the pipeline answers as the worker (issue #32): every golden case of every version
 * (rules/<set>/cases/<version>/*.json, with the cases a version inherits) goes through the built offline engine (dist/client/assets/offline-engine-*.js,
 * the chunk the app loads without a network) in Chromium, and through the running worker over HTTP; status and body
 * must be equal, apart from what belongs to one request (the answer's timestamp, the server's request id).
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { goldenSuites } from "../../scripts/lib/golden.ts";
import { readGoldenFiles } from "../../scripts/lib/golden-files.ts";
import { loadRepoRules, root } from "../../scripts/lib/load-rules.ts";
import { openPage, useBrowser } from "./browser.ts";
import { baseURL } from "./server.ts";
import { waitHydrated } from "./wait.ts";

const browser = useBrowser();

interface Case {
  name: string;
  slug: string;
  body: Record<string, unknown>;
}

/** Every case each version answers (its own and those it inherits), with that version unless it names a version or a day. */
function goldenCases(): Case[] {
  const { registry } = loadRepoRules();
  const { suites } = goldenSuites(registry, readGoldenFiles(join(root, "rules")));
  return suites.flatMap(({ ruleSet, slug, file }) =>
    file.vakalar.map((c) => ({
      name: `${ruleSet.surum}/${slug}: ${c.ad}`,
      slug,
      body: "surum" in c.istek || "mevzuat_tarihi" in c.istek ? c.istek : { ...c.istek, surum: ruleSet.surum },
    })),
  );
}

interface Answer {
  status: number;
  body: unknown;
}

/** Without what belongs to one request: the answer's time and the server's request id. */
function comparable({ status, body }: Answer): Answer {
  const { request_id: _id, ...rest } = body as { data?: Record<string, unknown>; request_id?: unknown };
  if (!rest.data || typeof rest.data !== "object") return { status, body: rest };
  const { timestamp: _t, ...data } = rest.data;
  return { status, body: { ...rest, data } };
}

async function fromServer(c: Case): Promise<Answer> {
  const res = await fetch(`${baseURL}/api/calculations/${c.slug}/`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(c.body),
  });
  return { status: res.status, body: await res.json() };
}

/** Runs in the page: every case through the engine's `calculateOffline`, errors as the API client reads them. */
const runInBrowser = `async ({ url, cases }) => {
  const engine = await import(url);
  const answers = [];
  for (const c of cases) {
    try {
      answers.push({ status: 200, body: await engine.calculateOffline(c.slug, c.body) });
    } catch (e) {
      const body = { success: false, code: e.code, detail: e.detail, ...(e.fields ? { fields: e.fields } : {}) };
      answers.push({ status: e.status ?? 0, body });
    }
  }
  return answers;
}`;

describe("the offline engine of the build", () => {
  it("answers every golden case as the worker does", async () => {
    const cases = goldenCases();
    expect(cases.length).toBeGreaterThan(700);
    const chunk = readdirSync(join(root, "dist", "client", "assets")).find((f) => /^offline-engine-.*\.js$/.test(f));
    expect(chunk, "the build emits the offline engine as its own chunk").toBeDefined();

    const { page, errors, close } = await openPage(browser(), baseURL);
    // An app page: the chunk shares modules with the app's entry, which starts the app in #root.
    await page.goto("/");
    await waitHydrated(page);
    // A string, not a function: vitest would rewrite the function's import() for Node.
    const inBrowser = (await page.evaluate(
      `(${runInBrowser})(${JSON.stringify({ url: `/assets/${chunk}`, cases })})`,
    )) as Answer[];
    const statuses = new Set<number>();
    const mismatches: string[] = [];
    for (const [i, c] of cases.entries()) {
      const online = comparable(await fromServer(c));
      statuses.add(online.status);
      if (JSON.stringify(comparable(inBrowser[i]!)) !== JSON.stringify(online)) mismatches.push(c.name);
    }
    expect(mismatches).toEqual([]);
    // Permits, refusals and input errors alike.
    expect([...statuses].sort()).toEqual([200, 400]);
    expect(errors).toEqual([]);
    await close();
  });
});
