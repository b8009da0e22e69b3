/**
 * `npm run rules:check -- --kaydet`: a draft's inherited case that now answers differently is written again in the
 * draft's own cases/ folder with the answer it gets — the change of behaviour a reviewer reads next to the law's patch.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { format, resolveConfig } from "prettier";
import { at, type Answer, type GoldenCase, type GoldenFile } from "./golden.ts";

/** The case as the draft answers it: the same request, the expectations re-read from the answer. */
export function recordedCase(c: GoldenCase, answer: Answer, draft: string): GoldenCase {
  const { kaynak, beklenen, beklenen_hata, not: _not, ...rest } = c;
  const before = beklenen_hata
    ? `error ${beklenen_hata.durum} on ${beklenen_hata.alan}`
    : `${beklenen?.izin_durumu ?? "?"}${beklenen?.karar_kurali ? ` by ${beklenen.karar_kurali}` : ""}`;
  const not = `Recorded by rules:check --kaydet: the case of ${kaynak} answers differently under ${draft} (it expected ${before}).`;
  const { status, body } = answer;
  if (status !== 200) {
    const [alan = "", messages = []] = Object.entries(body.fields ?? {})[0] ?? [];
    return { ...rest, beklenen_hata: { durum: status, alan, mesaj: messages[0] ?? body.detail ?? "" }, not };
  }
  const data = body.data ?? {};
  const veriler: Record<string, unknown> = {};
  // The same paths are read again; one the answer no longer holds is left out (a case cannot expect an absence).
  for (const path of Object.keys(beklenen?.veriler ?? {})) {
    const value = at(data, path);
    if (value !== undefined) veriler[path] = value;
  }
  return {
    ...rest,
    beklenen: {
      izin_durumu: data.izin_durumu ?? "",
      karar_kurali: (data.uygulanan_kurallar ?? []).find((k) => k.sonuc === "saglanmadi")?.kural_id ?? null,
      ...(Object.keys(veriler).length ? { veriler } : {}),
    },
    not,
  };
}

/** Lays recorded cases over the draft's case file of the type (same `ad` replaced, others appended) and writes it. */
export async function writeRecorded(
  rulesDir: string,
  where: { rulesetId: string; version: string; slug: string; bolum: string },
  cases: readonly GoldenCase[],
): Promise<string> {
  const path = join(rulesDir, where.rulesetId, "cases", where.version, `${where.slug}.json`);
  const file: GoldenFile = existsSync(path)
    ? (JSON.parse(readFileSync(path, "utf8")) as GoldenFile)
    : { yapi_turu: where.slug, bolum: where.bolum, vakalar: [] };
  for (const c of cases) {
    const i = file.vakalar.findIndex((v) => v.ad === c.ad);
    if (i >= 0) file.vakalar[i] = c;
    else file.vakalar.push(c);
  }
  mkdirSync(dirname(path), { recursive: true });
  const options = (await resolveConfig(path)) ?? {};
  writeFileSync(path, await format(JSON.stringify(file), { ...options, filepath: path }));
  return path;
}
