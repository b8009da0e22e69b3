// @ts-check
/* global document, fetch, location, URL -- a browser script (ESLint's browser globals are set for TypeScript only). */
/**
 * The API v1 reference (/api/v1/docs): reads the generated OpenAPI document (/api/v1/openapi.json) and draws, in
 * Turkish, every operation with its fields, answers and examples; "Dene" sends an example (editable) with the
 * visitor's API key to the API itself (fetch to this origin) and shows the answer. Plain browser JavaScript, served by
 * the worker as it is (index.ts): no build step, no inline script, no other origin (the site's CSP).
 */

/**
 * A DOM element with attributes and children (text is set as text, never parsed as HTML).
 * @param {string} tag
 * @param {Record<string, string>} [attrs]
 * @param {(Node | string | null | undefined)[]} children
 * @returns {HTMLElement}
 */
function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
  for (const child of children) if (child !== null && child !== undefined) el.append(child);
  return el;
}

/** @param {unknown} value */
const pretty = (value) => JSON.stringify(value, null, 2);

/**
 * A schema with its `$ref` resolved against the document's components.
 * @param {any} doc
 * @param {any} schema
 * @returns {any}
 */
function resolve(doc, schema) {
  if (schema && typeof schema.$ref === "string") {
    const name = schema.$ref.replace("#/components/schemas/", "");
    return resolve(doc, doc.components?.schemas?.[name]);
  }
  return schema ?? {};
}

/**
 * A schema's type in words.
 * @param {any} doc
 * @param {any} schema
 * @returns {string}
 */
function typeName(doc, schema) {
  const s = resolve(doc, schema);
  if (Array.isArray(s.enum)) return s.enum.map(String).join(" | ");
  if (s.const !== undefined) return JSON.stringify(s.const);
  const union = s.anyOf ?? s.oneOf;
  if (Array.isArray(union)) return union.map((/** @type {any} */ u) => typeName(doc, u)).join(" | ");
  if (Array.isArray(s.type)) return s.type.join(" | ");
  if (s.type === "array") return `${typeName(doc, s.items)}[]`;
  return s.type ?? "herhangi bir değer";
}

/**
 * The table of an object schema's fields.
 * @param {any} doc
 * @param {any} schema
 * @param {string} caption
 */
function fieldTable(doc, schema, caption) {
  const s = resolve(doc, schema);
  const required = new Set(s.required ?? []);
  const rows = Object.entries(s.properties ?? {}).map(([name, field]) =>
    h(
      "tr",
      {},
      h("td", {}, h("code", {}, name)),
      h("td", {}, typeName(doc, field)),
      h("td", {}, required.has(name) ? "Evet" : "Hayır"),
      h("td", {}, resolve(doc, field).description ?? ""),
    ),
  );
  return h(
    "table",
    {},
    h("caption", {}, caption),
    h(
      "thead",
      {},
      h(
        "tr",
        {},
        h("th", { scope: "col" }, "Alan"),
        h("th", { scope: "col" }, "Tür"),
        h("th", { scope: "col" }, "Zorunlu"),
        h("th", { scope: "col" }, "Açıklama"),
      ),
    ),
    h("tbody", {}, ...rows),
  );
}

/** @type {HTMLInputElement | null} */
let keyInput = null;

/**
 * One operation: its text, parameters, body fields, answers, and the form that sends an example.
 * @param {any} doc
 * @param {string} basePath
 * @param {string} path
 * @param {string} method
 * @param {any} op
 */
function operationSection(doc, basePath, path, method, op) {
  const id = op.operationId ?? `${method}-${path}`;
  const params = /** @type {any[]} */ (op.parameters ?? []);
  const body = op.requestBody?.content?.["application/json"];
  const answer = op.responses?.["200"]?.content?.["application/json"];
  const examples = Object.entries(body?.examples ?? {});

  const section = h(
    "section",
    { class: "islem", id, "aria-labelledby": `${id}-baslik` },
    h("h2", { id: `${id}-baslik` }, op.summary ?? path),
    h("p", {}, h("span", { class: "yontem" }, method.toUpperCase()), h("code", {}, `${basePath}${path}`)),
    h("p", {}, op.description ?? ""),
  );
  if (params.length > 0) {
    section.append(
      h("h3", {}, "Yol parametreleri"),
      h(
        "ul",
        {},
        ...params.map((p) => h("li", {}, h("code", {}, p.name), ` — ${p.description ?? p.schema?.description ?? ""}`)),
      ),
    );
  }
  if (body) section.append(h("h3", {}, "İstek gövdesi"), fieldTable(doc, body.schema, "İsteğin alanları"));
  section.append(
    h("h3", {}, "Cevaplar"),
    h(
      "ul",
      {},
      ...Object.entries(op.responses ?? {}).map(([status, r]) =>
        h("li", {}, h("strong", {}, status), ` — ${/** @type {any} */ (r).description ?? ""}`),
      ),
    ),
  );
  if (answer) {
    section.append(
      h("details", {}, h("summary", {}, "Cevabın alanları"), fieldTable(doc, answer.schema, "Cevabın alanları")),
    );
  }
  if (examples.length === 0) return section;

  // "Dene": the example's request, editable, sent with the visitor's key.
  const select = /** @type {HTMLSelectElement} */ (h("select", { id: `${id}-ornek` }));
  for (const [name, ex] of examples)
    select.append(h("option", { value: name }, /** @type {any} */ (ex).summary ?? name));
  const paramInputs = params.map((p) => {
    const input = /** @type {HTMLInputElement} */ (h("input", { id: `${id}-${p.name}`, name: p.name, type: "text" }));
    return { name: String(p.name), input, examples: p.examples ?? {}, label: h("label", { for: input.id }, p.name) };
  });
  const textarea = /** @type {HTMLTextAreaElement} */ (h("textarea", { id: `${id}-govde`, spellcheck: "false" }));
  const exampleAnswer = h("pre", { tabindex: "0" });
  const fill = () => {
    const name = select.value;
    const ex = /** @type {any} */ (body.examples[name]);
    textarea.value = pretty(ex?.value ?? {});
    for (const p of paramInputs) p.input.value = p.examples[name]?.value ?? "";
    exampleAnswer.textContent = pretty(answer?.examples?.[name]?.value ?? null);
  };
  select.addEventListener("change", fill);
  const button = h("button", { type: "button" }, "Dene");
  const status = h("p", { role: "status", id: `${id}-durum` });
  const output = h("pre", { id: `${id}-cevap`, tabindex: "0", "aria-label": "Gelen cevap" });
  button.addEventListener("click", async () => {
    let url = `${basePath}${path}`;
    for (const p of paramInputs) url = url.replace(`{${p.name}}`, encodeURIComponent(p.input.value.trim()));
    const key = keyInput?.value.trim() ?? "";
    status.textContent = "Gönderiliyor…";
    status.classList.remove("hata");
    output.textContent = "";
    try {
      const res = await fetch(url, {
        method: method.toUpperCase(),
        headers: { "Content-Type": "application/json", ...(key ? { Authorization: `Bearer ${key}` } : {}) },
        body: textarea.value,
      });
      const text = await res.text();
      let shown = text;
      try {
        shown = pretty(JSON.parse(text));
      } catch {
        // Not JSON: shown as it came.
      }
      status.textContent = `Cevap: HTTP ${res.status}`;
      if (!res.ok) status.classList.add("hata");
      output.textContent = shown;
    } catch (err) {
      status.textContent = `İstek gönderilemedi: ${err instanceof Error ? err.message : String(err)}`;
      status.classList.add("hata");
    }
  });
  section.append(
    h("h3", {}, "Örnek — dene"),
    h("label", { for: select.id }, "Örnek istek"),
    select,
    ...paramInputs.flatMap((p) => [p.label, p.input]),
    h("label", { for: textarea.id }, "İstek gövdesi (JSON)"),
    textarea,
    button,
    status,
    output,
    h("details", {}, h("summary", {}, "Örneğin gerçek cevabı (belge oluşturulurken hesaplandı)"), exampleAnswer),
  );
  fill();
  return section;
}

async function start() {
  const main = /** @type {HTMLElement} */ (document.getElementById("belge"));
  const state = /** @type {HTMLElement} */ (document.getElementById("durum"));
  let doc;
  try {
    const res = await fetch("/api/v1/openapi.json", { headers: { Accept: "application/json" } });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    doc = await res.json();
  } catch (err) {
    state.textContent = `Belge yüklenemedi: ${err instanceof Error ? err.message : String(err)}`;
    state.classList.add("hata");
    main.setAttribute("aria-busy", "false");
    return;
  }
  const basePath = new URL(doc.servers?.[0]?.url ?? "/api/v1", location.href).pathname.replace(/\/$/, "");
  keyInput = /** @type {HTMLInputElement} */ (
    h("input", { id: "api-anahtari", type: "password", autocomplete: "off", placeholder: "typ_…" })
  );
  main.replaceChildren(
    h("h1", {}, doc.info?.title ?? "API"),
    h(
      "p",
      {},
      `Sürüm ${doc.info?.version ?? ""} · OpenAPI ${doc.openapi ?? ""} · `,
      h("a", { href: "/api/v1/openapi.json" }, "openapi.json"),
    ),
    h("p", {}, doc.info?.description ?? ""),
    h(
      "section",
      { class: "anahtar", "aria-labelledby": "anahtar-baslik" },
      h("h2", { id: "anahtar-baslik" }, "Kimlik doğrulama"),
      h(
        "p",
        {},
        "Her istek ",
        h("code", {}, "Authorization: Bearer <API anahtarı>"),
        " başlığı ister. Anahtar yalnız bu sayfada, örnekleri göndermek için kullanılır; saklanmaz.",
      ),
      h("label", { for: "api-anahtari" }, "API anahtarı"),
      keyInput,
    ),
  );
  for (const [path, methods] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(/** @type {Record<string, any>} */ (methods))) {
      main.append(operationSection(doc, basePath, path, method, op));
    }
  }
  main.setAttribute("aria-busy", "false");
}

void start();
