/**
 * The worker's schemas run in the browser (the offline engine) under the page's policy, which forbids eval: zod must
 * not even probe for it (a probe is a CSP violation report). Imported first, before any schema is built: zod probes
 * when it builds an object schema.
 */
import { config } from "zod";
// The worker's Turkish messages for zod's own issues, here as there.
import "@worker/contracts/zod-turkish.ts";

config({ jitless: true });
