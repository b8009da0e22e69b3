import { useId } from "react";
import { useSnapshot } from "valtio";
import { locationState, setBasinStatement } from "../entities/location/location-state.ts";

/**
 * 'Parsel DSİ tarafından ilan edilmiş kapalı su havzası içinde mi?' — asked in a form beside the fields it belongs
 * with, while the basin layer cannot answer for the chosen point (`kapaliSuHavzasiIcinde === "unknown"`). Its error
 * sits in the question and marks it invalid, so the form's first-error focus lands on it. `onAnswer` runs after
 * the statement is stored (e.g. "Evet" opens the water-certificate question).
 */
export function BasinQuestion({
  error,
  onAnswer,
}: {
  error?: string | undefined;
  onAnswer?: (inBasin: boolean) => void;
}) {
  const snap = useSnapshot(locationState);
  const id = useId();
  if (!snap.point || snap.check?.izmirinIcinde !== true || snap.check.kapaliSuHavzasiIcinde !== "unknown") return null;
  const answer = (value: boolean) => {
    setBasinStatement(value);
    onAnswer?.(value);
  };
  return (
    <fieldset
      className="field basin-question"
      aria-describedby={[`${id}-yardim`, error ? `${id}-hata` : ""].join(" ").trim()}
    >
      <legend>Parsel DSİ tarafından ilan edilmiş kapalı su havzası içinde mi?</legend>
      {[true, false].map((value) => (
        <label key={String(value)} className="radio">
          <input
            type="radio"
            name={id}
            checked={snap.havzaBeyani === value}
            aria-invalid={error ? true : undefined}
            onChange={() => answer(value)}
          />{" "}
          {value ? "Evet" : "Hayır"}
        </label>
      ))}
      <p id={`${id}-yardim`} className="field__hint">
        Kapalı havza sınırları haritada henüz yok; cevabınız hesaplamaya "kullanıcı beyanı" olarak eklenir.
        Bilmiyorsanız DSİ Bölge Müdürlüğü'nden ya da ilçe tarım ve orman müdürlüğünden öğrenebilirsiniz.
      </p>
      {error ? (
        <p id={`${id}-hata`} className="field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
