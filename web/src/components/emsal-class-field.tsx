import { useId } from "react";
import type { RuleSetDto } from "@worker/contracts/rule-set.ts";
import { emsalLabel, type EmsalId } from "../lib/result-format.ts";

/**
 * The land's emsal class (the calculation form, the result's switch and the parcel analysis): each class of the rule
 * set with its ratio, and "Bilmiyorum" — no class stated, so the answer assumes the rule set's default and shows the
 * other class beside it. The sentence under it says what the class is and how a landowner learns it (urun.json).
 * `value` null: not stated.
 */
export function EmsalClassField({
  ruleSet,
  value,
  onChange,
  legend = "Emsal türü (arazinin sınıfı)",
  explain = true,
}: {
  ruleSet: Pick<RuleSetDto, "emsal_turleri" | "emsal_sinifi">;
  value: EmsalId | null;
  onChange: (value: EmsalId | null) => void;
  legend?: string;
  /** Whether the sentence on the classes shows (the result's switch repeats only the choice). */
  explain?: boolean;
}) {
  const id = useId();
  const name = `${id}-emsal`;
  return (
    <fieldset className="field emsal-class" aria-describedby={explain ? `${id}-aciklama` : undefined}>
      <legend className="field__label">{legend}</legend>
      {ruleSet.emsal_turleri.map((e) => (
        <label key={e.id} className="radio">
          <input type="radio" name={name} checked={value === e.id} onChange={() => onChange(e.id)} /> {emsalLabel(e)}
        </label>
      ))}
      <label className="radio">
        <input type="radio" name={name} checked={value === null} onChange={() => onChange(null)} /> Bilmiyorum
      </label>
      {explain ? (
        <p id={`${id}-aciklama`} className="field__hint">
          {ruleSet.emsal_sinifi.aciklama}
        </p>
      ) : null}
    </fieldset>
  );
}
