/** Request headers of the API that the browser sends (no zod here: the browser loads this with its first page). */

/** A save's key: a save sent again (made offline, retried after a lost answer) is stored once. */
export const IDEMPOTENCY_HEADER = "Idempotency-Key";
