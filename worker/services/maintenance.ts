/**
 * What the Cron Trigger runs (wrangler.toml `[triggers] crons`, worker/index.ts `scheduled`): deliver the mails that
 * are due (failed ones after their back-off, queued ones whose delivery never ran or died), then prune what has
 * no further use — expired refresh and link tokens, expired rate-limit and login back-off rows, delivered mails
 * older than KEEP_DELIVERED_DAYS and mails given up just as long ago; and queue again the pending chunks of batch
 * jobs, rule-impact recounts and legislation alerts that stopped moving; and notice a rule-set version newly in force
 * (services/rule-notices.ts: its alerts start).
 */
import { and, eq, gte, lt, or } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { emailOutbox, loginThrottles, oneTimeTokens, rateLimits, refreshTokens } from "../db/schema.ts";
import type { Env } from "../env.ts";
import { deliverDue, MAX_ATTEMPTS } from "./outbox.ts";
import { requeueStaleBatches, type BatchQueue } from "./batches.ts";
import { queueUncountedCalculations, requeueStaleImpactRuns, type ImpactQueue } from "./rule-impact.ts";
import { noticeVersionInForce, requeueStaleNotices, type NoticeQueue } from "./rule-notices.ts";
import type { RuleRegistry } from "../core/rules/registry.ts";

export const KEEP_MAILS_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface MaintenanceReport {
  delivered: number;
  /** Batch jobs whose pending chunks were queued again. */
  requeuedBatches: number;
  /** Rule-impact recounts whose pending chunks were queued again. */
  requeuedImpactRuns: number;
  /** Saved calculations whose own message was lost, queued to be counted. */
  uncountedCalculations: number;
  /** A version newly in force whose alerts started, and alerts whose page was queued again. */
  noticedVersion: string | null;
  requeuedNotices: number;
  pruned: { refreshTokens: number; linkTokens: number; rateLimits: number; loginThrottles: number; mails: number };
}

export async function runMaintenance(
  db: Db,
  env: Env,
  now: number,
  registry?: RuleRegistry,
): Promise<MaintenanceReport> {
  const delivered = await deliverDue(db, env, now);
  const requeuedBatches = await requeueStaleBatches(db, env.BATCH_QUEUE as BatchQueue, new Date(now));
  const requeuedImpactRuns = await requeueStaleImpactRuns(db, env.BATCH_QUEUE as ImpactQueue, new Date(now));
  const uncountedCalculations = await queueUncountedCalculations(db, env.BATCH_QUEUE as ImpactQueue, new Date(now));
  const requeuedNotices = await requeueStaleNotices(db, env.BATCH_QUEUE as NoticeQueue, new Date(now));
  const noticedVersion = await noticeVersionInForce(db, env.BATCH_QUEUE as NoticeQueue, new Date(now), registry);
  const nowIso = new Date(now).toISOString();
  const mailsBefore = new Date(now - KEEP_MAILS_DAYS * DAY_MS).toISOString();
  const [tokens, links, limits, throttles, mails] = await db.batch([
    db
      .delete(refreshTokens)
      .where(or(lt(refreshTokens.expiresAt, nowIso), lt(refreshTokens.sessionExpiresAt, nowIso)))
      .returning({ id: refreshTokens.id }),
    db.delete(oneTimeTokens).where(lt(oneTimeTokens.expiresAt, nowIso)).returning({ id: oneTimeTokens.id }),
    db.delete(rateLimits).where(lt(rateLimits.expiresAt, nowIso)).returning({ key: rateLimits.key }),
    db.delete(loginThrottles).where(lt(loginThrottles.expiresAt, nowIso)).returning({ key: loginThrottles.key }),
    db
      .delete(emailOutbox)
      .where(
        or(
          and(eq(emailOutbox.status, "sent"), lt(emailOutbox.sentAt, mailsBefore)),
          and(
            eq(emailOutbox.status, "failed"),
            gte(emailOutbox.attempts, MAX_ATTEMPTS),
            lt(emailOutbox.createdAt, mailsBefore),
          ),
        ),
      )
      .returning({ id: emailOutbox.id }),
  ]);
  return {
    delivered,
    requeuedBatches,
    requeuedImpactRuns,
    uncountedCalculations,
    noticedVersion,
    requeuedNotices,
    pruned: {
      refreshTokens: tokens.length,
      linkTokens: links.length,
      rateLimits: limits.length,
      loginThrottles: throttles.length,
      mails: mails.length,
    },
  };
}
