import { Hono } from "hono";
import { z } from "zod";
import type { ApiList, LandTypeDto, StructureTypeDto } from "../contracts/api.ts";
import { getDb } from "../db/client.ts";
import type { AppEnv } from "../env.ts";
import { AppError } from "../lib/app-error.ts";
import { validate } from "../lib/validate.ts";
import { listLandTypes, resolveStructureType } from "../services/land-types.ts";
import { calculationSlug, isCalculable, listTreeSpecies, plantedAreaSettings, runCalculation, unsupported } from "../services/calculations.ts";
import type { AgacTuru } from "../rules/dikili-alan.ts";
import { listStructureTypes } from "../services/structure-types.ts";
import { calculationRequestSchema } from "../rules/request.ts";

const structureTypesQuery = z.object({
  arazi_vasfi: z.string().max(200, "Arazi vasfı çok uzun.").optional(),
});

const landTypesQuery = z.object({
  yapi_turu: z.string().max(200, "Yapı türü çok uzun.").optional(),
});

export const calculationRoutes = new Hono<AppEnv>()
  .get("/yapi-turleri", validate("query", structureTypesQuery), async (c) => {
    const { arazi_vasfi } = c.req.valid("query");
    const data = await listStructureTypes(getDb(c.env.DB), arazi_vasfi);
    return c.json({ success: true, data, message: `${data.length} yapı türü listelendi.` } satisfies ApiList<StructureTypeDto>);
  })
  .get("/arazi-tipleri", validate("query", landTypesQuery), async (c) => {
    const { yapi_turu } = c.req.valid("query");
    let slug;
    if (yapi_turu !== undefined && yapi_turu.trim() !== "") {
      slug = await resolveStructureType(getDb(c.env.DB), yapi_turu);
      if (!slug) {
        const detail = `Bilinmeyen yapı türü: ${yapi_turu}`;
        throw new AppError("validation_failed", { detail, fields: { yapi_turu: [detail] } });
      }
    }
    const data = listLandTypes(slug ?? undefined);
    return c.json({ success: true, data, message: `${data.length} arazi tipi listelendi.` } satisfies ApiList<LandTypeDto>);
  })
  .get("/agac-turleri", (c) => {
    const data = listTreeSpecies();
    return c.json({ success: true, data, message: `${data.length} ağaç türü listelendi.` } satisfies ApiList<AgacTuru>);
  })
  .get("/dikili-kontrol", (c) => {
    const data = plantedAreaSettings();
    if (!data) throw new AppError("not_found");
    return c.json({ success: true, data, message: "Dikili alan kontrolü ayarları." });
  })
  .post(
    "/:slug",
    async (c, next) => {
      const slug = calculationSlug(c.req.param("slug"));
      if (!isCalculable(slug)) throw unsupported(c.req.param("slug"));
      await next();
    },
    validate("json", calculationRequestSchema),
    async (c) => {
      const result = await runCalculation(calculationSlug(c.req.param("slug")), c.req.valid("json"));
      return c.json(result);
    },
  );
