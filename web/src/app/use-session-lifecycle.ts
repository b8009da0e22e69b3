import { useEffect } from "react";
import { loadCurrentUser } from "../lib/current-user.ts";
import { watchNetworkStatus } from "../lib/health.ts";
import { startSessionSync } from "../lib/session.ts";

/** The shell's session duties: network status, the 1 s cross-tab sync and the start-up user fetch. */
export function useSessionLifecycle(): void {
  useEffect(() => watchNetworkStatus(), []);
  useEffect(() => startSessionSync(), []);
  useEffect(() => {
    void loadCurrentUser();
  }, []);
}
