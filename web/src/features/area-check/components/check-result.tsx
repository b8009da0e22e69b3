import { useSnapshot } from "valtio";
import { checkTitle } from "../../../lib/area-check-result.ts";
import { areaCheckProfile, areaCheckState } from "../state.ts";

const pct = (n: number) => `%${n.toLocaleString("tr-TR", { maximumFractionDigits: 1 })}`;

/** The sufficiency result inside the dialog: success / failure, the message, cover and the failure detail. */
export function CheckResult() {
  const s = useSnapshot(areaCheckState);
  const { result } = s;
  if (!result) return null;
  const { sonuc, detay } = result;
  const ok = sonuc.type === "success";
  const title = checkTitle(areaCheckProfile(s), ok);
  return (
    <div className={`notice ${ok ? "notice--success" : "notice--error"}`} role="status" data-testid="ac-result">
      <strong>{title}</strong>
      <p>{sonuc.message}</p>
      {detay ? <p>{detay}</p> : null}
      {sonuc.aciklama ? <p>{sonuc.aciklama}</p> : null}
      {sonuc.alanBilgisi ? (
        <p>
          Ağaçların kapladığı alan: {sonuc.alanBilgisi.kaplanAlan.toLocaleString("tr-TR")} m² — yoğunluk{" "}
          {pct(sonuc.alanBilgisi.oran)}
          {sonuc.yeterlilik.minimumOran > 0 ? ` (gereken ${pct(sonuc.yeterlilik.minimumOran)})` : ""}
        </p>
      ) : null}
    </div>
  );
}
