/** Saving a calculation (calculation document §5 save dialog; shell §3 history item). Shared with the browser. */
import { z } from "zod";

const MAX_JSON = 64 * 1024;
const jsonObject = (name: string) =>
  z
    .record(z.string(), z.unknown(), { error: `${name} bir nesne olmalıdır.` })
    .refine((v) => JSON.stringify(v).length <= MAX_JSON, `${name} çok büyük.`);

export const saveCalculationSchema = z.object({
  calculation_type: z
    .string({ error: "Hesaplama türü gereklidir." })
    .regex(/^[a-z][a-z0-9_-]{1,49}$/, "Geçersiz hesaplama türü."),
  parameters: jsonObject("Parametreler"),
  result: jsonObject("Sonuç"),
  map_coordinates: z
    .object({
      lat: z.number({ error: "Geçersiz harita koordinatı." }).min(-90, "Geçersiz harita koordinatı.").max(90, "Geçersiz harita koordinatı."),
      lng: z.number({ error: "Geçersiz harita koordinatı." }).min(-180, "Geçersiz harita koordinatı.").max(180, "Geçersiz harita koordinatı."),
    })
    .nullable()
    .optional(),
  title: z
    .string({ error: "Hesaplama başlığı gereklidir" })
    .trim()
    .min(1, "Hesaplama başlığı gereklidir")
    .min(2, "Başlık en az 2 karakter olmalıdır.")
    .max(200, "Başlık en fazla 200 karakter olabilir."),
  description: z.string({ error: "Açıklama metin olmalıdır." }).trim().max(500, "Açıklama en fazla 500 karakter olabilir.").optional(),
});

export type SaveCalculationInput = z.infer<typeof saveCalculationSchema>;
