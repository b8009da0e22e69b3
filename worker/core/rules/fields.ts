/**
 * A request field of a version's catalogue (`_ortak.json` → `girdi_alanlari`) with its bounds and its filled
 * messages: what the server checks a request against and what the browser's form shows. Pure.
 */
import { fillTemplate } from "./template.ts";
import type { CommonRuleFile, InputFieldDefinition } from "./schema.ts";

/**
 * What the label of a whole-number field (`tur: "tam_sayi"`) says beside its name, e.g. "Kovan sayısı (tam sayı)":
 * the form labels of the descriptors and the area check's tree count.
 */
export const WHOLE_NUMBER_LABEL = "tam sayı";

export interface ResolvedField {
  tur: InputFieldDefinition["tur"];
  en_az: number | null;
  en_cok: number | null;
  mesaj: string;
  ust_mesaj: string | null;
  istekte_zorunlu: boolean;
  /** 0 stands for "not given": an optional area field without a minimum of its own. */
  sifir_verilmedi: boolean;
}

/**
 * A catalogue field with its bounds and filled messages. The server validates with the catalogue's bounds; a
 * type's form may ask for a narrower range (`overrides`, e.g. at least 50 hives where fewer are a refusal, ARI-01).
 */
export function resolveField(
  common: CommonRuleFile,
  name: string,
  overrides: { en_az?: number | undefined; en_cok?: number | undefined } = {},
): ResolvedField {
  const def = common.girdi_alanlari[name];
  if (!def) throw new Error(`unknown request field ${name}`);
  const area = def.tur === "alan";
  const en_az = overrides.en_az ?? def.en_az ?? (area ? common.alan_siniri.en_az : null);
  const en_cok = overrides.en_cok ?? def.en_cok ?? (area ? common.alan_siniri.en_cok : null);
  const fill = (t: string) => fillTemplate(t, { en_az: en_az ?? "", en_cok: en_cok ?? "" });
  const upper = area ? common.metinler["alan_ust_siniri"] : undefined;
  return {
    tur: def.tur,
    en_az,
    en_cok,
    mesaj: fill(def.mesaj),
    ust_mesaj: upper ? fill(upper) : null,
    istekte_zorunlu: def.istekte_zorunlu ?? false,
    sifir_verilmedi: area && def.en_az === undefined && overrides.en_az === undefined && !def.istekte_zorunlu,
  };
}
