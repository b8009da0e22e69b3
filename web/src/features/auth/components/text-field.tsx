import { useId, type InputHTMLAttributes, type ReactNode } from "react";

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "value" | "onChange"> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | null;
  /** Shown under the field (rules, live check state); announced politely. */
  hint?: ReactNode;
}

/** A labelled input with its hint and error tied to it through aria-describedby. */
export function TextField({ label, value, onValueChange, error, hint, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="auth-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={value}
        onChange={(e) => onValueChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {hint ? (
        <p id={hintId} className="auth-field__hint" aria-live="polite">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="auth-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
