/**
 * The rule sets the pages use, one query per version choice: today's version (seeded from the prerendered page, for
 * the shell, home and history labels) and the calculation page's own choice (a date or a draft). Each holds the whole
 * `GET /api/rules/` answer's data; the browser derives its types, forms, limits, labels and cards from it. A version
 * never changes while the page is open, so it is fetched once; a seeded one is checked with the server once.
 */
import { queryOptions } from "@tanstack/react-query";
import type { RuleSetDto } from "@worker/core/contracts/rule-set.ts";
import { ApiClientError } from "../../lib/api/api-client.ts";
import { whenIdle } from "../../lib/idle-start.ts";
import { queryClient } from "../../lib/query-client.ts";
import { versionKey, type VersionQuery } from "./rule-version.ts";
import { fetchRuleSet } from "./api.ts";

export const LOAD_FAILED = "Yapı türleri yüklenirken hata oluştu";
export const FETCH_FAILED = "Yapı türleri çekilemedi";

/**
 * The Turkish text of a failed load: the server's message (e.g. an unknown version or
 * date), else 'Yapı türleri çekilemedi'; anything but an API answer gives the default 'Yapı türleri yüklenirken hata
 * oluştu'.
 */
export function ruleSetLoadMessage(err: unknown): string {
  if (!(err instanceof ApiClientError)) return LOAD_FAILED;
  return err.detail || FETCH_FAILED;
}

export const ruleSetKey = (q: VersionQuery) => ["rule-set", versionKey(q)] as const;

export const ruleSetQuery = (q: VersionQuery) =>
  queryOptions({
    queryKey: ruleSetKey(q),
    queryFn: () => fetchRuleSet(q).then((answer) => answer.data),
    staleTime: Infinity,
    gcTime: Infinity,
  });

/**
 * Starts a version from the data its page was prerendered with (app/start.tsx, and the build's renderer). In the
 * browser (`check`) it is asked from the server once the page is first idle (the form does not wait for the answer)
 * and the server's answer is shown if it differs; offline the prerendered version stays.
 */
export function seedRuleSet(q: VersionQuery, data: RuleSetDto, check = false): void {
  queryClient.setQueryData(ruleSetKey(q), data);
  if (check) whenIdle(() => void queryClient.invalidateQueries({ queryKey: ruleSetKey(q) }));
}

/** 'Tekrar dene' after a failed load: the version is asked for again. */
export function retryRuleSet(q: VersionQuery = {}): Promise<void> {
  return queryClient.resetQueries({ queryKey: ruleSetKey(q) });
}

/** A version's rule set, loaded if needed (outside React, e.g. the comparison); `ruleSetLoadMessage` words a failure. */
export function ruleSetFor(q: VersionQuery): Promise<RuleSetDto> {
  return queryClient.fetchQuery(ruleSetQuery(q));
}

/** Today's version when it is loaded (read outside React, e.g. by a search filter). */
export function currentRuleSet(): RuleSetDto | null {
  return queryClient.getQueryData(ruleSetKey({})) ?? null;
}
