import { formatArea, formatTr } from "@worker/core/rules/numbers.ts";
import { useSnapshot } from "valtio";
import { checkStory } from "../../../entities/calculation/area-check-result.ts";
import { currentAreas } from "../actions.ts";
import { areaCheckProfile, areaCheckState } from "../state.ts";

const pct = (n: number) => `%${formatTr(n, 1)}`;

/**
 * The sufficiency result inside the dialog, told as the calculation will count it (entities/calculation/area-check-result.ts,
 * checkStory): a planted-area check with trees, areas measured without them, or a field's area; the message, cover
 * and the failure detail.
 */
export function CheckResult() {
  const s = useSnapshot(areaCheckState);
  const { result } = s;
  if (!result) return null;
  const { sonuc, detay } = result;
  // Any change of an area drops the result, so the areas now are the ones it checked.
  const story = checkStory(areaCheckProfile(s), sonuc, currentAreas(), s.trees.length);
  return (
    <div className={`notice notice--${story.kind}`} role="status" data-testid="ac-result">
      <strong>{story.title}</strong>
      {story.message ? <p>{story.message}</p> : null}
      {story.note ? <p>{story.note}</p> : null}
      {detay ? <p>{detay}</p> : null}
      {sonuc.aciklama ? <p>{sonuc.aciklama}</p> : null}
      {sonuc.alanBilgisi ? (
        <p>
          Ağaçların kapladığı alan: {formatArea(sonuc.alanBilgisi.kaplanAlan)} — yoğunluk {pct(sonuc.alanBilgisi.oran)}
          {sonuc.yeterlilik.minimumOran > 0 ? ` (gereken ${pct(sonuc.yeterlilik.minimumOran)})` : ""}
        </p>
      ) : null}
    </div>
  );
}
