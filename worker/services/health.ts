/** Proves the database answers; throws (→ 500 catalogue error) when it does not. */
export async function checkDatabase(d1: D1Database): Promise<void> {
  await d1.prepare("SELECT 1").first();
}
