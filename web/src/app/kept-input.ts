/**
 * What a reader typed into a prerendered page before the app ran. Hydration gives every field the value of the app's
 * state (empty), so the values are read from the page first and, once the app runs, entered again as the reader
 * entered them: through the fields' own input and change events, so the app's handlers take them as typed.
 */
type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export interface Typed {
  id: string;
  value: string;
  checked: boolean;
}

function changed(el: Field): boolean {
  if (el instanceof HTMLSelectElement)
    return [...el.options].some((o) => o.selected !== o.defaultSelected) && el.value !== "";
  if (el instanceof HTMLInputElement && (el.type === "checkbox" || el.type === "radio"))
    return el.checked !== el.defaultChecked;
  return el.value !== el.defaultValue;
}

/** The fields (with an id) of `root` whose value the reader changed, in page order. */
export function readTyped(root: HTMLElement): Typed[] {
  const fields = root.querySelectorAll<Field>("input[id], select[id], textarea[id]");
  return [...fields]
    .filter(changed)
    .map((el) => ({ id: el.id, value: el.value, checked: el instanceof HTMLInputElement && el.checked }));
}

/** Enters the values again, in page order (a land type first shows the fields that follow it). */
export function replayTyped(typed: readonly Typed[]): void {
  for (const t of typed) {
    const el = document.getElementById(t.id);
    if (!(el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement))
      continue;
    if (el instanceof HTMLInputElement && (el.type === "checkbox" || el.type === "radio")) {
      if (el.checked !== t.checked) el.click();
      continue;
    }
    // The prototype's setter: React tracks the value it last set, and an input event with another value is a change.
    const proto = Object.getPrototypeOf(el) as object;
    Object.getOwnPropertyDescriptor(proto, "value")?.set?.call(el, t.value);
    el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
  }
}
