/** The history list's place in the query cache (lib/query-client.ts): a save or a delete elsewhere marks it stale. */
import { accountQueryKey, queryClient } from "../../lib/query-client.ts";

/** The signed-in account's: dropped at logout (lib/session/session.ts). */
export const HISTORY_KEY = accountQueryKey(["history"] as const);

/** Every history view asks for its pages again (now if it is shown, else when it is next shown). */
export function invalidateHistory(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: HISTORY_KEY });
}
