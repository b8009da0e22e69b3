import type { InputHTMLAttributes } from "react";

/**
 * A text box for a number typed the Turkish way (`12.000`, `12,5`): a text input, not `type="number"`, whose
 * browser parsing reads `12.000` as twelve and drops what it cannot read. The phone keyboard shows digits
 * (`numeric` for whole numbers) or digits with the decimal sign. Its text is read by lib/number-input.ts.
 */
export function NumberInput({
  integer,
  onText,
  ...rest
}: Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "inputMode" | "onChange" | "value"> & {
  value: string;
  integer: boolean;
  onText: (text: string) => void;
}) {
  return (
    <input
      {...rest}
      type="text"
      inputMode={integer ? "numeric" : "decimal"}
      autoComplete="off"
      spellCheck={false}
      onChange={(e) => onText(e.target.value)}
    />
  );
}
