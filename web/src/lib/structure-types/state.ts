/**
 * The rule sets the pages use, one entry per version choice: today's version (loaded at start for the shell, home
 * and history labels) and the calculation page's own choice (a date or a draft). Each entry holds the whole
 * `GET /api/rules/` answer; the browser derives its types, forms, limits, labels and cards from it.
 */
import { proxy, ref } from "valtio";
import type { RuleSetDto } from "@worker/contracts/rule-set.ts";
import { ApiClientError } from "../api-client.ts";
import { versionKey, type VersionQuery } from "../rule-version.ts";
import { fetchRuleSet } from "./api.ts";

export const LOAD_FAILED = "Yapı türleri yüklenirken hata oluştu";
export const FETCH_FAILED = "Yapı türleri çekilemedi";

export interface RuleSetEntry {
  status: "loading" | "ready" | "error";
  /** Kept as a ref: the answer is read-only data, never tracked field by field. */
  data: RuleSetDto | null;
  error: string | null;
  /** Data the page was prerendered with, shown as it is until the server has confirmed or replaced it. */
  seeded?: boolean;
}

export const ruleSetState = proxy<{ entries: Record<string, RuleSetEntry> }>({ entries: {} });

/**
 * The Turkish text of a failed load: the server's message (e.g. an unknown version or
 * date), else 'Yapı türleri çekilemedi'; anything but an API answer gives the default 'Yapı türleri yüklenirken hata
 * oluştu'.
 */
export function ruleSetLoadMessage(err: unknown): string {
  if (!(err instanceof ApiClientError)) return LOAD_FAILED;
  return err.detail || FETCH_FAILED;
}

/** Starts a version from the data its page was prerendered with (app/start.tsx, and the build's renderer). */
export function seedRuleSet(q: VersionQuery, data: RuleSetDto): void {
  ruleSetState.entries[versionKey(q)] = { status: "ready", data: ref(data), error: null, seeded: true };
}

/** A prerendered version, checked with the server once: replaced when the server's answer differs. */
async function revalidate(key: string, q: VersionQuery, seeded: RuleSetDto): Promise<void> {
  ruleSetState.entries[key] = { status: "ready", data: ref(seeded), error: null };
  try {
    const body = await fetchRuleSet(q);
    if (JSON.stringify(body.data) !== JSON.stringify(seeded))
      ruleSetState.entries[key] = { status: "ready", data: ref(body.data), error: null };
  } catch {
    // Offline or the server down: the prerendered version stays (it is the one the page was built with).
  }
}

/** Loads a version once (a failed load is tried again on the next call). */
export async function loadRuleSet(q: VersionQuery = {}): Promise<void> {
  const key = versionKey(q);
  const current = ruleSetState.entries[key];
  if (current?.seeded && current.data) return revalidate(key, q, current.data);
  if (current && current.status !== "error") return;
  ruleSetState.entries[key] = { status: "loading", data: null, error: null };
  try {
    const body = await fetchRuleSet(q);
    ruleSetState.entries[key] = { status: "ready", data: ref(body.data), error: null };
  } catch (err) {
    ruleSetState.entries[key] = { status: "error", data: null, error: ruleSetLoadMessage(err) };
  }
}

export function retryRuleSet(q: VersionQuery = {}): Promise<void> {
  delete ruleSetState.entries[versionKey(q)];
  return loadRuleSet(q);
}

/** Today's version when it is loaded (read outside React, e.g. by a search filter). */
export function currentRuleSet(): RuleSetDto | null {
  return ruleSetState.entries[""]?.data ?? null;
}
