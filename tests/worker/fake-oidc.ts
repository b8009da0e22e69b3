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
    if (url.pathname === "/jwks") return Response.json({ keys: [jwk] });
    if (url.pathname === "/token" && request.method === "POST") {
      const form = new URLSearchParams(await request.text());
      if (form.get("client_id") !== OIDC.clientId || form.get("client_secret") !== OIDC.clientSecret) return Response.json({ error: "invalid_client" }, { status: 401 });
      let decoded: { claims: Record<string, unknown>; challenge: string; issuer?: string; audience?: string };
      try {
        decoded = JSON.parse(Buffer.from(form.get("code") ?? "", "base64url").toString("utf8"));
      } catch {
        return Response.json({ error: "invalid_grant" }, { status: 400 });
      }
      const verifier = form.get("code_verifier") ?? "";
      if (createHash("sha256").update(verifier).digest("base64url") !== decoded.challenge) return Response.json({ error: "invalid_grant" }, { status: 400 });
      const idToken = await new SignJWT(decoded.claims)
        .setProtectedHeader({ alg: "RS256", kid: "test-key" })
        .setIssuer(decoded.issuer ?? OIDC.issuer)
        .setAudience(decoded.audience ?? OIDC.clientId)
        .setSubject(String(decoded.claims["email"] ?? "anon"))
        .setIssuedAt()
        .setExpirationTime("5m")
        .sign(privateKey);
      return Response.json({ access_token: "x", id_token: idToken, token_type: "Bearer" });
    }
    return new Response("not found", { status: 404 });
  };
}
