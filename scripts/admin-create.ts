/**
 * `npm run admin:create -- --env production` (or `--env staging`): creates an administrator in the environment's
 * remote D1. Prompts for the username, the e-mail and the password (twice, not echoed), checks them as the app
 * does (password policy included), hashes the password here with the app's PBKDF2 (worker/lib/password.ts) and
 * runs one INSERT through `wrangler d1 execute DB --remote --env <env>`; the password never leaves this machine.
 * `--local [--persist-to <dir>]` writes to the local D1 instead (development, tests).
 * Without a terminal (piped input) the answers are read one per line: username, e-mail, password, password again.
 */
import { createInterface } from "node:readline";
import { Writable } from "node:stream";
import { parseArgs } from "node:util";
import { hashPassword } from "../worker/lib/password.ts";
import { adminInputProblems, insertAdminSql } from "./lib/admin-sql.ts";
import { wranglerSync } from "./lib/wrangler.ts";

const { values } = parseArgs({
  options: { env: { type: "string" }, local: { type: "boolean", default: false }, "persist-to": { type: "string" } },
});
if (!values.local && !values.env) {
  console.error("admin:create: name the environment (--env staging | --env production) or use --local.");
  process.exit(2);
}
const target = values.local
  ? ["--local", ...(values["persist-to"] ? ["--persist-to", values["persist-to"]] : [])]
  : ["--remote", "--env", values.env!];

// Prompts on stderr; the password prompt mutes what is typed.
let muted = false;
const output = new Writable({
  write(chunk: Buffer, _encoding, done) {
    if (!muted) process.stderr.write(chunk);
    done();
  },
});
const rl = createInterface({ input: process.stdin, output, terminal: process.stdin.isTTY });
const lines = rl[Symbol.asyncIterator]();
async function ask(question: string, secret = false): Promise<string> {
  process.stderr.write(question);
  muted = secret;
  const next = await lines.next();
  muted = false;
  if (secret) process.stderr.write("\n");
  if (next.done) throw new Error("admin:create: input ended before every answer was given");
  return next.value as string;
}

const username = (await ask("Username: ")).trim();
const email = (await ask("E-mail: ")).trim();
const password = await ask("Password (not shown): ", true);
const again = await ask("Password again: ", true);
rl.close();

if (password !== again) {
  console.error("admin:create: the two passwords differ; nothing was written.");
  process.exit(1);
}
const problems = adminInputProblems({ username, email, password });
if (problems.length > 0) {
  console.error(`admin:create: nothing was written:\n  ${problems.join("\n  ")}`);
  process.exit(1);
}

const sql = insertAdminSql({ username, email, passwordHash: await hashPassword(password) });
let out: string;
try {
  out = wranglerSync(["d1", "execute", "DB", ...target, "--json", "--yes", "--command", sql]);
} catch (err) {
  // The message holds the SQL with the hash, never the password.
  console.error(`admin:create: nothing was written; ${String(err)}`);
  process.exit(1);
}
const created = (JSON.parse(out.slice(out.indexOf("["))) as { results: { id: number }[] }[])[0]?.results ?? [];
if (created.length === 0) {
  console.error(`admin:create: the username or the e-mail is already in use; nothing was written.`);
  process.exit(1);
}
console.log(`admin:create: administrator "${username}" <${email.toLowerCase()}> created (id ${created[0]!.id}).`);
