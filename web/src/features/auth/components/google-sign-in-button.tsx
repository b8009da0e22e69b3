import { useState } from "react";
import { startGoogleSignIn } from "../actions.ts";

/** Asks the server for Google's authorization URL and goes there. */
export function GoogleSignInButton() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="auth-google">
      <button
        type="button"
        className="button auth-google__button"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          setError(null);
          const failure = await startGoogleSignIn();
          if (failure) {
            setError(failure);
            setBusy(false);
          }
        }}
      >
        <span aria-hidden="true" className="auth-google__mark">
          G
        </span>{" "}
        Google ile Giriş Yap
      </button>
      {error ? (
        <p role="alert" className="auth-message auth-message--error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
