import { useId, type InputHTMLAttributes } from "react";

type Props = { label: string; hint?: string; error?: string | null } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "id"
>;

/** A labelled input with an optional hint and error, both tied to it for screen readers. */
export function Field({ label, hint, error, ...input }: Props) {
  const id = useId();
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-describedby={described} aria-invalid={error ? true : undefined} {...input} />
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
