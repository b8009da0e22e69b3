/**
 * Google sign-in (OpenID Connect, authorization code with PKCE): the state and the code verifier travel in a
 * short-lived signed, HttpOnly cookie; the callback exchanges the code and verifies the ID token with jose against
 * the provider's JWKS (issuer, audience and the nonce sent with the request pinned). An account is found by Google's
 * stable subject (`sub`); failing that, a Google-verified e-mail links an existing account only if that account has
 * verified the same address itself (no takeover of an address someone pre-registered); otherwise a passive account
 * awaiting approval is created.
 */
import { eq } from "drizzle-orm";
import { base64url, createRemoteJWKSet, jwtVerify, SignJWT } from "jose";
import type { Db } from "../db/client.ts";
import { users } from "../db/schema.ts";
import type { Env } from "../env.ts";
import { AppError } from "../core/contracts/app-error.ts";
import { canonicalEmail } from "../core/contracts/email-address.ts";
import { fileRequestFor } from "./account-requests.ts";
import { findUserByEmail, isUsernameTaken, type UserRow } from "./accounts.ts";
import { ISSUER, REQUIRED_CLAIMS } from "./tokens.ts";

interface GoogleConfig {
  clientId: string;
  clientSecret: string;
  authUrl: string;
  tokenUrl: string;
  jwksUrl: string;
  issuer: string;
}

/** Whether this server offers Google sign-in: both the client id and its secret are set. */
export function isGoogleSignInConfigured(env: Pick<Env, "GOOGLE_CLIENT_ID" | "GOOGLE_CLIENT_SECRET">): boolean {
  return Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET);
}

export function googleConfig(env: Env): GoogleConfig {
  if (!env.GOOGLE_CLIENT_ID || !env.GOOGLE_CLIENT_SECRET)
    throw new AppError("not_configured", { detail: "Google ile giriş bu sunucuda yapılandırılmamış." });
  return {
    clientId: env.GOOGLE_CLIENT_ID,
    clientSecret: env.GOOGLE_CLIENT_SECRET,
    authUrl: env.GOOGLE_AUTH_URL || "https://accounts.google.com/o/oauth2/v2/auth",
    tokenUrl: env.GOOGLE_TOKEN_URL || "https://oauth2.googleapis.com/token",
    jwksUrl: env.GOOGLE_JWKS_URL || "https://www.googleapis.com/oauth2/v3/certs",
    issuer: env.GOOGLE_ISSUER || "https://accounts.google.com",
  };
}

const STATE_AUDIENCE = "tarimsal-yapi-planlayici/oauth-state";
export const STATE_COOKIE = "g_oauth";
const secretKey = (secret: string | undefined) => new TextEncoder().encode(secret ?? "");

export async function startGoogleSignIn(env: Env, redirectUri: string) {
  const cfg = googleConfig(env);
  const state = base64url.encode(crypto.getRandomValues(new Uint8Array(24)));
  const verifier = base64url.encode(crypto.getRandomValues(new Uint8Array(48)));
  const nonce = base64url.encode(crypto.getRandomValues(new Uint8Array(24)));
  const challenge = base64url.encode(
    new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier))),
  );
  const cookie = await new SignJWT({ state, verifier, nonce })
    .setProtectedHeader({ alg: "HS256" })
    .setIssuer(ISSUER)
    .setAudience(STATE_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime("10m")
    .sign(secretKey(env.JWT_SECRET));
  const url = new URL(cfg.authUrl);
  url.search = new URLSearchParams({
    client_id: cfg.clientId,
    redirect_uri: redirectUri,
    response_type: "code",
    scope: "openid email profile",
    state,
    nonce,
    code_challenge: challenge,
    code_challenge_method: "S256",
    prompt: "select_account",
  }).toString();
  return { authorization_url: url.toString(), cookie };
}

async function readStateCookie(env: Env, cookie: string | undefined) {
  if (!cookie) return null;
  try {
    const { payload } = await jwtVerify(cookie, secretKey(env.JWT_SECRET), {
      algorithms: ["HS256"],
      issuer: ISSUER,
      audience: STATE_AUDIENCE,
      requiredClaims: REQUIRED_CLAIMS,
    });
    const { state, verifier, nonce } = payload;
    return typeof state === "string" && typeof verifier === "string" && typeof nonce === "string"
      ? { state, verifier, nonce }
      : null;
  } catch {
    return null;
  }
}

/** How long the callback waits for Google's token endpoint before the sign-in counts as failed. */
export const GOOGLE_TOKEN_TIMEOUT_MS = 10_000;

const jwksCache = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

/** Exchanges the code and verifies the ID token (with our nonce); returns Google's subject, the verified e-mail and name. */
export async function finishGoogleSignIn(
  env: Env,
  params: { code: string; state: string; cookie: string | undefined; redirectUri: string },
) {
  const cfg = googleConfig(env);
  const saved = await readStateCookie(env, params.cookie);
  if (!saved || saved.state !== params.state)
    throw new AppError("validation_failed", { detail: "Google oturumu doğrulanamadı (durum uyuşmuyor)." });
  const failed = () => new AppError("validation_failed", { detail: "Google ile giriş tamamlanamadı." });
  let res: Response;
  try {
    res = await fetch(cfg.tokenUrl, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "authorization_code",
        code: params.code,
        code_verifier: saved.verifier,
        client_id: cfg.clientId,
        client_secret: cfg.clientSecret,
        redirect_uri: params.redirectUri,
      }).toString(),
      signal: AbortSignal.timeout(GOOGLE_TOKEN_TIMEOUT_MS),
    });
  } catch {
    // Unreachable, refused or too slow: a failed sign-in like any other, not a server error.
    throw failed();
  }
  const body = (await res.json().catch(() => ({}))) as { id_token?: unknown } | null;
  if (!res.ok || typeof body?.id_token !== "string" || !body.id_token) throw failed();
  let jwks = jwksCache.get(cfg.jwksUrl);
  if (!jwks) jwksCache.set(cfg.jwksUrl, (jwks = createRemoteJWKSet(new URL(cfg.jwksUrl))));
  let claims;
  try {
    ({ payload: claims } = await jwtVerify(body.id_token, jwks, {
      algorithms: ["RS256"],
      issuer: cfg.issuer,
      audience: cfg.clientId,
      requiredClaims: REQUIRED_CLAIMS,
    }));
  } catch {
    throw new AppError("validation_failed", { detail: "Google kimlik belirteci doğrulanamadı." });
  }
  if (typeof claims["nonce"] !== "string" || claims["nonce"] !== saved.nonce) {
    throw new AppError("validation_failed", { detail: "Google kimlik belirteci bu oturuma ait değil." });
  }
  if (!claims.sub || claims.sub.length > 255)
    throw new AppError("validation_failed", { detail: "Google kimlik belirteci doğrulanamadı." });
  if (claims["email_verified"] !== true || typeof claims["email"] !== "string") {
    throw new AppError("validation_failed", { detail: "Google hesabınızın e-posta adresi doğrulanmamış." });
  }
  return {
    sub: claims.sub,
    email: canonicalEmail(claims["email"]),
    name: typeof claims["name"] === "string" ? claims["name"] : "",
  };
}

async function freeUsername(db: Db, email: string): Promise<string> {
  let base = email
    .split("@")[0]!
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, "_")
    .slice(0, 24);
  if (base.length < 3) base = `${base}___`.slice(0, 3);
  if (!(await isUsernameTaken(db, base))) return base;
  for (;;) {
    const candidate = `${base}_${Math.floor(1000 + Math.random() * 9000)}`;
    if (!(await isUsernameTaken(db, candidate))) return candidate;
  }
}

/** Why a Google sign-in cannot use an existing local account (the route turns it into a redirect code). */
export class GoogleLinkRefused extends AppError {
  constructor(readonly reason: "unverified" | "other_google") {
    super("forbidden", {
      detail:
        reason === "unverified"
          ? "Bu e-posta adresiyle kayıtlı hesabın adresi doğrulanmamış. Önce şifrenizle giriş yapıp adresinizi doğrulayın."
          : "Bu e-posta adresiyle kayıtlı hesap başka bir Google hesabına bağlı.",
    });
  }
}

/**
 * The account for a Google identity: the one linked to its `sub`; else the local account with the same address if
 * that address was verified locally (it is linked now); else a new passive account awaiting approval.
 */
export async function accountForGoogle(
  db: Db,
  identity: { sub: string; email: string; name: string },
): Promise<UserRow> {
  const linked = await db.select().from(users).where(eq(users.googleSub, identity.sub)).get();
  if (linked) return linked;
  const existing = await findUserByEmail(db, identity.email);
  if (existing) {
    if (existing.googleSub) throw new GoogleLinkRefused("other_google");
    if (!existing.emailVerified) throw new GoogleLinkRefused("unverified");
    const [updated] = await db
      .update(users)
      .set({ googleSub: identity.sub })
      .where(eq(users.id, existing.id))
      .returning();
    return updated!;
  }
  const username = await freeUsername(db, identity.email);
  const [first = "", ...rest] = identity.name.split(" ");
  const [inserted] = await db.batch([
    db
      .insert(users)
      .values({
        username,
        email: identity.email,
        firstName: first,
        lastName: rest.join(" "),
        passwordHash: null,
        isActive: false,
        emailVerified: true,
        googleSub: identity.sub,
      })
      .returning(),
    fileRequestFor(db, username, "registration"),
  ]);
  return inserted[0]!;
}
