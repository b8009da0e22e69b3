import { useState } from "react";
import type { Outcome } from "./api.ts";

/**
 * The submit state the account forms share: busy while the call runs, the server's message on success (done) or
 * failure (error); a local check message stops before calling.
 */
export function useOutcomeSubmit() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  /** Answers whether the call succeeded. */
  const run = async (checkError: string | null, call: () => Promise<Outcome>): Promise<boolean> => {
    setDone(null);
    if (checkError) {
      setError(checkError);
      return false;
    }
    setError(null);
    setBusy(true);
    const outcome = await call();
    setBusy(false);
    if (outcome.ok) setDone(outcome.message);
    else setError(outcome.message);
    return outcome.ok;
  };

  return { busy, error, done, run };
}
