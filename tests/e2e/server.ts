/**
 * The server and the browser of a spec file. The global setup starts one `vite preview` server with its own local D1
 * and one browser per test lane (vitest's worker, `VITEST_POOL_ID`): the files of a lane run one after another, so when a file resets
 * its server's shared rate-limit windows (a write from another process, tests/e2e/session.ts) no request of another
 * file is under way on that database — a write from outside while the server writes makes SQLite answer "busy".
 */
import { inject } from "vitest";

const lanes = inject("lanes");
const lane = lanes[(Number(process.env.VITEST_POOL_ID ?? "1") - 1) % lanes.length]!;

/** The lane's server, e.g. http://127.0.0.1:41234. */
export const baseURL = lane.baseURL;
/** The lane's local D1 directory. */
export const stateDir = lane.stateDir;
/** The lane's browser (Debian's headless shell). */
export const browserEndpoint = lane.browserEndpoint;
