import { useId } from "react";
import type { RuleSetDto } from "@worker/core/contracts/rule-set.ts";
import { emsalLabel, type EmsalId } from "../entities/calculation/result-format.ts";

/**
 * The land's emsal class (the calculation form, the result's switch and the parcel analysis): each class of the rule
 * set with its ratio, and "Bilmiyorum" — no class stated, so the answer assumes the rule set's default and shows the
 * other class beside it. The sentence under it says what the class is and how a landowner learns it (the version's
 * rule set, else urun.json). On a land type whose deed decides the class (planted land, rule set 2.0.0) there is
 * nothing to choose: the field states the class the deed gives. `value` null: not stated.
 */
export function EmsalClassField({
  ruleSet,
  value,
  onChange,
  legend = "Emsal türü (arazinin sınıfı)",
  explain = true,
  landTypeId = null,
}: {
  ruleSet: Pick<RuleSetDto, "emsal_turleri" | "emsal_sinifi">;
  value: EmsalId | null;
  onChange: (value: EmsalId | null) => void;
  legend?: string;
  /** Whether the sentence on the classes shows (the result's switch repeats only the choice). */
  explain?: boolean;
  /** The chosen land type's id, when one is chosen. */
  landTypeId?: number | null;
}) {
  const id = useId();
  const name = `${id}-emsal`;
  const byDeed = landTypeId === null ? undefined : ruleSet.emsal_sinifi.tapu_belirler[String(landTypeId)];
  const deedClass = byDeed ? ruleSet.emsal_turleri.find((e) => e.id === byDeed) : undefined;
  if (deedClass)
    return (
      <fieldset className="field emsal-class">
        <legend className="field__label">Emsal türü (arazinin sınıfı)</legend>
        <p className="field__hint">Tapudaki vasıf dikili arazidir; sınıfını tapu belirler: {emsalLabel(deedClass)}.</p>
      </fieldset>
    );
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
