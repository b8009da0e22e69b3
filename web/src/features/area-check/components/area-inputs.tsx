import { useSnapshot } from "valtio";
import { NumberInput } from "../../../components/number-input.tsx";
import { readNumber, turkishText } from "../../../lib/number-input.ts";
import { setAreaText } from "../actions.ts";
import type { DrawMode } from "../../../entities/calculation/area-check-result.ts";
import { drawnAreaText, modeLabel } from "../logic.ts";
import { areaCheckProfile, areaCheckState } from "../state.ts";

/**
 * Typed areas (m², up to the rule set's area limit; decimals as in the form, lib/number-input.ts) for the land type's
 * modes: drawn polygons fill them, and no one needs a mouse to finish.
 */
export function AreaInputs({ modes, max }: { modes: readonly DrawMode[]; max: number | null }) {
  const s = useSnapshot(areaCheckState);
  const profile = areaCheckProfile(s);
  return (
    <fieldset className="ac-areas">
      <legend>Alanlar (m²)</legend>
      {modes.map((m) => {
        const reading = readNumber(s.areas[m]);
        const error = !reading.ok
          ? reading.message
          : max !== null && reading.value !== null && reading.value > max
            ? `Alan en fazla ${turkishText(max)} m² olabilir.`
            : null;
        return (
          <div key={m} className="field">
            <label htmlFor={`ac-alan-${m}`}>{modeLabel(m, profile)} (m²)</label>
            <NumberInput
              id={`ac-alan-${m}`}
              integer={false}
              value={s.areas[m]}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `ac-alan-${m}-hata` : undefined}
              onText={(text) => setAreaText(m, text)}
            />
            {s.polygons[m] ? (
              <p className="field__hint">Haritadan çizildi: {drawnAreaText(s.polygons[m].area)}</p>
            ) : null}
            {error ? (
              <p id={`ac-alan-${m}-hata`} className="field__error">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
