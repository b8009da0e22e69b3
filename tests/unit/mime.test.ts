import { describe, expect, it } from "vitest";
import { buildMimeMessage } from "@worker/lib/mime.ts";

const base = {
  from: "noreply@planlayici.test",
  to: "ciftci@ornek.com",
  subject: "Hesabınız onaylandı: şifrenizi belirleyin",
  text: "Merhaba Ayşe,\n\nŞifrenizi belirlemek için: https://planlayici.test/set-password/MQ/abc\n\nTarımsal Yapı Planlayıcı",
  date: Date.parse("2026-11-25T09:30:00Z"),
  messageId: "outbox-7-1764063000000",
};

function parse(raw: string) {
  const [head, body] = raw.split("\r\n\r\n") as [string, string];
  const headers = Object.fromEntries(head.split("\r\n").map((line) => line.split(/: (.*)/s).slice(0, 2)));
  return { headers, body };
}
const fromBase64 = (b64: string) => new TextDecoder().decode(Uint8Array.from(atob(b64), (c) => c.charCodeAt(0)));

describe("a plain-text mail as MIME", () => {
  it("carries the envelope headers, a Message-ID on the sender's domain and a UTF-8 base64 body", () => {
    const { headers, body } = parse(buildMimeMessage(base));
    expect(headers).toEqual({
      From: "noreply@planlayici.test",
      To: "ciftci@ornek.com",
      Subject: expect.stringMatching(/^=\?UTF-8\?B\?[A-Za-z0-9+/=]+\?=$/),
      Date: "Wed, 25 Nov 2026 09:30:00 GMT",
      "Message-ID": "<outbox-7-1764063000000@planlayici.test>",
      "MIME-Version": "1.0",
      "Content-Type": "text/plain; charset=UTF-8",
      "Content-Transfer-Encoding": "base64",
    });
    expect(fromBase64(headers.Subject!.slice(10, -2))).toBe(base.subject);
    const lines = body.trimEnd().split("\r\n");
    expect(lines.every((l) => l.length <= 76)).toBe(true);
    expect(fromBase64(lines.join(""))).toBe(base.text.replace(/\n/g, "\r\n"));
  });

  it("keeps a subject on one header line", () => {
    const { headers } = parse(buildMimeMessage({ ...base, subject: "Bir\r\nBcc: saldirgan@ornek.com" }));
    expect(headers.Bcc).toBeUndefined();
    expect(fromBase64(headers.Subject!.slice(10, -2))).toBe("Bir Bcc: saldirgan@ornek.com");
  });

  it.each(["ciftci@ornek.com\r\nBcc: saldirgan@ornek.com", "Ayşe <ciftci@ornek.com>", "adres-yok", ""])(
    "refuses %j as an address (no header injection)",
    (to) => {
      expect(() => buildMimeMessage({ ...base, to })).toThrow(/invalid e-mail address/);
    },
  );
});
