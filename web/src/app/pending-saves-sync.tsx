import { useEffect } from "react";
import { useSnapshot } from "valtio";
import { sendPendingSaves } from "../entities/saves/save-calculation.ts";
import { reportSentSaves as report } from "../entities/saves/sent-saves-report.ts";
import { sessionState } from "../lib/session/session.ts";

/**
 * Sends the signed-in account's saves that wait in this browser (made offline) when the app starts and whenever the
 * network comes back, and tells what became of each.
 */
export function PendingSavesSync() {
  const owner = useSnapshot(sessionState).user?.id;
  useEffect(() => {
    if (owner === undefined) return;
    let running = false;
    const send = async () => {
      if (running || navigator.onLine === false) return;
      running = true;
      try {
        report(await sendPendingSaves(owner));
      } catch {
        // No storage in this browser: nothing waits.
      } finally {
        running = false;
      }
    };
    void send();
    window.addEventListener("online", send);
    return () => window.removeEventListener("online", send);
  }, [owner]);
  return null;
}
