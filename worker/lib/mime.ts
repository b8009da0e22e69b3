/**
 * A plain-text e-mail as an RFC 5322 / MIME message, for Cloudflare's send_email binding (`EmailMessage` takes the
 * raw message). UTF-8 throughout: the subject as an encoded word, the body base64 in 76-character lines. Addresses
 * with a line break or angle bracket are refused (header injection).
 */
export interface MimeInput {
  from: string;
  to: string;
  subject: string;
  text: string;
  /** Message date (ms). */
  date: number;
  /** Unique part of the Message-ID (left of the @; the sender's domain goes right of it). */
  messageId: string;
}

const ADDRESS = /^[^\s<>@",;]+@[^\s<>@",;]+$/;

function base64Utf8(text: string): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function buildMimeMessage(m: MimeInput): string {
  for (const address of [m.from, m.to]) {
    if (!ADDRESS.test(address)) throw new Error(`invalid e-mail address for a header: ${JSON.stringify(address)}`);
  }
  const domain = m.from.slice(m.from.indexOf("@") + 1);
  const body = (base64Utf8(m.text.replace(/\r?\n/g, "\r\n")).match(/.{1,76}/g) ?? []).join("\r\n");
  return [
    `From: ${m.from}`,
    `To: ${m.to}`,
    `Subject: =?UTF-8?B?${base64Utf8(m.subject.replace(/[\r\n]+/g, " "))}?=`,
    `Date: ${new Date(m.date).toUTCString()}`,
    `Message-ID: <${m.messageId.replace(/[^A-Za-z0-9.-]/g, "")}@${domain}>`,
    "MIME-Version: 1.0",
    "Content-Type: text/plain; charset=UTF-8",
    "Content-Transfer-Encoding: base64",
    "",
    body,
    "",
  ].join("\r\n");
}
