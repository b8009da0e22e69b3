/**
 * The SQL of `npm run admin:create`: checks the input as the registration form does (username and e-mail rules,
 * the password policy) and builds one INSERT of an active administrator. Its address is typed, never proven, so it
 * starts unverified (the profile offers the verification mail; Google sign-in links only a verified address). It is
 * also how `npm start` / `npm run dev` seed the first administrator (local-setup.ts). `wrangler d1 execute --command`
 * takes no bound parameters, so every value is a quoted SQL string literal (quotes doubled; NUL refused).
 */
import { email as emailSchema, username as usernameSchema } from "../../worker/core/contracts/account-schemas.ts";
import { passwordProblem } from "../../worker/lib/password-policy.ts";

export interface AdminInput {
  username: string;
  email: string;
  password: string;
}

/** The first problem of each field (Turkish, the app's messages); empty when the input is acceptable. */
export function adminInputProblems(input: AdminInput): string[] {
  const problems: string[] = [];
  const username = usernameSchema.safeParse(input.username);
  if (!username.success) problems.push(`kullanıcı adı: ${username.error.issues[0]?.message}`);
  const email = emailSchema.safeParse(input.email);
  if (!email.success) problems.push(`e-posta: ${email.error.issues[0]?.message}`);
  const password = passwordProblem(input.password, { username: input.username, email: input.email });
  if (password) problems.push(`şifre: ${password}`);
  return problems;
}

/** A SQL string literal: single quotes doubled; a NUL character (which would end the text early) is refused. */
export function sqlText(value: string): string {
  if (value.includes("\0")) throw new Error("a NUL character cannot be written into SQL text");
  return `'${value.replace(/'/g, "''")}'`;
}

/**
 * One statement: inserts the administrator unless the username or the e-mail is taken (case-insensitive, as the
 * app compares them), and answers the new row (RETURNING); no row means taken.
 */
export function insertAdminSql(input: { username: string; email: string; passwordHash: string }): string {
  const username = sqlText(input.username.trim());
  const email = sqlText(input.email.trim().toLowerCase());
  return (
    "INSERT INTO users (username, email, password_hash, is_active, email_verified, role) " +
    `SELECT ${username}, ${email}, ${sqlText(input.passwordHash)}, 1, 0, 'admin' ` +
    `WHERE NOT EXISTS (SELECT 1 FROM users WHERE lower(username) = lower(${username}) OR lower(email) = ${email}) ` +
    "RETURNING id, username, email, role"
  );
}
