/** The notes on the saves made offline once they are sent (at start, when the network is back, at logout). */
import { invalidateHistory } from "./history-key.ts";
import { notify } from "../../lib/notifications.ts";
import type { SentSave } from "./save-calculation.ts";

/** How long the notes of sent saves stay (a difference needs reading). */
const NOTE_MS = 15_000;

/** Tells what became of each waiting save just sent (a toast each); the history is fetched again. */
export function reportSentSaves(sent: readonly SentSave[]): void {
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
