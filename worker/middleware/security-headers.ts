/** Sets the security headers listed in worker/lib/security-headers.ts on every answer of the worker. */
import { createMiddleware } from "hono/factory";
import { SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY, wantsHsts } from "../lib/security-headers.ts";

/**
 * Sets the headers after the rest of the chain (and app.onError / notFound) produced the response. Typed with the
 * one binding it reads: it also runs when the app is called without bindings.
 */
export const securityHeaders = createMiddleware<{ Bindings: { ENVIRONMENT?: string | undefined } }>(async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(name, value);
  // No bindings when the app is called bare (app.request in a test): development.
  const environment = c.env ? c.env.ENVIRONMENT : undefined;
  if (wantsHsts(c.req.url, environment)) c.res.headers.set("Strict-Transport-Security", STRICT_TRANSPORT_SECURITY);
});
