import { Hono } from "hono";
import { etag } from "hono/etag";
import { z } from "zod";
import type { LegislationAnswer } from "../core/contracts/legislation.ts";
import type { RuleSetAnswer } from "../core/contracts/rule-set.ts";
import type { AppEnv } from "../env.ts";
import { AppError } from "../core/contracts/app-error.ts";
import { validate } from "../lib/validate.ts";
import { buildRuleSetDto } from "../core/rules/descriptors.ts";
import { buildLegislation } from "../core/legislation/legislation.ts";
import { allVersions, selectRuleSet, versionQuery } from "../core/calculation/selection.ts";

const rulesQuery = z.object(versionQuery);

/**
 * `GET /api/rules/` → the version (by `?surum=`, `?tarih=` or today's) with every type's descriptor. The answer
 * changes only with a deploy or an effective date: revalidated with its ETag (304 when unchanged).
 */
export const ruleRoutes = new Hono<AppEnv>()
  .get("/", etag(), validate("query", rulesQuery), (c) => {
    const { surum, tarih } = c.req.valid("query");
    const version = selectRuleSet({ surum, tarih });
    const data = buildRuleSetDto(version, allVersions());
    c.header("Cache-Control", "no-cache");
    return c.json({
      success: true,
      data,
      message: `${data.kural_seti.id} ${data.kural_seti.surum}: ${data.turler.length} yapı türü.`,
    } satisfies RuleSetAnswer);
  })
  /** `GET /api/rules/turler/{slug}/` → the legislation page of one type in the version (worker/core/rules/legislation.ts). */
  .get("/turler/:slug", etag(), validate("query", rulesQuery), (c) => {
    const { surum, tarih } = c.req.valid("query");
    const slug = c.req.param("slug");
    const version = selectRuleSet({ surum, tarih });
    const data = buildLegislation(version, slug);
    if (!data) throw new AppError("not_found", { detail: `Yapı türü bulunamadı: ${slug.slice(0, 60)}` });
    c.header("Cache-Control", "no-cache");
    return c.json({
      success: true,
      data,
      message: `${data.tur.label}: ${data.kurallar.length} kural (${data.kural_seti.surum}).`,
    } satisfies LegislationAnswer);
  });
