/**
 * Rule-set versions: each file's law (`<file>.json`) and wording (`metin/<file>.json`, wording-files.ts) laid
 * together and validated with the strict schema when loaded (the worker loads the bundle made by
 * `npm run rules:build`); an overlay version (`surum.json` → `taban_surum`) takes every law or wording file it does
 * not hold from its base; each version is checked across files (categories, land types, fields and constants a type names must
 * exist). A calculation date selects the newest released (`yayinda`) version whose effective date has come; a
 * draft (`taslak`) is only reached by its version number (`?surum=`, the editors' preview). Pure.
 */
import {
  commonRuleFileSchema,
  landClassesSchema,
  planNotesSchema,
  sourceDocumentsSchema,
  sourcesFileSchema,
  manifestSchema,
  overlaySchema,
  typeRuleFileSchema,
  type CommonRuleFile,
  type Manifest,
  type TypeRuleFile,
} from "./schema.ts";
import { fileKind, OVERLAY_FILE } from "./text-paths.ts";
import { LAND_PROFILES_FILE } from "./land-profile-lookup.ts";
import {
  firstDifference,
  mergeWording,
  splitWording,
  CORRECTIONS_DIR,
  WORDING_DIR,
  WordingMergeError,
  wordingInLaw,
} from "./wording-files.ts";
import { applyPatch, PatchError } from "./patch.ts";
import { constantSources, withStaticTexts } from "./wording.ts";
import { resolveConstant } from "./constants.ts";
import { PLAN_SENTENCES } from "./plan-notes.ts";
import type { LoadedRuleSet } from "./types.ts";
import { productSettings } from "./product.ts";
import { rememberSources, SOURCES_FILE, type SourcesFile } from "./sources.ts";
import { SOURCE_DOCUMENTS_FILE, type SourceDocuments } from "./source-documents.ts";

export interface RuleBundle {
  manifest: unknown;
  /** File contents by `<ruleset>/<version>/<file>`. */
  files: Record<string, unknown>;
}

export class RuleFileError extends Error {}

function parse<T>(
  schema: {
    safeParse: (
      v: unknown,
    ) => { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  value: unknown,
  where: string,
): T {
  const r = schema.safeParse(value);
  if (!r.success) {
    const issue = r.error.issues[0];
    throw new RuleFileError(
      `${where}: ${issue ? `${issue.path.map(String).join(".") || "(kök)"} — ${issue.message}` : "geçersiz"}`,
    );
  }
  return r.data;
}

export interface RuleRegistry {
  manifest: Manifest;
  /** Versions by rule-set id, oldest effective date first; drafts without a date last. */
  versions: Record<string, LoadedRuleSet[]>;
}

/** What one type file names must exist in the version (the schema checks each file alone). */
function checkTypeAgainstCommon(set: LoadedRuleSet, file: TypeRuleFile, where: string): void {
  const fail = (message: string) => {
    throw new RuleFileError(`${where}: ${message}`);
  };
  const { common } = set;
  const landIds = new Set(common.arazi_vasfi_katalogu.map((t) => t.id));
  const checkLand = (ids: readonly number[], key: string) => {
    for (const id of ids)
      if (!landIds.has(id)) fail(`${key} — arazi vasfı ${id} _ortak.json arazi_vasfi_katalogu içinde yok`);
  };
  if (!common.kategoriler.some((k) => k.id === file.yapi_turu.kategori)) {
    fail(`yapi_turu.kategori — "${file.yapi_turu.kategori}" _ortak.json kategoriler içinde yok`);
  }
  const allowed = Array.isArray(file.arazi_vasiflari) ? [file.arazi_vasiflari] : Object.values(file.arazi_vasiflari);
  for (const list of allowed) checkLand(list, "arazi_vasiflari");
  for (const [i, f] of file.form.alanlar.entries()) {
    if (!(f.ad in common.girdi_alanlari))
      fail(`form.alanlar.${i}.ad — "${f.ad}" _ortak.json girdi_alanlari içinde yok`);
    if (f.arazi_vasiflari) checkLand(f.arazi_vasiflari, `form.alanlar.${i}.arazi_vasiflari`);
  }
  const footprints = file.kartlar.filter((k) => k.taban_izi);
  if (footprints.length > 1) fail("kartlar — taban_izi en fazla bir kartta olabilir");
  if (footprints[0] && footprints[0].birim !== "m²") fail(`kartlar — taban_izi kartının birimi "m²" olmalıdır`);
  const constant = (path: string, key: string) => {
    if (typeof resolveConstant(file.sabitler, path) !== "number") fail(`${key} — sabitler.${path} bir sayı değil`);
  };
  for (const [i, k] of file.form.kontroller.entries()) {
    checkLand(k.arazi_vasiflari, `form.kontroller.${i}.arazi_vasiflari`);
    constant(k.sinir_sabiti, `form.kontroller.${i}.sinir_sabiti`);
    const names = k.tur === "yogunluk" ? [...k.sayilar, k.alan, k.hata_alani] : [...k.alanlar, k.hata_alani];
    for (const n of names)
      if (!(n in common.girdi_alanlari)) fail(`form.kontroller.${i} — "${n}" girdi_alanlari içinde yok`);
  }
  if (file.form.kontrol_muafiyeti)
    constant(file.form.kontrol_muafiyeti.sinir_sabiti, "form.kontrol_muafiyeti.sinir_sabiti");
  for (const f of Object.keys(file.parsel_analizi?.varsayilanlar ?? {})) {
    if (!(f in common.girdi_alanlari)) fail(`parsel_analizi.varsayilanlar — "${f}" girdi_alanlari içinde yok`);
  }
  for (const f of file.zorunlu_alanlar) {
    if (!(f in common.girdi_alanlari)) fail(`zorunlu_alanlar — "${f}" girdi_alanlari içinde yok`);
  }
  for (const [i, p] of (file.sabitler.arazi_profilleri ?? []).entries()) {
    const where = `sabitler.arazi_profilleri.${i}`;
    if (typeof p.arazi_vasfi === "number") checkLand([p.arazi_vasfi], `${where}.arazi_vasfi`);
    const fields = [
      ...Object.values(p.alanlar).flatMap((a) => (a ? [a.alan, ...(a.yoksa ? [a.yoksa] : [])] : [])),
      ...(p.zeytin?.sayilar ?? []),
      ...Object.keys(p.pencere.forma_aktar),
    ];
    for (const f of fields) if (!(f in common.girdi_alanlari)) fail(`${where} — "${f}" girdi_alanlari içinde yok`);
  }
}

/** Ids, slugs and API paths name one type each; every common cross-reference resolves. */
function checkVersion(set: LoadedRuleSet): void {
  const where = `${set.id}/${set.surum}`;
  const { common } = set;
  const groups = new Set(common.kenar_gruplari.map((g) => g.id));
  for (const k of common.kategoriler) {
    if (!groups.has(k.kenar_grubu))
      throw new RuleFileError(`${where}/_ortak.json: kategori ${k.id} — kenar grubu ${k.kenar_grubu} yok`);
  }
  const ids = new Map<number, string>();
  const paths = new Map<string, string>();
  for (const [slug, file] of Object.entries(set.types)) {
    for (const id of [file.yapi_turu.id, ...(file.yapi_turu.diger_idler ?? [])]) {
      const other = ids.get(id);
      if (other) throw new RuleFileError(`${where}/${slug}.json: yapi_turu.id ${id} ${other} ile aynı`);
      ids.set(id, slug);
    }
    for (const p of [slug, file.yapi_turu.api_yolu].filter((x): x is string => Boolean(x))) {
      const other = paths.get(p);
      if (other) throw new RuleFileError(`${where}/${slug}.json: API yolu ${p} ${other} ile aynı`);
      paths.set(p, slug);
    }
    checkTypeAgainstCommon(set, file, `${where}/${slug}.json`);
  }
  checkPlanNotes(set, `${where}/_ortak.json`);
  checkLandClasses(set, `${where}/_ortak.json`);
  const names = new Set([common, ...Object.values(set.types)].flatMap((f) => f.kurallar.map((r) => r.name)));
  const bases = new Set([...names].map((n) => n.replace(/[a-z]$/, "")));
  for (const name of productSettings().kosul_kurallari)
    if (!bases.has(name)) throw new RuleFileError(`urun.json: kosul_kurallari — ${name} kuralı ${where} sürümünde yok`);
}

/** The land-class mapping (if any) has its shape and gives every land type of the catalogue a class it defines. */
function checkLandClasses(set: LoadedRuleSet, where: string): void {
  const raw = set.common.sabitler["arazi_siniflari"];
  if (raw === undefined) {
    if (set.common.sabitler["plan_notlari"] !== undefined)
      throw new RuleFileError(
        `${where}: sabitler.arazi_siniflari eksik (plan notlarının kademesi arazi sınıfına bağlıdır)`,
      );
    return;
  }
  const classes = parse(landClassesSchema, raw, `${where} sabitler.arazi_siniflari`);
  for (const { id } of set.common.arazi_vasfi_katalogu) {
    const cls = classes.vasiflar[String(id)];
    if (cls === undefined)
      throw new RuleFileError(`${where}: sabitler.arazi_siniflari.vasiflar — arazi vasfı ${id} için sınıf yok`);
    if (!classes.siniflar[cls])
      throw new RuleFileError(`${where}: sabitler.arazi_siniflari.vasiflar.${id} — "${cls}" siniflar içinde yok`);
  }
}

/** The plan notes' block (if any) has its shape, names types of the version and has its three sentences. */
function checkPlanNotes(set: LoadedRuleSet, where: string): void {
  const raw = set.common.sabitler["plan_notlari"];
  if (raw === undefined) return;
  const notes = parse(planNotesSchema, raw, `${where} sabitler.plan_notlari`);
  for (const slug of notes.haric_turler)
    if (!set.types[slug])
      throw new RuleFileError(`${where}: sabitler.plan_notlari.haric_turler — ${slug} yapı türü yok`);
  for (const { ad } of notes.form_alanlari)
    if (!set.common.girdi_alanlari[ad])
      throw new RuleFileError(`${where}: sabitler.plan_notlari.form_alanlari — "${ad}" girdi_alanlari içinde yok`);
  if (set.common.girdi_alanlari[notes.marjinal_beyan_alani]?.tur !== "onay")
    throw new RuleFileError(`${where}: sabitler.plan_notlari.marjinal_beyan_alani — evet/hayır (onay) alanı olmalı`);
  for (const key of PLAN_SENTENCES)
    if (!set.common.metinler[key]) throw new RuleFileError(`${where}: metinler.${key} eksik (plan notları cümlesi)`);
}

/**
 * The basin statement and water certificate a type asks for: its own `belgeler`, or — in a version released with
 * them in its common file (`havza_beyani_turleri`, `su_tahsis_belgesi_turleri`) — whether the lists name it.
 */
function withDocumentLists(file: TypeRuleFile, common: CommonRuleFile): TypeRuleFile {
  const { havza_beyani_turleri: basin, su_tahsis_belgesi_turleri: certificate } = common;
  if (!basin && !certificate) return file;
  const slug = file.yapi_turu.slug;
  return {
    ...file,
    belgeler: { havza_beyani: basin?.includes(slug) ?? false, su_tahsis_belgesi: certificate?.includes(slug) ?? false },
  };
}

/** A type offering the planted-area check takes the rule set's profile table unless its constants have their own. */
function withLandProfiles(file: unknown, table: unknown): unknown {
  const f = file as { form?: { alan_kontrolu?: string }; sabitler?: Record<string, unknown> };
  if (f.form?.alan_kontrolu !== "dikili-alan" || !f.sabitler || "arazi_profilleri" in f.sabitler) return file;
  const profiles = (table as { arazi_profilleri?: unknown } | undefined)?.arazi_profilleri;
  return profiles === undefined ? file : { ...f, sabitler: { ...f.sabitler, arazi_profilleri: profiles } };
}

/** A version as loaded, and its files as written: each file's law and texts together, and each type file whole. */
interface Loaded {
  version: LoadedRuleSet;
  /** Each file's law with its texts, unfilled and as written (an overlay's patches apply to these). */
  trees: Readonly<Record<string, unknown>>;
  /** Each type file, law and wording together, texts unfilled (an overlay builds on these). */
  written: Readonly<Record<string, TypeRuleFile>>;
}

/** A patch's keys as they would stand in the file (`$ekle`'s keys among the others), to find texts in a law patch. */
function asWritten(patch: unknown): unknown {
  if (Array.isArray(patch)) return patch.map(asWritten);
  if (typeof patch !== "object" || patch === null) return patch;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(patch)) {
    if (k === "$ekle" && typeof v === "object" && v !== null) Object.assign(out, asWritten(v));
    else if (!k.startsWith("$")) out[k] = asWritten(v);
  }
  return out;
}

/**
 * One version: its own files over its base's (an overlay), or all its files (a complete version). A file the base
 * has is a patch (patch.ts): its law file changes the base's law, its wording file (`metin/`) the texts; a file the
 * base lacks is whole. A version released before law and wording had files of their own (1.0.0) keeps its texts in
 * its law files, and its wording files are patches over them (wording fixes).
 */
function loadVersion(
  bundle: RuleBundle,
  id: string,
  surum: string,
  info: Manifest["kural_setleri"][string]["surumler"][string],
  baseOf: (taban: string) => Loaded,
): Loaded {
  const key = (file: string) => `${id}/${surum}/${file}`;
  const ownLaw = Object.keys(info.dosyalar).filter((f) => f !== OVERLAY_FILE);
  // The wording files: the version's own (metin/), then a released version's fixes (duzeltmeler/), by bundle key.
  const wordingFiles = [key(`${WORDING_DIR}/`), `${id}/${CORRECTIONS_DIR}/${surum}/`].flatMap((prefix) =>
    Object.keys(bundle.files)
      .filter((k) => k.startsWith(prefix))
      .map((k) => ({ file: k.slice(prefix.length), at: k })),
  );
  const ownWording = wordingFiles.map((w) => w.file);
  const fix = wordingFiles.find((w) => !w.at.startsWith(key("")));
  if (fix && info.durum !== "yayinda")
    throw new RuleFileError(
      `${fix.at}: ${CORRECTIONS_DIR}/ yayımlanmış bir sürümün yazım düzeltmeleri içindir; taslak metinlerini kendi ${WORDING_DIR}/ klasöründe düzeltir`,
    );
  const overlay =
    OVERLAY_FILE in info.dosyalar ? parse(overlaySchema, bundle.files[key(OVERLAY_FILE)], key(OVERLAY_FILE)) : null;
  if (overlay && overlay.surum !== surum)
    throw new RuleFileError(`${key(OVERLAY_FILE)}: surum ${overlay.surum}, klasör ${surum}`);
  const loadedBase = overlay ? baseOf(overlay.taban_surum) : null;
  const base = loadedBase?.version ?? null;
  if (base && info.durum === "yayinda" && base.durum !== "yayinda")
    throw new RuleFileError(`${key(OVERLAY_FILE)}: yayındaki bir sürüm taslak ${base.surum} üzerine kurulamaz`);
  if (!base && !ownLaw.includes("_ortak.json")) throw new RuleFileError(`${id}/${surum}: _ortak.json listelenmemiş`);
  const patched = <T>(where: string, apply: () => T): T => {
    try {
      return apply();
    } catch (err) {
      if (err instanceof PatchError || err instanceof WordingMergeError)
        throw new RuleFileError(`${where}: ${err.message}`);
      throw err;
    }
  };
  const trees: Record<string, unknown> = { ...loadedBase?.trees };
  for (const file of ownLaw) {
    const kind = fileKind(file);
    const written = bundle.files[key(file)];
    const baseTree = loadedBase?.trees[file];
    // A version being written puts its texts in metin/; one released before that keeps them in its law files.
    const left = wordingInLaw(baseTree === undefined ? written : asWritten(written), kind);
    if (left.length && info.durum !== "yayinda")
      throw new RuleFileError(`${key(file)}: ${left[0]} bir metindir; ${WORDING_DIR}/${file} dosyasına taşıyın`);
    trees[file] = baseTree === undefined ? written : patched(key(file), () => applyPatch(baseTree, written));
  }
  for (const { file, at } of wordingFiles) {
    const kind = fileKind(file);
    const tree = trees[file];
    if (tree === undefined) throw new RuleFileError(`${at}: hukuki dosyası (${file}) yok`);
    const wording = bundle.files[at];
    // A whole new file's texts are laid over its law; anywhere else a wording file patches the texts it has.
    const hasTexts = ownLaw.includes(file) && !loadedBase?.trees[file] ? wordingInLaw(tree, kind).length > 0 : true;
    const merged = hasTexts
      ? patched(at, () => applyPatch(tree, wording, [], [], { yeniAnahtar: true }))
      : patched(at, () => mergeWording(tree, wording, kind));
    const changed = firstDifference(splitWording(tree, kind).legal, splitWording(merged, kind).legal, []);
    if (changed)
      throw new RuleFileError(`${at}: ${changed} — metin dosyasında hukuki içerik: bu değer hukuk dosyasına aittir`);
    trees[file] = merged;
  }
  const own = (file: string) => ownLaw.includes(file) || ownWording.includes(file);
  const whole = <T>(schema: Parameters<typeof parse<T>>[0], file: string): T => {
    let merged = trees[file];
    if (fileKind(file) === "tur") merged = withLandProfiles(merged, bundle.files[`${id}/${LAND_PROFILES_FILE}`]);
    // The bounds of an area field are the product's (urun.json), for every version: 1.0.0 was released with its own.
    else if (fileKind(file) === "ortak")
      merged = { ...(merged as object), alan_siniri: productSettings().girdi_sinirlari.alan };
    const parsed = parse(schema, merged, key(file)) as T & { surum: string };
    if (ownLaw.includes(file) && parsed.surum !== surum)
      throw new RuleFileError(`${key(file)}: surum ${parsed.surum}, klasör ${surum}`);
    return parsed;
  };
  const common = base && !own("_ortak.json") ? base.common : whole<CommonRuleFile>(commonRuleFileSchema, "_ortak.json");
  const written: Record<string, TypeRuleFile> = {};
  for (const file of Object.keys(trees)) {
    // The sources of the numbers (sources.ts) are not a structure type.
    if (file === "_ortak.json" || file === SOURCES_FILE) continue;
    const slug = file.replace(/\.json$/, "");
    const inherited = loadedBase?.written[slug];
    if (inherited && !own(file)) {
      written[slug] = inherited;
      continue;
    }
    const rf = withDocumentLists(whole<TypeRuleFile>(typeRuleFileSchema, file), common);
    if (rf.yapi_turu.slug !== slug)
      throw new RuleFileError(`${key(file)}: dosya adı yapı türüyle (${rf.yapi_turu.slug}) uyuşmuyor`);
    written[slug] = rf;
  }
  // A version released with the document lists hands its later versions each type's flags, not the lists: a patch
  // builds on what the type asked for, so a version that drops the lists keeps every flag it does not change.
  if (common.havza_beyani_turleri || common.su_tahsis_belgesi_turleri)
    for (const [slug, file] of Object.entries(written))
      trees[`${slug}.json`] = { ...(trees[`${slug}.json`] as object), belgeler: file.belgeler };
  const types: Record<string, TypeRuleFile> = {};
  for (const [slug, file] of Object.entries(written)) {
    const sources = constantSources(file, common, written);
    types[slug] = withStaticTexts(file, sources, (message) => {
      throw new RuleFileError(`${id}/${surum}/${slug}.json: ${message}`);
    });
  }
  const { [OVERLAY_FILE]: _overlay, ...hashes } = { ...base?.hashes, ...info.dosyalar };
  const version: LoadedRuleSet = {
    id,
    surum,
    durum: info.durum,
    aciklama: info.aciklama,
    yonetmelik: info.yonetmelik,
    yururluk_tarihi: info.yururluk_tarihi ?? null,
    taban_surum: overlay?.taban_surum ?? null,
    common,
    types,
    hashes,
  };
  checkVersion(version);
  const sourcesTree = trees[SOURCES_FILE];
  rememberSources(version, {
    kaynaklar: sourcesTree === undefined ? null : sourcesFile(sourcesTree, key(SOURCES_FILE), surum, own(SOURCES_FILE)),
    belgeler: documentsOf(bundle, id),
  });
  return { version, trees, written };
}

/** A version's `kaynaklar.json` as it loads (its own written for it: `surum` is the folder's). */
function sourcesFile(tree: unknown, where: string, surum: string, own: boolean): SourcesFile["kaynaklar"] {
  const file = parse(sourcesFileSchema, tree, where);
  if (own && file.surum !== surum) throw new RuleFileError(`${where}: surum ${file.surum}, klasör ${surum}`);
  return file.kaynaklar;
}

/** The rule set's documents a source may cite (`kaynak-belgeleri.json`, versionless), or null when it has none. */
function documentsOf(bundle: RuleBundle, id: string): SourceDocuments | null {
  const raw = bundle.files[`${id}/${SOURCE_DOCUMENTS_FILE}`];
  return raw === undefined ? null : parse(sourceDocumentsSchema, raw, `${id}/${SOURCE_DOCUMENTS_FILE}`);
}

/** The parts of a version number, for ordering versions of the same day (or drafts without one). */
const versionParts = (surum: string): number[] => surum.split(".").map(Number);

/**
 * Oldest effective date first; a draft without a date comes after every dated version (it is the newest text, not
 * yet in force); versions of the same day, or undated drafts among themselves, by their number.
 */
function byEffectiveDate(a: LoadedRuleSet, b: LoadedRuleSet): number {
  if (a.yururluk_tarihi !== b.yururluk_tarihi) {
    if (a.yururluk_tarihi === null) return 1;
    if (b.yururluk_tarihi === null) return -1;
    return a.yururluk_tarihi.localeCompare(b.yururluk_tarihi);
  }
  const [pa, pb] = [versionParts(a.surum), versionParts(b.surum)];
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

export function loadRuleBundle(bundle: RuleBundle): RuleRegistry {
  const manifest = parse(manifestSchema, bundle.manifest, "manifest.json");
  const versions: Record<string, LoadedRuleSet[]> = {};
  for (const [id, set] of Object.entries(manifest.kural_setleri)) {
    const loaded = new Map<string, Loaded>();
    const loading = new Set<string>();
    const load = (surum: string): Loaded => {
      const done = loaded.get(surum);
      if (done) return done;
      const info = set.surumler[surum];
      if (!info) throw new RuleFileError(`${id}: taban sürüm ${surum} manifest.json'da yok`);
      if (loading.has(surum)) throw new RuleFileError(`${id}/${surum}: taban_surum zinciri kendine dönüyor`);
      loading.add(surum);
      const version = loadVersion(bundle, id, surum, info, load);
      loaded.set(surum, version);
      return version;
    };
    for (const surum of Object.keys(set.surumler)) load(surum);
    versions[id] = [...loaded.values()].map((l) => l.version).sort(byEffectiveDate);
  }
  return { manifest, versions };
}

const MS_PER_DAY = 86_400_000;
/** The answer of each (registry, rule set, UTC day) — the same for every request of a day. */
const inForce = new WeakMap<RuleRegistry, Map<string, LoadedRuleSet | null>>();

/** The released version in force on `date` (UTC day): the newest `yayinda` one whose effective date is not after it. */
export function versionInForce(registry: RuleRegistry, rulesetId: string, date: Date): LoadedRuleSet | null {
  let answers = inForce.get(registry);
  if (!answers) inForce.set(registry, (answers = new Map()));
  const key = `${rulesetId}|${Math.floor(date.getTime() / MS_PER_DAY)}`;
  let chosen = answers.get(key);
  if (chosen === undefined) {
    const day = date.toISOString().slice(0, 10);
    chosen = null;
    for (const v of registry.versions[rulesetId] ?? [])
      if (v.durum === "yayinda" && v.yururluk_tarihi !== null && v.yururluk_tarihi <= day) chosen = v;
    // Days come from requests (`mevzuat_tarihi`): keep the map small.
    if (answers.size >= 1024) answers.clear();
    answers.set(key, chosen);
  }
  return chosen;
}

/** A version by its number, drafts included (the editors' preview). */
export function versionBySurum(registry: RuleRegistry, rulesetId: string, surum: string): LoadedRuleSet | null {
  return registry.versions[rulesetId]?.find((v) => v.surum === surum) ?? null;
}
