/**
 * The administrator's queue: registrations, password resets and e-mail changes wait here. Approving one changes
 * the account, queues the e-mail and writes the audit entry in one D1 batch (all or nothing).
 */
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { accountRequests, auditLog, users } from "../db/schema.ts";
import { REQUEST_KIND_LABELS as KIND_LABELS, type RequestKind } from "../core/contracts/admin.ts";
import { AppError } from "../core/contracts/app-error.ts";
import { pages } from "../core/contracts/paths.ts";
import { newLinkToken } from "./link-tokens.ts";
import { queueEmail } from "./outbox.ts";

/** The statement that files a request for the user named by username (usable inside the registering batch). */
export function fileRequestFor(db: Db, username: string, kind: RequestKind, newEmail: string | null = null) {
  return db.insert(accountRequests).select(
    db
      .select({
        id: sql<null>`null`.as("id"),
        userId: users.id,
        kind: sql<string>`${kind}`.as("kind"),
        status: sql<string>`'pending'`.as("status"),
        newEmail: sql<string | null>`${newEmail}`.as("new_email"),
        createdAt: sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`.as("created_at"),
        decidedAt: sql<null>`null`.as("decided_at"),
        decidedBy: sql<null>`null`.as("decided_by"),
      })
      .from(users)
      .where(eq(users.username, username)),
  );
}

export async function fileRequest(db: Db, userId: number, kind: RequestKind, newEmail: string | null = null) {
  const open = await db
    .select({ id: accountRequests.id })
    .from(accountRequests)
    .where(
      and(eq(accountRequests.userId, userId), eq(accountRequests.kind, kind), eq(accountRequests.status, "pending")),
    )
    .get();
  if (open) {
    if (newEmail !== null) await db.update(accountRequests).set({ newEmail }).where(eq(accountRequests.id, open.id));
    return;
  }
  await db.insert(accountRequests).values({ userId, kind, newEmail });
}

export async function listRequests(db: Db, status: "pending" | "all" = "pending") {
  const q = db
    .select({
      id: accountRequests.id,
      kind: accountRequests.kind,
      status: accountRequests.status,
      newEmail: accountRequests.newEmail,
      createdAt: accountRequests.createdAt,
      decidedAt: accountRequests.decidedAt,
      userId: users.id,
      username: users.username,
      email: users.email,
    })
    .from(accountRequests)
    .innerJoin(users, eq(users.id, accountRequests.userId));
  return (status === "pending" ? q.where(eq(accountRequests.status, "pending")) : q)
    .orderBy(desc(accountRequests.id))
    .all();
}

/** An administrator's decision: an approval, or a rejection with the reason the user is told. */
export type Decision = { approve: true } | { approve: false; reason: string };

/**
 * Approves or rejects a pending request; `site.baseUrl` builds the e-mailed links, `site.contact` is whom a rejected
 * user may ask (ADMIN_CONTACT). No password ever travels by e-mail: an account approved without one gets a
 * single-use set-password link (3 days). A rejection's reason goes into the mail and the audit entry.
 */
export async function decideRequest(
  db: Db,
  adminId: number,
  requestId: number,
  decision: Decision,
  site: { baseUrl: string; contact: string },
): Promise<void> {
  const { approve } = decision;
  const { baseUrl } = site;
  const req = await db.select().from(accountRequests).where(eq(accountRequests.id, requestId)).get();
  if (!req) throw new AppError("not_found", { detail: "Talep bulunamadı." });
  if (req.status !== "pending") throw new AppError("conflict", { detail: "Bu talep zaten sonuçlandırılmış." });
  const user = await db.select().from(users).where(eq(users.id, req.userId)).get();
  if (!user) throw new AppError("not_found", { detail: "Kullanıcı bulunamadı." });
  const kind = req.kind as RequestKind;
  const now = new Date().toISOString();
  const decided = db
    .update(accountRequests)
    .set({ status: approve ? "approved" : "rejected", decidedAt: now, decidedBy: adminId })
    .where(and(eq(accountRequests.id, req.id), eq(accountRequests.status, "pending")));
  const audit = db.insert(auditLog).values({
    actorId: adminId,
    action: `${kind}.${approve ? "approve" : "reject"}`,
    target: `user:${user.id} (${user.username})`,
    targetUserId: user.id,
    detail: [req.newEmail ? `yeni e-posta: ${req.newEmail}` : "", decision.approve ? "" : `gerekçe: ${decision.reason}`]
      .filter(Boolean)
      .join("; "),
  });

  if (!decision.approve) {
    const mail = queueEmail(db, {
      to: user.email,
      userId: user.id,
      subject: `${KIND_LABELS[kind]} talebiniz reddedildi`,
      body:
        `Merhaba ${user.username},\n\n${KIND_LABELS[kind]} talebiniz yönetici tarafından onaylanmadı.\n\n` +
        `Gerekçe: ${decision.reason}\n\nSorularınız için: ${site.contact}\n\nTarımsal Yapı Planlayıcı`,
    });
    await db.batch([decided, audit, mail]);
    return;
  }

  if (kind === "registration") {
    const activate = db.update(users).set({ isActive: true }).where(eq(users.id, user.id));
    if (user.passwordHash) {
      const mail = queueEmail(db, {
        to: user.email,
        userId: user.id,
        subject: "Hesabınız onaylandı",
        body:
          `Merhaba ${user.username},\n\nTarımsal Yapı Planlayıcı hesabınız onaylandı; kayıt sırasında belirlediğiniz şifreyle giriş yapabilirsiniz.\n\n` +
          `Kullanıcı adı: ${user.username}\nGiriş: ${baseUrl}${pages.login.getHref()}\n\nTarımsal Yapı Planlayıcı`,
      });
      await db.batch([decided, activate, audit, mail]);
      return;
    }
    const link = await newLinkToken(db, user.id, "set_password");
    const mail = queueEmail(db, {
      to: user.email,
      userId: user.id,
      secretExpiresAt: link.expiresAt,
      subject: "Hesabınız onaylandı: şifrenizi belirleyin",
      body:
        `Merhaba ${user.username},\n\nTarımsal Yapı Planlayıcı hesabınız onaylandı. Giriş yapabilmek için şifrenizi bu bağlantıdan belirleyin:\n` +
        `${baseUrl}${pages.setPassword.getHref(link.uid, link.token)}\n\nBağlantı tek kullanımlıktır ve 3 gün geçerlidir. Süresi dolarsa "Şifremi unuttum" ile yeni bir bağlantı isteyebilirsiniz.\n\n` +
        `Kullanıcı adı: ${user.username}\n\nTarımsal Yapı Planlayıcı`,
    });
    await db.batch([decided, activate, link.insert, audit, mail]);
    return;
  }

  if (kind === "password_reset") {
    const link = await newLinkToken(db, user.id, "password_reset");
    const mail = queueEmail(db, {
      to: user.email,
      userId: user.id,
      secretExpiresAt: link.expiresAt,
      subject: "Şifre sıfırlama bağlantınız",
      body: `Merhaba ${user.username},\n\nŞifre sıfırlama talebiniz onaylandı. Yeni şifrenizi belirlemek için: ${baseUrl}${pages.resetPassword.getHref(link.uid, link.token)}\n\nBağlantı tek kullanımlıktır ve 3 gün geçerlidir.\n\nTarımsal Yapı Planlayıcı`,
    });
    await db.batch([decided, link.insert, audit, mail]);
    return;
  }

  const newEmail = req.newEmail ?? "";
  const link = await newLinkToken(db, user.id, "email_change", newEmail);
  const mail = queueEmail(db, {
    to: newEmail,
    userId: user.id,
    secretExpiresAt: link.expiresAt,
    subject: "E-posta değişikliğinizi onaylayın",
    body: `Merhaba ${user.username},\n\nE-posta değişikliği talebiniz onaylandı. Yeni adresinizi onaylamak için: ${baseUrl}${pages.emailChange.getHref(link.uid, link.token, newEmail)}\n\nTarımsal Yapı Planlayıcı`,
  });
  await db.batch([decided, link.insert, audit, mail]);
}

export async function listAudit(db: Db, limit = 100) {
  return db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(limit).all();
}
