import { useEffect } from "react";
import { useSnapshot } from "valtio";
import { invalidateHistory } from "../lib/history-key.ts";
import { notify } from "../lib/notifications.ts";
import { sendPendingSaves, type SentSave } from "../lib/save-calculation.ts";
import { sessionState } from "../lib/session.ts";

/** How long the notes of sent saves stay (a difference needs reading). */
const NOTE_MS = 15_000;

function report(sent: readonly SentSave[]): void {
  if (sent.some((s) => s.outcome === "stored")) invalidateHistory();
  for (const s of sent) {
    if (s.outcome === "refused")
      notify("error", `Çevrimdışı yapılan “${s.title}” kaydı saklanamadı: ${s.message}`, NOTE_MS);
    else if (s.difference)
      notify(
        "warning",
        `Çevrimdışı yapılan “${s.title}” kaydı gönderildi. Sunucu sonucu yeniden hesapladı ve gördüğünüz sonuçtan farklı: ${s.difference}. Kayıtlı olan sunucunun sonucudur.`,
        NOTE_MS,
      );
    else notify("success", `Çevrimdışı yapılan “${s.title}” kaydı gönderildi.`, NOTE_MS);
  }
}

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
