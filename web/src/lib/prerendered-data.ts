/**
 * Data a page was prerendered with (scripts/prerender.ts): the build renders home, the calculation pages,
 * /parsel-analizi and /mevzuat/* with today's rule set and writes what it read into the page as JSON
 * (`<script type="application/json" id="on-veri">`). The browser starts from the same data, so hydration renders
 * exactly what the HTML shows; the stores still revalidate it with the server (a deploy or an effective date may
 * have changed it since the build).
 */
export const PRERENDER_DATA_ID = "on-veri";

/** Keys of the data: the rule set of a version (`kurallar:` + version key), a type's legislation page. */
export const prerenderKeys = {
  ruleSet: (versionKey: string) => `kurallar:${versionKey}`,
  legislation: (slug: string) => `mevzuat:${slug}`,
};

let data: Record<string, unknown> | null = null;

function read(): Record<string, unknown> {
  if (data) return data;
  data = {};
  if (typeof document === "undefined") return data;
  const el = document.getElementById(PRERENDER_DATA_ID);
  if (!el?.textContent) return data;
  try {
    data = JSON.parse(el.textContent) as Record<string, unknown>;
  } catch {
    // A damaged page: every store loads from the server as without prerendering.
  }
  return data;
}

/** The prerendered value under `key`, if the page has one. */
export function prerendered<T>(key: string): T | undefined {
  return read()[key] as T | undefined;
}

/** The server renderer: the data the next render reads (and the page carries). */
export function setPrerenderData(next: Record<string, unknown>): void {
  data = next;
}
