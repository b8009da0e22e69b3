/**
 * The legal documents a number's source may cite (`rules/<set>/kaynak-belgeleri.json`, versionless): how a citation
 * of each begins ("5403 md.", "Talimat", "İBB plan notları"), its file (beside the repository, in `../shared`) and how
 * its items are found in its text. A citation is one or more parts separated by ";" ("Talimat 7.1–7.3; 5403 md. 13"),
 * each a document's prefix and an item ("14", "7.12.15.2", "Hayvancılık Tesislerine İlişkin Yapılaşma Koşulları 1",
 * "bağ evi ölçütleri"), optionally followed by an explanation in parentheses or after ":". Whether the item exists is
 * read from the document itself (`documentItems`, `citationProblem`); without the documents (the worker) only the
 * form of a citation can be told (`isCitationForm`). The legal prose is never copied into the repository. Pure,
 * zod-free (the browser may import it); the schema is schema.ts `sourceDocumentsSchema`.
 */

/** The catalogue's file name in a rule set's folder. */
export const SOURCE_DOCUMENTS_FILE = "kaynak-belgeleri.json";

export interface SourceDocument {
  /** The document's name, as a reader knows it. */
  ad: string;
  /** How a citation of it begins; the item follows after a space, "," or "/". */
  atiflar: string[];
  /** Its file, relative to the shared folder beside the repository (`../shared`). */
  dosya: string;
  /** Regular expressions finding its items in its text: group 1 an item, group 2 (optional) the end of a range. */
  maddeler?: string[];
  /** Titled sections (group 1 or 2 of a `basliklar` expression: the title) and their numbered items (`alt_madde`). */
  bolumler?: { basliklar: string[]; alt_madde: string };
  /** Items with a name, not a number: the name a citation writes → the words the document writes for it. */
  adli_maddeler?: Record<string, string>;
  /** Short names of sections a citation may write ("Bağ Evi" → "Bağ Evi Yapılaşma Koşulları"). */
  kisaltmalar?: Record<string, string>;
  /** The document is cited whole (a table): a citation names no item. */
  maddesiz?: boolean;
}

export interface SourceDocuments {
  aciklama?: string;
  belgeler: SourceDocument[];
}

/** One part of a citation: the document it names and the item it may mean (with and without its explanation). */
export interface CitationPart {
  metin: string;
  belge: SourceDocument;
  adaylar: string[];
}

const normal = (s: string) => s.replace(/\s+/g, " ").trim();

/** The item a citation part writes after its prefix, as written, without a trailing "(…)", and before a ":". */
function candidates(rest: string): string[] {
  const out = new Set([rest]);
  const bare = rest.replace(/\s*\([^()]*\)\s*$/, "").trim();
  out.add(bare);
  for (const c of [rest, bare]) {
    const colon = c.indexOf(":");
    if (colon >= 0) out.add(c.slice(0, colon).trim());
  }
  return [...out].map(normal);
}

/** The parts of a citation with the document each names, or null when a part names no document of the catalogue. */
export function citationParts(text: string, documents: SourceDocuments): CitationPart[] | null {
  const prefixes = documents.belgeler
    .flatMap((belge) => belge.atiflar.map((atif) => ({ atif, belge })))
    .sort((a, b) => b.atif.length - a.atif.length);
  const parts = text.split(";").map(normal);
  if (parts.some((p) => !p)) return null;
  const out: CitationPart[] = [];
  for (const metin of parts) {
    const hit = prefixes.find(
      ({ atif }) => metin === atif || (metin.startsWith(atif) && /^[\s,/]/.test(metin.slice(atif.length))),
    );
    if (!hit) return null;
    out.push({ metin, belge: hit.belge, adaylar: candidates(metin.slice(hit.atif.length).replace(/^[\s,/]+/, "")) });
  }
  return out;
}

/**
 * Whether a text has the form of a citation: each part names a document of the catalogue and an item (none for a
 * document cited whole). Does not tell whether the item exists (`citationProblem` reads the documents).
 */
export function isCitationForm(text: string, documents: SourceDocuments): boolean {
  const parts = citationParts(text, documents);
  return (
    parts !== null && parts.every((p) => (p.belge.maddesiz ? p.adaylar.includes("") : p.adaylar.some((c) => c !== "")))
  );
}

/** "7.1" … "7.3": the items of a range whose ends differ only in their last number; else its two ends. */
function expandRange(from: string, to: string): string[] {
  const a = /^(.*?)(\d+)$/.exec(from);
  const b = /^(.*?)(\d+)$/.exec(to);
  if (!a || !b || a[1] !== b[1]) return [from, to];
  const [start, end] = [Number(a[2]), Number(b[2])];
  if (end < start || end - start > 100) return [from, to];
  return Array.from({ length: end - start + 1 }, (_, i) => `${a[1]}${start + i}`);
}

/** Every item the document's text holds, as a citation writes it. */
export function documentItems(document: SourceDocument, text: string): Set<string> {
  const items = new Set<string>();
  for (const pattern of document.maddeler ?? []) {
    for (const m of text.matchAll(new RegExp(pattern, "gmu"))) {
      const [, from, to] = m;
      if (!from) continue;
      items.add(normal(from));
      if (to) {
        items.add(`${normal(from)}–${normal(to)}`);
        for (const item of expandRange(normal(from), normal(to))) items.add(item);
      }
    }
  }
  if (document.bolumler) {
    const headings = document.bolumler.basliklar.map((p) => new RegExp(p, "u"));
    const numbered = new RegExp(document.bolumler.alt_madde, "u");
    let section: string | null = null;
    for (const line of text.split(/\r?\n/)) {
      const heading = headings.map((re) => re.exec(line)).find((m) => m);
      if (heading) {
        const title = heading.slice(1).find((g) => g !== undefined);
        section = title ? normal(title) : null;
        if (section) items.add(section);
        continue;
      }
      const item = section ? numbered.exec(line) : null;
      if (item?.[1]) items.add(`${section} ${item[1]}`);
    }
  }
  for (const [name, words] of Object.entries(document.adli_maddeler ?? {})) if (text.includes(words)) items.add(name);
  return items;
}

/** Whether an item (or a range "7.1–7.3", "Bağ Evi 1–2") a citation writes is one of the document's items. */
function hasItem(document: SourceDocument, items: ReadonlySet<string>, item: string): boolean {
  const expanded = [item];
  for (const [short, full] of Object.entries(document.kisaltmalar ?? {}))
    if (item === short || item.startsWith(`${short} `)) expanded.push(full + item.slice(short.length));
  return expanded.some((candidate) => {
    if (items.has(candidate)) return true;
    const range = /^(.+?)\s*[–-]\s*(\d+(?:\.\d+)*)$/.exec(candidate);
    if (!range) return false;
    const [, from = "", to = ""] = range;
    // "Bağ Evi 1–2": the end writes only the last number of the item.
    const end = /^\d+$/.test(to) && /\d+$/.test(from) ? from.replace(/\d+$/, to) : to;
    return items.has(from) && items.has(end);
  });
}

/**
 * Why a citation does not resolve (a Turkish sentence), or null when every part names a document of the catalogue
 * and an item its text holds. `items`: each document's items (`documentItems`) by its name (`ad`); a document whose
 * text could not be read has none.
 */
export function citationProblem(
  text: string,
  documents: SourceDocuments,
  items: ReadonlyMap<string, ReadonlySet<string>>,
): string | null {
  const parts = citationParts(text, documents);
  if (!parts) {
    const known = documents.belgeler.flatMap((b) => b.atiflar.slice(0, 1)).join(", ");
    return `"${text}" bilinen bir belgeye atıf değil (atıflar şöyle başlar: ${known})`;
  }
  for (const { metin, belge, adaylar } of parts) {
    const found = items.get(belge.ad);
    if (!found) return `"${metin}": ${belge.ad} okunamadı (../shared/${belge.dosya})`;
    if (belge.maddesiz) {
      if (!adaylar.includes("")) return `"${metin}": ${belge.ad} bütün olarak anılır, madde yazılmaz`;
      continue;
    }
    const written = adaylar.filter((c) => c !== "");
    if (!written.length) return `"${metin}": ${belge.ad} için madde yazılmamış`;
    if (!written.some((c) => hasItem(belge, found, c)))
      return `"${metin}": ${belge.ad} içinde "${written.at(-1)}" yok (../shared/${belge.dosya})`;
  }
  return null;
}
