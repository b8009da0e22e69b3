/**
 * zod in the browser. The worker's schemas run here (the offline engine, the admin page's rejection reason) under the
 * page's policy, which forbids eval: zod must not even probe for it (a probe is a CSP violation report). Imported
 * first by those chunks, before any schema is built (zod probes when it builds an object schema). Also installs the
 * worker's Turkish messages for zod's own issues.
 */
import { config } from "zod";
// The worker's Turkish messages for zod's own issues, here as there.
import "@worker/core/contracts/zod-turkish.ts";

config({ jitless: true });
