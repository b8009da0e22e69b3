import { useEffect, useRef } from "react";
import { useSnapshot } from "valtio";
import { cancelConfirm, confirmChanges } from "../actions.ts";
import { valueText } from "../../../entities/calculation/area-check-result.ts";
import { areaCheckState } from "../state.ts";

/**
 * The question before a result replaces what the person put in the form: each field with the value in the form and
 * the check's value. Nothing is handed over until they answer; 'Vazgeç' (or Escape) returns to the drawer.
 */
export function ConfirmChanges() {
  const { confirm } = useSnapshot(areaCheckState);
  // The question takes the focus (a screen reader reads it); no answer is preselected, so Enter replaces nothing.
  const title = useRef<HTMLHeadingElement>(null);
  const shown = confirm !== null;
  useEffect(() => {
    if (shown) title.current?.focus();
  }, [shown]);
  if (!confirm) return null;
  const one = confirm.changes.length === 1;
  return (
    <section
      className="drawer__confirm"
      role="group"
      aria-labelledby="ac-confirm-title"
      aria-describedby="ac-confirm-list"
      data-testid="ac-confirm"
    >
      <h3 id="ac-confirm-title" ref={title} tabIndex={-1}>
        {one ? "Formdaki değer değişsin mi?" : "Formdaki değerler değişsin mi?"}
      </h3>
      <ul id="ac-confirm-list">
        {confirm.changes.map((c) => (
          <li key={c.field}>
            {c.label}: formda <strong>{valueText(c.from, c.unit)}</strong> yazılı, alan kontrolü{" "}
            <strong>{valueText(c.to, c.unit)}</strong> aktarmak istiyor.
          </li>
        ))}
      </ul>
      <div className="drawer__confirm-actions">
        <button type="button" className="button button--primary" onClick={() => confirmChanges(true)}>
          {one
            ? `${valueText(confirm.changes[0]!.to, confirm.changes[0]!.unit)} ile değiştir`
            : "Alan kontrolündekilerle değiştir"}
        </button>
        <button type="button" className="button" onClick={() => confirmChanges(false)}>
          {one
            ? `Formdaki ${valueText(confirm.changes[0]!.from, confirm.changes[0]!.unit)} kalsın`
            : "Formdakiler kalsın"}
        </button>
        <button type="button" className="button" onClick={cancelConfirm}>
          Vazgeç
        </button>
      </div>
    </section>
  );
}
