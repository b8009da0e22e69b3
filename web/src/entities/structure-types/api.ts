import type { RuleSetAnswer } from "@worker/core/contracts/rule-set.ts";
import { paths } from "../../config/paths.ts";
import { apiRequest } from "../../lib/api/api-client.ts";
import type { VersionQuery } from "./rule-version.ts";

/** GET /rules/ (?surum= or ?tarih=): a rule-set version with every structure type's descriptor. */
export function fetchRuleSet(q: VersionQuery = {}): Promise<RuleSetAnswer> {
  return apiRequest<RuleSetAnswer>(paths.api.rules(q));
}
