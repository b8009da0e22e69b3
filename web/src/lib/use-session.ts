import { useSnapshot } from "valtio";
import { sessionState } from "./session.ts";

/** A render snapshot of the session: user, token, loading, error, last fetch, network status, isAuthenticated. */
export function useSession() {
  const snap = useSnapshot(sessionState);
  return { ...snap, isAuthenticated: snap.access !== null };
}
