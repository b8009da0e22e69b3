import { useEffect } from "react";
import { inForceText } from "@worker/core/rules/version-text.ts";

/**
 * Says that a shown answer was made in this browser because the server could not be reached, and with which
 * rule-set version; when the connection comes back, `onOnline` asks the server again (the server stays the source
 * of truth).
 */
export function OfflineNote({
  ruleSet,
  onOnline,
}: {
  ruleSet: { surum: string; yururluk_tarihi: string | null };
  onOnline: () => void;
}) {
  useEffect(() => {
    window.addEventListener("online", onOnline);
    return () => window.removeEventListener("online", onOnline);
  }, [onOnline]);
  return (
    <p className="notice notice--info offline-note" data-testid="offline-note">
      <strong>Çevrimdışı hesaplandı</strong> — sunucuya ulaşılamadı; bu cihazda kural seti {ruleSet.surum} (
      {inForceText(ruleSet)}) ile hesaplandı. Bağlantı gelince sonuç sunucuda yeniden hesaplanır.
    </p>
  );
}
