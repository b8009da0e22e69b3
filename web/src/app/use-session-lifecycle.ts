import { useEffect } from "react";
import { loadCurrentUser } from "../lib/session/current-user.ts";
import { watchNetworkStatus } from "./health.ts";
import { startSessionSync } from "../lib/session/session.ts";

/** The shell's session duties: network status, the 1 s cross-tab sync and the start-up user fetch. */
export function useSessionLifecycle(): void {
  useEffect(() => watchNetworkStatus(), []);
  useEffect(() => startSessionSync(), []);
  useEffect(() => {
    void loadCurrentUser();
  }, []);
}
