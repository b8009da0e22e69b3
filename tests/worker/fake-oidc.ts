/**
 * A small local OpenID provider for the worker tests (no network): every outbound fetch of the worker under test
 * goes here (miniflare outboundService). The authorization "code" the tests hand to the callback carries the
 * identity to sign and the PKCE challenge to check: base64url(JSON {claims, challenge}).
 */
import { createHash } from "node:crypto";
import { exportJWK, generateKeyPair, SignJWT } from "jose";

export const OIDC = {
  issuer: "http://oidc.test",
  clientId: "test-client-id",
  clientSecret: "test-client-secret",
  authUrl: "http://oidc.test/auth",
  tokenUrl: "http://oidc.test/token",
  jwksUrl: "http://oidc.test/jwks",
};

export async function createFakeOidc() {
  const { publicKey, privateKey } = await generateKeyPair("RS256");
  const jwk = { ...(await exportJWK(publicKey)), kid: "test-key", alg: "RS256", use: "sig" };
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    if (url.origin !== OIDC.issuer) return new Response("no network in tests", { status: 502 });
    if (url.pathname === "/jwks" || url.pathname === "/cdn-cgi/access/certs") return Response.json({ keys: [jwk] });
    // A stand-in HTTP e-mail API: accepts a JSON message with the right key.
    if (url.pathname === "/mail" && request.method === "POST") {
      if (request.headers.get("authorization") !== "Bearer posta-anahtari")
        return Response.json({ error: "unauthorized" }, { status: 401 });
      const m = (await request.json()) as { to?: string; subject?: string };
      return m.to && m.subject
        ? Response.json({ id: "mesaj-1" }, { status: 202 })
        : Response.json({ error: "bad" }, { status: 400 });
    }
    // Test helper: signs any claims with the provider's key (used to mint Cloudflare Access assertions).
    if (url.pathname === "/sign" && request.method === "POST") {
      const { claims, issuer, audience, expiresIn } = (await request.json()) as {
        claims: Record<string, unknown>;
        issuer: string;
        audience: string;
        expiresIn?: string;
      };
      const token = await new SignJWT(claims)
        .setProtectedHeader({ alg: "RS256", kid: "test-key" })
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime(expiresIn ?? "5m")
        .sign(privateKey);
      return new Response(token);
    }
    if (url.pathname === "/token" && request.method === "POST") {
      const form = new URLSearchParams(await request.text());
      if (form.get("client_id") !== OIDC.clientId || form.get("client_secret") !== OIDC.clientSecret)
        return Response.json({ error: "invalid_client" }, { status: 401 });
      let decoded: { claims: Record<string, unknown>; challenge: string; issuer?: string; audience?: string };
      try {
        decoded = JSON.parse(Buffer.from(form.get("code") ?? "", "base64url").toString("utf8"));
      } catch {
        return Response.json({ error: "invalid_grant" }, { status: 400 });
      }
      const verifier = form.get("code_verifier") ?? "";
      if (createHash("sha256").update(verifier).digest("base64url") !== decoded.challenge)
        return Response.json({ error: "invalid_grant" }, { status: 400 });
      const idToken = await new SignJWT(decoded.claims)
        .setProtectedHeader({ alg: "RS256", kid: "test-key" })
        .setIssuer(decoded.issuer ?? OIDC.issuer)
        .setAudience(decoded.audience ?? OIDC.clientId)
        .setSubject(String(decoded.claims["sub"] ?? decoded.claims["email"] ?? "anon"))
        .setIssuedAt()
        .setExpirationTime("5m")
        .sign(privateKey);
      return Response.json({ access_token: "x", id_token: idToken, token_type: "Bearer" });
    }
    return new Response("not found", { status: 404 });
  };
}
