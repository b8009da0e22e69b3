/**
 * Password hashing with PBKDF2-SHA256 through WebCrypto (works in workerd, browsers and Node 22).
 * Format (versioned): `pbkdf2_sha256$<iterations>$<salt base64>$<hash base64>`.
 * 100 000 iterations is the highest count workerd's WebCrypto accepts.
 */
export const PBKDF2_ITERATIONS = 100_000;
const ALGORITHM = "pbkdf2_sha256";

function toBase64(bytes: Uint8Array): string {
  let s = "";
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
}

function fromBase64(text: string): Uint8Array {
  const s = atob(text);
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}

async function derive(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(password), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits(
    { name: "PBKDF2", hash: "SHA-256", salt: salt as BufferSource, iterations },
    key,
    256,
  );
  return new Uint8Array(bits);
}

export async function hashPassword(password: string, iterations = PBKDF2_ITERATIONS): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const hash = await derive(password, salt, iterations);
  return `${ALGORITHM}$${iterations}$${toBase64(salt)}$${toBase64(hash)}`;
}

/** Constant-time comparison of the derived key; false for any malformed stored value. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algorithm, iter, saltB64, hashB64] = stored.split("$");
  const iterations = Number(iter);
  if (algorithm !== ALGORITHM || !Number.isInteger(iterations) || iterations < 1 || !saltB64 || !hashB64) return false;
  let expected: Uint8Array;
  let salt: Uint8Array;
  try {
    expected = fromBase64(hashB64);
    salt = fromBase64(saltB64);
  } catch {
    return false;
  }
  const actual = await derive(password, salt, iterations);
  if (actual.length !== expected.length) return false;
  let diff = 0;
  for (let i = 0; i < actual.length; i++) diff |= actual[i]! ^ expected[i]!;
  return diff === 0;
}
