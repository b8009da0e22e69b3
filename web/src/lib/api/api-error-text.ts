/**
 * The Turkish text of a failed API request, for a message that stands alone (no form shows its fields): the error's
 * message (an unknown version's 404: the server's own text), then the first message of each field. Anything but an
 * API error gives `fallback`.
 */
import { ApiClientError } from "./api-client.ts";

export function apiErrorText(err: unknown, fallback: string): string {
  if (!(err instanceof ApiClientError)) return fallback;
  const head = err.status === 404 && err.detail ? err.detail : err.message;
  const fields = Object.values(err.fields ?? {}).flatMap((messages) => messages.slice(0, 1));
  return [head, ...fields.filter((m) => m !== head)].join(" ");
}
