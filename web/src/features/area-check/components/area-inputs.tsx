import { useSnapshot } from "valtio";
import { setAreaText } from "../actions.ts";
import type { DrawMode } from "../../../lib/area-check-result.ts";
import { formatArea, modeLabel } from "../logic.ts";
import { areaCheckState } from "../state.ts";

/** Typed areas (m², up to the rule set's area limit) for the land type's modes: drawn polygons fill them, and no one needs a mouse to finish. */
export function AreaInputs({ modes, max }: { modes: readonly DrawMode[]; max: number | null }) {
  const s = useSnapshot(areaCheckState);
  return (
    <fieldset className="ac-areas">
      <legend>Alanlar (m²)</legend>
      {modes.map((m) => {
        const n = Number(s.areas[m]);
        return (
          <div key={m} className="field">
            <label htmlFor={`ac-alan-${m}`}>{modeLabel(m, s.options?.landType)} (m²)</label>
            <input
              id={`ac-alan-${m}`}
              type="number"
              inputMode="numeric"
              min={1}
              max={max ?? undefined}
              step={1}
              value={s.areas[m]}
              onChange={(e) => setAreaText(m, e.target.value)}
            />
            {s.polygons[m] ? <p className="field__hint">Haritadan çizildi: {formatArea(n)}</p> : null}
          </div>
        );
      })}
    </fieldset>
  );
}
