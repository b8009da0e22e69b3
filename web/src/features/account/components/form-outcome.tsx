/** The outcome lines of an account form: the error as an alert, the success as a status, and the submit button. */
export function FormOutcome({
  error,
  done,
  busy,
  busyText,
  submitText,
}: {
  error?: string | null | undefined;
  done: string | null | undefined;
  busy: boolean;
  busyText: string;
  submitText: string;
}) {
  return (
    <>
      {error ? (
        <p role="alert" className="notice notice--error">
          {error}
        </p>
      ) : null}
      {done ? (
        <p role="status" className="notice notice--info">
          {done}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? busyText : submitText}
      </button>
    </>
  );
}
