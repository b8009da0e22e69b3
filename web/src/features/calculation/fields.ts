/**
 * The form per structure type (calculation document §2, §5): which extra fields a type and land type show, and the
 * client-side validation with the spec's Turkish messages. The server validates again and its field errors win.
 */
export interface FieldSpec {
  name: string;
  label: string;
  min?: number;
  max?: number;
  step?: number;
  optional?: boolean;
  kind?: "number" | "checkbox";
  help?: string;
}

const AREA = { min: 1, max: 200_000, step: 1 };

/** Types without the emsal toggle (spec). */
export const NO_EMSAL_TOGGLE = new Set(["bag-evi", "sera", "zeytinyagi-fabrikasi", "su-kuyulari", "ipek-bocekciligi"]);

/** Special parameters ('Özel Parametreler') per type. */
export function specialFields(slug: string): FieldSpec[] {
  switch (slug) {
    case "hububat-silo":
      return [{ name: "silo_taban_alani_m2", label: "Planlanan silo taban alanı (m²)", ...AREA }];
    case "sera":
      return [{ name: "sera_alani_m2", label: "Planlanan sera alanı (m²)", ...AREA }];
    case "aricilik":
      return [{ name: "kovan_sayisi", label: "Kovan sayısı (isteğe bağlı)", min: 50, max: 10_000, step: 1, optional: true }];
    case "tarimsal-depo":
      return [
        { name: "toplam_arazi_varligi", label: "İlçedeki toplam arazi varlığınız (m², isteğe bağlı)", min: 1, max: 10_000_000, step: 1, optional: true },
        { name: "depo_alani", label: "Talep edilen depo alanı (m², isteğe bağlı)", min: 1, max: 200_000, step: 1, optional: true },
      ];
    case "ipek-bocekciligi":
      return [
        { name: "dut_bahcesi_var_mi", label: "Arazide dut bahçesi var", kind: "checkbox" },
        { name: "dut_bahcesi_alani", label: "Dut bahçesi alanı (m², isteğe bağlı)", min: 1, max: 200_000, step: 1, optional: true },
        { name: "dut_agaci_sayisi", label: "Dut ağacı sayısı (isteğe bağlı)", min: 1, max: 50_000, step: 1, optional: true },
      ];
    default:
      return [];
  }
}

/** Area and olive fields of the vineyard house per land type (rules-spec.md §1.3). */
export function bagEviFields(landType: string): FieldSpec[] {
  const DENSITY_HELP = "Dekara 10 veya daha fazla zeytin ağacı düşüyorsa bağ evi izni verilemez. Sonuç olumlu ya da olumsuz olabilir.";
  const olive = (name: string, label: string, min = 0, help = DENSITY_HELP): FieldSpec => ({ name, label, min, max: 1_000_000, step: 1, help });
  switch (landType) {
    case "Tarla + herhangi bir dikili vasıflı":
      return [
        { name: "tarla_alani", label: "Tarla alanı (m², dikili alan dahil toplam parsel)", ...AREA },
        { name: "dikili_alani", label: "Dikili alan (m²)", ...AREA },
      ];
    case "Tarla + Zeytinlik":
      return [
        { name: "tarla_alani", label: "Tarla alanı (m²)", ...AREA },
        { name: "zeytinlik_alani", label: "Zeytinlik alanı (m²)", ...AREA },
      ];
    case "Zeytin ağaçlı + tarla":
      return [{ name: "tarla_alani", label: "Tarla alanı (m²)", ...AREA }, olive("zeytin_agac_adedi", "Zeytin ağacı sayısı")];
    case "Zeytin ağaçlı + herhangi bir dikili vasıf":
      return [{ name: "dikili_alani", label: "Dikili alan (m²)", ...AREA }, olive("zeytin_agac_sayisi", "Zeytin ağacı sayısı")];
    case "Adetli Zeytin Ağacı bulunan tarla":
      return [
        { name: "tarla_alani", label: "Tarla alanı (m²)", ...AREA },
        olive("tapu_zeytin_agac_adedi", "Tapu senesindeki zeytin ağacı sayısı", 1, "Tapu senedinde kayıtlı zeytin ağacı sayısıdır."),
        olive("mevcut_zeytin_agac_adedi", "Mevcut zeytin ağacı sayısı", 1),
      ];
    case "Adetli Zeytin Ağacı bulunan + herhangi bir dikili vasıf":
      return [
        { name: "dikili_alani", label: "Dikili alan (m²)", ...AREA },
        olive("tapu_zeytin_agac_adedi", "Tapu senesindeki zeytin ağacı sayısı", 1, "Tapu senedinde kayıtlı zeytin ağacı sayısıdır."),
        olive("mevcut_zeytin_agac_adedi", "Mevcut zeytin ağacı sayısı", 1),
      ];
    default:
      return [];
  }
}

const MESSAGES: Record<string, string> = {
  alan_m2: "Alan (m²) pozitif bir sayı olmalıdır",
  silo_taban_alani_m2: "Planlanan silo taban alanı pozitif bir sayı olmalıdır",
  sera_alani_m2: "Planlanan sera alanı pozitif bir sayı olmalıdır",
  tarla_alani: "Tarla alanı pozitif bir sayı olmalıdır.",
  dikili_alani: "Dikili alan pozitif bir sayı olmalıdır.",
  zeytinlik_alani: "Zeytinlik alanı pozitif bir sayı olmalıdır.",
  zeytin_agac_sayisi: "Zeytin ağacı sayısı 0 veya pozitif bir sayı olmalıdır.",
  zeytin_agac_adedi: "Zeytin ağacı sayısı 0 veya pozitif bir sayı olmalıdır.",
  tapu_zeytin_agac_adedi: "Tapu senesindeki zeytin ağacı sayısı 0 veya pozitif bir sayı olmalıdır.",
  mevcut_zeytin_agac_adedi: "Mevcut zeytin ağacı sayısı 0 veya pozitif bir sayı olmalıdır.",
  kovan_sayisi: "Kovan sayısı 50 ile 10.000 arasında olmalıdır.",
};

/** Client-side checks of the form values; returns field → message. */
export function validateForm(values: Record<string, string | boolean>, fields: FieldSpec[], landType: string): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!landType) errors["arazi_vasfi"] = "Arazi vasfı seçilmelidir";
  for (const f of fields) {
    if (f.kind === "checkbox") continue;
    const raw = values[f.name];
    const text = typeof raw === "string" ? raw.trim() : "";
    if (text === "") {
      if (!f.optional) errors[f.name] = MESSAGES[f.name] ?? `${f.label} gereklidir.`;
      continue;
    }
    const n = Number(text);
    if (!Number.isFinite(n) || (f.min !== undefined && n < f.min) || (f.max !== undefined && n > f.max)) {
      errors[f.name] = f.max !== undefined && n > f.max && f.name.endsWith("alan_m2") ? "Alan en fazla 200.000 m² olabilir." : (MESSAGES[f.name] ?? `${f.label} geçersiz.`);
    }
  }
  return errors;
}

const OLIVE_DENSITY_MAX = 10;
const FIELD_OLIVE_MIN_TOTAL = 20_001;
const LARGE_FIELD_M2 = 20_000;

/**
 * The vineyard house's extra form checks (§5): olive trees per decare above 10, and field + olive grove at most
 * 20 001 m². The form may still proceed when the field area is 20 000 m² or more.
 */
export function bagEviFormChecks(landType: string, values: Record<string, string | boolean>): Record<string, string> {
  const n = (k: string) => (typeof values[k] === "string" && values[k] !== "" ? Number(values[k]) : 0);
  if (n("tarla_alani") >= LARGE_FIELD_M2) return {};
  const errors: Record<string, string> = {};
  const dense = (count: number, area: number) => area > 0 && (count / area) * 1000 > OLIVE_DENSITY_MAX;
  const DENSITY = `Dekara ${OLIVE_DENSITY_MAX} ağaçtan fazla zeytin ağacı olamaz.`;
  switch (landType) {
    case "Zeytin ağaçlı + herhangi bir dikili vasıf":
      if (dense(n("zeytin_agac_sayisi"), n("dikili_alani"))) errors["zeytin_agac_sayisi"] = DENSITY;
      break;
    case "Zeytin ağaçlı + tarla":
      if (dense(n("zeytin_agac_adedi"), n("tarla_alani"))) errors["zeytin_agac_adedi"] = DENSITY;
      break;
    case "Adetli Zeytin Ağacı bulunan tarla":
    case "Adetli Zeytin Ağacı bulunan + herhangi bir dikili vasıf": {
      const area = landType === "Adetli Zeytin Ağacı bulunan tarla" ? n("tarla_alani") : n("dikili_alani");
      if (dense(Math.max(n("tapu_zeytin_agac_adedi"), n("mevcut_zeytin_agac_adedi")), area)) errors["mevcut_zeytin_agac_adedi"] = DENSITY;
      break;
    }
    case "Tarla + Zeytinlik":
      if (n("tarla_alani") > 0 && n("zeytinlik_alani") > 0 && n("tarla_alani") + n("zeytinlik_alani") <= FIELD_OLIVE_MIN_TOTAL) {
        errors["zeytinlik_alani"] = `Toplam alan (tarla + zeytinlik) ${FIELD_OLIVE_MIN_TOTAL} m²'den büyük olmalıdır.`;
      }
      break;
    default:
      break;
  }
  return errors;
}
