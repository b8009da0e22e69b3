/**
 * Rule-set versions: validated with the strict schema when loaded (the worker loads the bundle made by
 * `npm run rules:build`), and chosen by the calculation date — the newest version whose effective date has
 * come. Pure.
 */
import { commonRuleFileSchema, manifestSchema, typeRuleFileSchema, type Manifest, type TypeRuleFile } from "./schema.ts";
import type { LoadedRuleSet } from "./types.ts";

export interface RuleBundle {
  manifest: unknown;
  /** File contents by `<ruleset>/<version>/<file>`. */
  files: Record<string, unknown>;
}

export class RuleFileError extends Error {}

function parse<T>(schema: { safeParse: (v: unknown) => { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } } }, value: unknown, where: string): T {
  const r = schema.safeParse(value);
  if (!r.success) {
    const issue = r.error.issues[0];
    throw new RuleFileError(`${where}: ${issue ? `${issue.path.map(String).join(".") || "(kök)"} — ${issue.message}` : "geçersiz"}`);
  }
  return r.data;
}

export interface RuleRegistry {
  manifest: Manifest;
  /** Versions by rule-set id, oldest effective date first. */
  versions: Record<string, LoadedRuleSet[]>;
}

export function loadRuleBundle(bundle: RuleBundle): RuleRegistry {
  const manifest = parse(manifestSchema, bundle.manifest, "manifest.json");
  const versions: Record<string, LoadedRuleSet[]> = {};
  for (const [id, set] of Object.entries(manifest.kural_setleri)) {
    if (!set.surumler[set.aktif]) throw new RuleFileError(`manifest.json: aktif sürüm ${set.aktif} listelenmemiş`);
    const loaded: LoadedRuleSet[] = [];
    for (const [surum, info] of Object.entries(set.surumler)) {
      const key = (file: string) => `${id}/${surum}/${file}`;
      if (!("_ortak.json" in info.dosyalar)) throw new RuleFileError(`${id}/${surum}: _ortak.json listelenmemiş`);
      const common = parse(commonRuleFileSchema, bundle.files[key("_ortak.json")], key("_ortak.json"));
      const types: Record<string, TypeRuleFile> = {};
      for (const file of Object.keys(info.dosyalar)) {
        if (file === "_ortak.json") continue;
        const rf = parse(typeRuleFileSchema, bundle.files[key(file)], key(file));
        if (`${rf.yapi_turu.slug}.json` !== file) throw new RuleFileError(`${key(file)}: dosya adı yapı türüyle (${rf.yapi_turu.slug}) uyuşmuyor`);
        for (const f of [common, rf]) {
          if (f.surum !== surum) throw new RuleFileError(`${key(file)}: surum ${f.surum}, klasör ${surum}`);
        }
        types[rf.yapi_turu.slug] = rf;
      }
      loaded.push({ id, surum, yururluk_tarihi: info.yururluk_tarihi, common, types, hashes: info.dosyalar });
    }
    versions[id] = loaded.sort((a, b) => a.yururluk_tarihi.localeCompare(b.yururluk_tarihi));
  }
  return { manifest, versions };
}

/** The version in force on `date` (UTC day): the newest whose effective date is not after it. */
export function versionInForce(registry: RuleRegistry, rulesetId: string, date: Date): LoadedRuleSet | null {
  const day = date.toISOString().slice(0, 10);
  const list = registry.versions[rulesetId] ?? [];
  let chosen: LoadedRuleSet | null = null;
  for (const v of list) if (v.yururluk_tarihi <= day) chosen = v;
  return chosen;
}
