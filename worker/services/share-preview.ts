/**
 * Link previews of shared results (/sonuc/{id}): the title and one line — the permit status and the result's first
 * figure — that chat apps and social sites show for the link. Labels and units come from the rule-set version the
 * result names (else today's). An unknown, revoked or malformed id has no preview.
 */
import type { Db } from "../db/client.ts";
import { AppError } from "../core/contracts/app-error.ts";
import { RULESET_ID, bundledRules } from "../core/calculation/bundled-rules.ts";
import { versionBySurum, versionInForce } from "../core/rules/registry.ts";
import { formatTr } from "../core/rules/numbers.ts";
import { VERDICT_TEXT, verdictOf } from "../core/rules/verdict.ts";
import { DRAFT_MARK, isDraft } from "../core/rules/version-text.ts";
import type { LoadedRuleSet } from "../core/rules/types.ts";
import { PRODUCT_NAME } from "../core/contracts/product.ts";
import { sharedRow } from "./share-links.ts";

export interface SharePreview {
  title: string;
  description: string;
}

function versionOf(result: Record<string, unknown>): LoadedRuleSet | null {
  const registry = bundledRules();
  const named = result["kural_seti"];
  const surum =
    named && typeof named === "object" && typeof (named as { surum?: unknown }).surum === "string"
      ? (named as { surum: string }).surum
      : null;
  return (surum && versionBySurum(registry, RULESET_ID, surum)) || versionInForce(registry, RULESET_ID, new Date());
}

/** The first card of the type whose field holds a number, as '<label>: <number> <unit>'. */
function figure(set: LoadedRuleSet | null, slug: string, data: Record<string, unknown>): string | null {
  for (const card of set?.types[slug]?.kartlar ?? []) {
    const n = data[card.alan];
    if (typeof n !== "number" || !Number.isFinite(n)) continue;
    const unit = card.birim ?? (card.birim_alani ? data[card.birim_alani] : undefined);
    return `${card.etiket}: ${formatTr(n)}${typeof unit === "string" ? ` ${unit}` : ""}`;
  }
  return null;
}

function typeLabel(set: LoadedRuleSet | null, slug: string): string {
  return set?.types[slug]?.yapi_turu.ad ?? set?.common.eski_hesaplama_turleri[slug] ?? slug;
}

/** The preview of a shared result, or null when the id names none. */
export async function sharePreview(db: Db, shareId: string): Promise<SharePreview | null> {
  // The row alone: a preview needs none of the item's other work (the newest version's answer, the adapter).
  let row;
  try {
    row = await sharedRow(db, shareId);
  } catch (err) {
    if (err instanceof AppError && err.code === "not_found") return null;
    throw err;
  }
  const shared = { title: row.title, calculation_type: row.calculationType };
  const result = JSON.parse(row.result) as Record<string, unknown>;
  const raw = result["data"];
  const data = raw && typeof raw === "object" ? (raw as Record<string, unknown>) : result;
  const set = versionOf(data);
  // A saved parcel analysis has no verdict of its own; a calculation's reads as its headline does (verdict.ts).
  const statusText =
    typeof data["izin_durumu"] === "string"
      ? `${VERDICT_TEXT[verdictOf(data)]}${isDraft(data["kural_seti"] as Parameters<typeof isDraft>[0]) ? ` (${DRAFT_MARK})` : ""}`
      : null;
  const parts = [statusText, figure(set, shared.calculation_type, data)].filter((p): p is string => p !== null);
  return {
    title: `${shared.title} — ${typeLabel(set, shared.calculation_type)} | ${PRODUCT_NAME}`,
    description: parts.length ? parts.join(" · ") : typeLabel(set, shared.calculation_type),
  };
}
