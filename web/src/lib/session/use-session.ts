import { useSnapshot } from "valtio";
import { useHydrated } from "../hooks/use-hydrated.ts";
import { sessionState } from "./session.ts";

/**
 * A render snapshot of the session: user, token, loading, error, last fetch, network status, isAuthenticated. While
 * a prerendered page hydrates it is the build's (nobody signed in): the stored session shows right after.
 */
export function useSession() {
  const snap = useSnapshot(sessionState);
  const hydrated = useHydrated();
  const view = hydrated ? snap : { ...snap, user: null, access: null };
  return { ...view, isAuthenticated: view.access !== null };
}
