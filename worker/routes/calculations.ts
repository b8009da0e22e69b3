import { Hono } from "hono";
import { z } from "zod";
import type { ApiDataMessage, ApiList } from "../core/contracts/api.ts";
import type { ParcelAnalysisResult } from "../core/contracts/parcel-analysis.ts";
import type { AgacTuru, LandTypeDto, PlantedAreaSettingsDto, StructureTypeDto } from "../core/contracts/rule-set.ts";
import type { AppEnv } from "../env.ts";
import { AppError } from "../core/contracts/app-error.ts";
import { validate } from "../lib/validate.ts";
import type { CalculationResult } from "../core/contracts/calculation.ts";
import { runCalculation } from "../core/calculation/run-calculation.ts";
import { runParcelAnalysis } from "../core/calculation/run-parcel-analysis.ts";
import { selectRuleSet, versionQuery } from "../core/calculation/selection.ts";
import {
  listLandTypes,
  listStructureTypes,
  listTreeSpecies,
  plantedAreaSettings,
  resolveStructureType,
} from "../core/calculation/version-lists.ts";

const structureTypesQuery = z.object({
  arazi_vasfi: z.string().max(200, "Arazi vasfı çok uzun.").optional(),
  ...versionQuery,
});

const landTypesQuery = z.object({
  yapi_turu: z.string().max(200, "Yapı türü çok uzun.").optional(),
  ...versionQuery,
});

const versionOnlyQuery = z.object(versionQuery);

/**
 * A calculation body must be a JSON object; its fields are checked by the type's schema of the chosen version. An
 * O(1) check: a record schema would walk and copy every key before the type's schema does it again. The API v1's
 * calculation routes check their bodies with it too (routes/v1/calculations.ts).
 */
export const calculationBody = z.custom<Record<string, unknown>>(
  (v) => typeof v === "object" && v !== null && !Array.isArray(v),
  { error: "İstek gövdesi bir JSON nesnesi olmalıdır." },
);

export const calculationRoutes = new Hono<AppEnv>()
  .get("/yapi-turleri", validate("query", structureTypesQuery), (c) => {
    const { arazi_vasfi, ...selector } = c.req.valid("query");
    const data = listStructureTypes(selectRuleSet(selector), arazi_vasfi);
    return c.json({
      success: true,
      data,
      message: `${data.length} yapı türü listelendi.`,
    } satisfies ApiList<StructureTypeDto>);
  })
  .get("/arazi-tipleri", validate("query", landTypesQuery), (c) => {
    const { yapi_turu, ...selector } = c.req.valid("query");
    const version = selectRuleSet(selector);
    let slug: string | undefined;
    if (yapi_turu !== undefined && yapi_turu.trim() !== "") {
      slug = resolveStructureType(version, yapi_turu) ?? undefined;
      if (!slug) {
        const detail = `Bilinmeyen yapı türü: ${yapi_turu}`;
        throw new AppError("validation_failed", { detail, fields: { yapi_turu: [detail] } });
      }
    }
    const data = listLandTypes(version, slug);
    return c.json({
      success: true,
      data,
      message: `${data.length} arazi tipi listelendi.`,
    } satisfies ApiList<LandTypeDto>);
  })
  .get("/agac-turleri", validate("query", versionOnlyQuery), (c) => {
    const data = listTreeSpecies(selectRuleSet(c.req.valid("query")));
    return c.json({ success: true, data, message: `${data.length} ağaç türü listelendi.` } satisfies ApiList<AgacTuru>);
  })
  .get("/dikili-kontrol", validate("query", versionOnlyQuery), (c) => {
    const data = plantedAreaSettings(selectRuleSet(c.req.valid("query")));
    return c.json({
      success: true,
      data,
      message: "Dikili alan kontrolü ayarları.",
    } satisfies ApiDataMessage<PlantedAreaSettingsDto>);
  })
  // Before POST /:slug, which would take it for a structure type.
  .post("/parsel-analizi", validate("json", calculationBody), async (c) => {
    const result = await runParcelAnalysis(c.req.valid("json"));
    return c.json(result satisfies ParcelAnalysisResult);
  })
  .post("/:slug", validate("json", calculationBody), async (c) => {
    const result = await runCalculation(c.req.param("slug"), c.req.valid("json"));
    return c.json(result satisfies CalculationResult);
  });
