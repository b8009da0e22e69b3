/** The history list's place in the query cache (lib/query-client.ts): a save or a delete elsewhere marks it stale. */
import { queryClient } from "./query-client.ts";

export const HISTORY_KEY = ["history"] as const;

/** Every history view asks for its pages again (now if it is shown, else when it is next shown). */
export function invalidateHistory(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: HISTORY_KEY });
}
