/**
 * An address shown in part, for mails that go to someone who may no longer own the account's mailbox: the start of
 * the local part (at most 2 characters, a third of it at most) and the whole domain, e.g. `ye***@ornek.com`.
 */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf("@");
  const local = at > 0 ? address.slice(0, at) : address;
  const domain = at > 0 ? address.slice(at) : "";
  const chars = [...local];
  const keep = Math.max(1, Math.min(2, Math.floor(chars.length / 3)));
  return `${chars.slice(0, keep).join("")}***${domain}`;
}
