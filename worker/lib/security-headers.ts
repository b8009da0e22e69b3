/**
 * Security headers of every response: the list, as plain data. The worker sets them on what it answers (/api/*,
 * /admin*) with worker/middleware/security-headers.ts; the static assets layer serves the SPA and sets the same list
 * from public/_headers (a worker test keeps the two equal). Node tooling (the e2e tests) imports the list from here.
 *
 * The policy allows only what the SPA needs: its own scripts and stylesheets (Vite emits no inline script),
 * images from itself, data: URIs (leaflet-geoman's toolbar icons) and the satellite tile host; fetches to itself and
 * the tile host (the service worker keeps the tiles a user viewed).
 * Styles set through the CSSOM (React's style prop, Leaflet's positioning) are not governed by CSP; a style
 * attribute in parsed markup is refused.
 */

/** The satellite tile host of web/src/config/map.ts. */
export const TILE_ORIGIN = "https://server.arcgisonline.com";

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  `img-src 'self' data: ${TILE_ORIGIN}`,
  "font-src 'self'",
  // The tile host too: the service worker fetches the tiles it keeps for use without a network (vite.config.ts).
  `connect-src 'self' ${TILE_ORIGIN}`,
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

export const PERMISSIONS_POLICY = [
  "geolocation=(self)",
  "camera=()",
  "microphone=()",
  "payment=()",
  "usb=()",
  "accelerometer=()",
  "gyroscope=()",
  "magnetometer=()",
].join(", ");

/** Browsers ignore it over plain HTTP; the worker sends it only in production or over HTTPS. */
export const STRICT_TRANSPORT_SECURITY = "max-age=31536000; includeSubDomains";

/** Sent on every response, in every environment. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "Content-Security-Policy": CONTENT_SECURITY_POLICY,
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": PERMISSIONS_POLICY,
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
};

/** HSTS belongs to production: an HTTPS request, or ENVIRONMENT=production behind a proxy that speaks HTTP. */
export function wantsHsts(url: string, environment: string | undefined): boolean {
  return environment === "production" || new URL(url).protocol === "https:";
}
