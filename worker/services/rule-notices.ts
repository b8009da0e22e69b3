/**
 * Alerts when the legislation changes (issue #52). A user who opted in (`users.mevzuat_bildirimi`, the profile's
 * "Mevzuat değiştiğinde e-posta ile haber ver") gets one mail when a rule-set version enters into force and answers
 * some of their saved calculations differently, listing them with links to re-open them.
 *
 * - The Cron Trigger (`noticeVersionInForce`, services/maintenance.ts) asks which version is in force. The first
 *   answer ever is the baseline (nothing is mailed: no version entered into force, the site started). A version in
 *   force without a row is claimed (INSERT … ON CONFLICT DO NOTHING RETURNING: of two runs at once, one claims) and
 *   its first page of opted-in users is queued on the batch queue.
 * - The consumer (`processNoticePage`) takes NOTICE_PAGE_SIZE opted-in users after the page's cursor; for each user
 *   not yet handled it answers every saved calculation under the version (core/calculation/version-change.ts) and, in
 *   one D1 batch, claims the user and version (rule_notice_mails, with a random claim) and writes the mail only if
 *   that claim is the stored one — so a page delivered twice, at once or after a restart, mails each user once. Then
 *   it moves the cursor (only from the cursor it was sent with) and queues the next page.
 * - A notice that has not moved for STALE_AFTER_MS (its message lost with a server) has its page queued again from its
 *   cursor by the Cron Trigger.
 */
import { and, asc, desc, eq, gt, lt } from "drizzle-orm";
import { base64url } from "jose";
import type { Db } from "../db/client.ts";
import { ruleNoticeMails, ruleNotices, savedCalculations, users } from "../db/schema.ts";
import type { Env } from "../env.ts";
import { bundledRules, RULESET_ID } from "../core/calculation/bundled-rules.ts";
import { typeForPath } from "../core/calculation/selection.ts";
import { versionChange, type VersionChange } from "../core/calculation/version-change.ts";
import { pages } from "../core/contracts/paths.ts";
import { PARCEL_ANALYSIS_TYPE } from "../core/contracts/parcel-analysis.ts";
import { DURUM_METNI } from "../core/rules/verdict.ts";
import { formatTr } from "../core/rules/numbers.ts";
import { versionBySurum, versionInForce, type RuleRegistry } from "../core/rules/registry.ts";
import type { LoadedRuleSet } from "../core/rules/types.ts";
import { publicBaseUrl } from "../lib/public-url.ts";
import { STALE_AFTER_MS } from "./batches.ts";

/** Opted-in users per queue message. */
export const NOTICE_PAGE_SIZE = 50;
/** Changed calculations a mail lists; the rest are counted ("ve N hesaplama daha"). */
export const NOTICE_LIST_CAP = 50;

/** A page of a version's mails: the opted-in users after `afterUserId`. */
export interface NoticeMessage {
  kind: "notice";
  surum: string;
  afterUserId: number;
}

export interface NoticeQueue {
  sendBatch(messages: Iterable<MessageSendRequest<NoticeMessage>>): Promise<unknown>;
}

const sendPage = (queue: NoticeQueue, surum: string, afterUserId: number) =>
  queue.sendBatch([{ body: { kind: "notice", surum, afterUserId } }]);

/**
 * The Cron Trigger's check: the version in force on `now`; the baseline when nothing was recorded yet; a version newly
 * in force claimed and its first page queued. Answers the version whose mails started, or null.
 */
export async function noticeVersionInForce(
  db: Db,
  queue: NoticeQueue,
  now = new Date(),
  registry: RuleRegistry = bundledRules(),
): Promise<string | null> {
  const version = versionInForce(registry, RULESET_ID, now);
  if (!version) return null;
  const at = now.toISOString();
  const [any] = await db.select({ surum: ruleNotices.surum }).from(ruleNotices).limit(1);
  if (!any) {
    await db
      .insert(ruleNotices)
      .values({ surum: version.surum, noticedAt: at, durum: "baslangic", updatedAt: at })
      .onConflictDoNothing();
    return null;
  }
  const claimed = await db
    .insert(ruleNotices)
    .values({ surum: version.surum, noticedAt: at, durum: "gonderiliyor", updatedAt: at })
    .onConflictDoNothing()
    .returning({ surum: ruleNotices.surum });
  if (!claimed.length) return null;
  try {
    await sendPage(queue, version.surum, 0);
  } catch (err) {
    console.error(`rule notice ${version.surum}: queueing failed, the stale notice will be queued again`, err);
  }
  return version.surum;
}

/** The Cron Trigger's part: a notice whose page has not moved for STALE_AFTER_MS is queued again from its cursor. */
export async function requeueStaleNotices(db: Db, queue: NoticeQueue, now = new Date()): Promise<number> {
  const stale = await db
    .select()
    .from(ruleNotices)
    .where(
      and(
        eq(ruleNotices.durum, "gonderiliyor"),
        lt(ruleNotices.updatedAt, new Date(now.getTime() - STALE_AFTER_MS).toISOString()),
      ),
    );
  let queued = 0;
  for (const notice of stale) {
    const claimed = await db
      .update(ruleNotices)
      .set({ updatedAt: now.toISOString() })
      .where(and(eq(ruleNotices.surum, notice.surum), eq(ruleNotices.updatedAt, notice.updatedAt)))
      .returning({ surum: ruleNotices.surum });
    if (!claimed.length) continue;
    await sendPage(queue, notice.surum, notice.cursor);
    queued++;
  }
  return queued;
}

interface ChangedRow {
  id: string;
  title: string;
  calculationType: string;
  parameters: Record<string, unknown>;
  change: VersionChange;
  savedVerdict: string;
}

const toBase64Url = (text: string) => base64url.encode(new TextEncoder().encode(text));

/** The page that re-opens a saved request under the version in force (its version selector left out). */
function reopenHref(version: LoadedRuleSet, row: ChangedRow): string {
  const { surum: _s, mevzuat_tarihi: _d, ...request } = row.parameters;
  const girdi = toBase64Url(JSON.stringify(request));
  if (row.calculationType === PARCEL_ANALYSIS_TYPE) return pages.parcelAnalysis.getHref({ girdi });
  return pages.calculation.getHref(typeForPath(version, row.calculationType) ?? row.calculationType, { girdi });
}

function savedText(change: VersionChange): string {
  const f = change.onceki_ana_deger;
  const figure =
    f && change.onceki_izin_durumu !== "izin_verilemez"
      ? ` (${f.etiket}: ${formatTr(f.deger)}${f.birim ? ` ${f.birim}` : ""})`
      : "";
  return `${DURUM_METNI[change.onceki_izin_durumu]}${figure}`;
}

/** The mail of one user: subject and body (Turkish, plain text). */
export function noticeMail(
  version: LoadedRuleSet,
  user: { username: string; firstName: string },
  rows: readonly ChangedRow[],
  baseUrl: string,
): { subject: string; body: string } {
  const listed = rows.slice(0, NOTICE_LIST_CAP);
  const lines = listed.map(
    (r) =>
      `- ${r.title}\n  Kayıtlı sonuç: ${r.savedVerdict}\n  ${r.change.metin}\n  Yeniden açın: ${baseUrl}${reopenHref(version, r)}`,
  );
  const more = rows.length - listed.length;
  const account = `${baseUrl}${pages.account.getHref()}`;
  const since = version.yururluk_tarihi ? ` ${version.yururluk_tarihi} tarihinde` : "";
  return {
    subject: `Mevzuat değişti: kayıtlı hesaplamalarınızdan ${rows.length} tanesinin sonucu değişiyor`,
    body: [
      `Merhaba ${user.firstName || user.username},`,
      "",
      `${version.yonetmelik} (kural seti ${version.surum})${since} yürürlüğe girdi. Kayıtlı hesaplamalarınızdan ${rows.length} tanesinin sonucu yeni yönetmelikte değişiyor:`,
      "",
      ...lines,
      ...(more > 0 ? ["", `ve ${more} hesaplama daha. Tümü hesabınızdaki geçmişte: ${account}`] : []),
      "",
      `Bu e-postaları almak istemiyorsanız profilinizdeki "Mevzuat değiştiğinde e-posta ile haber ver" seçeneğini kapatın: ${account}`,
    ].join("\n"),
  };
}

/** The user's saved calculations that `version` answers differently, newest first. */
async function changedRows(db: Db, userId: number, version: LoadedRuleSet, now: Date): Promise<ChangedRow[]> {
  const s = savedCalculations;
  const rows = await db
    .select({
      id: s.id,
      title: s.title,
      calculationType: s.calculationType,
      parameters: s.parameters,
      result: s.result,
    })
    .from(s)
    .where(eq(s.userId, userId))
    .orderBy(desc(s.createdAt), desc(s.id));
  const out: ChangedRow[] = [];
  for (const row of rows) {
    const parameters = JSON.parse(row.parameters) as Record<string, unknown>;
    const result = JSON.parse(row.result) as unknown;
    const change = await versionChange(row.calculationType, parameters, result, now, version);
    if (change) out.push({ ...row, parameters, change, savedVerdict: savedText(change) });
  }
  return out;
}

/** The base of the mailed links: PUBLIC_BASE_URL (required in staging and production; the local server's address in development). */
function linkBase(env: Pick<Env, "PUBLIC_BASE_URL" | "ENVIRONMENT">): string {
  return publicBaseUrl(env, "http://localhost:8787/");
}

/**
 * One page of a version's mails. Each user is handled once (rule_notice_mails); the cursor moves only from the one
 * the page was sent with, and only that move queues the next page.
 */
export async function processNoticePage(
  db: Db,
  env: Pick<Env, "PUBLIC_BASE_URL" | "ENVIRONMENT">,
  queue: NoticeQueue,
  message: Omit<NoticeMessage, "kind">,
  now = new Date(),
  registry: RuleRegistry = bundledRules(),
): Promise<void> {
  const { surum, afterUserId } = message;
  const [notice] = await db.select().from(ruleNotices).where(eq(ruleNotices.surum, surum));
  if (!notice || notice.durum !== "gonderiliyor") return;
  const version = versionBySurum(registry, RULESET_ID, surum);
  const baseUrl = linkBase(env);
  const page = version
    ? await db
        .select({ id: users.id, email: users.email, username: users.username, firstName: users.firstName })
        .from(users)
        .where(and(eq(users.mevzuatBildirimi, true), eq(users.isActive, true), gt(users.id, afterUserId)))
        .orderBy(asc(users.id))
        .limit(NOTICE_PAGE_SIZE)
    : [];
  for (const user of page) {
    const [done] = await db
      .select({ userId: ruleNoticeMails.userId })
      .from(ruleNoticeMails)
      .where(and(eq(ruleNoticeMails.userId, user.id), eq(ruleNoticeMails.surum, surum)));
    if (done) continue;
    const rows = await changedRows(db, user.id, version!, now);
    const claim = base64url.encode(crypto.getRandomValues(new Uint8Array(12)));
    const mark = db
      .insert(ruleNoticeMails)
      .values({ userId: user.id, surum, claim, changed: rows.length })
      .onConflictDoNothing();
    if (!rows.length) {
      await mark;
      continue;
    }
    const { subject, body } = noticeMail(version!, user, rows, baseUrl);
    // Written only by the delivery whose claim is the stored one: one mail per user and version. (drizzle's
    // insert … select wants every column of the outbox, so the pair goes to D1 as prepared statements.)
    const claimQuery = mark.toSQL();
    await db.$client.batch([
      db.$client.prepare(claimQuery.sql).bind(...claimQuery.params),
      db.$client
        .prepare(
          `INSERT INTO email_outbox (to_address, subject, body, user_id)
           SELECT ?1, ?2, ?3, ?4 WHERE EXISTS
             (SELECT 1 FROM rule_notice_mails WHERE user_id = ?4 AND surum = ?5 AND claim = ?6)`,
        )
        .bind(user.email, subject, body, user.id, surum, claim),
    ]);
  }
  const last = page.at(-1)?.id ?? afterUserId;
  const finished = page.length < NOTICE_PAGE_SIZE;
  const moved = await db
    .update(ruleNotices)
    .set({ cursor: last, durum: finished ? "tamam" : "gonderiliyor", updatedAt: now.toISOString() })
    .where(
      and(eq(ruleNotices.surum, surum), eq(ruleNotices.cursor, afterUserId), eq(ruleNotices.durum, "gonderiliyor")),
    )
    .returning({ surum: ruleNotices.surum });
  if (moved.length && !finished) await sendPage(queue, surum, last);
}
