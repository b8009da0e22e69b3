import { useEffect, useState } from "react";
import { ApiClientError } from "../../lib/api/api-client.ts";
import { checkUnique, type UniqueField } from "./api.ts";
import type { UniqueStatus } from "./validation.ts";

/** The live uniqueness check runs this long after the user stops typing. */
export const UNIQUE_DEBOUNCE_MS = 500;
export const UNIQUE_MESSAGES = {
  taken: "Bu değer zaten kullanılıyor",
  failed: "Kontrol edilemedi",
  network: "Bağlantı hatası",
} as const;

export interface UniqueCheck {
  status: UniqueStatus;
  message: string | null;
}

interface Result extends UniqueCheck {
  value: string;
}

/**
 * Checks `value` with the server 500 ms after it last changed, while `enabled` (the value passes the local
 * rules). A value not yet answered for counts as checking; a failed check leaves it unchecked with a message.
 */
export function useUniqueCheck(field: UniqueField, value: string, enabled: boolean): UniqueCheck {
  const [result, setResult] = useState<Result>({ value: "", status: "unchecked", message: null });
  useEffect(() => {
    if (!enabled) return;
    let stale = false;
    const timer = setTimeout(() => {
      checkUnique(field, value)
        .then((r) => {
          if (!stale)
            setResult({
              value,
              status: r.is_unique ? "unique" : "not-unique",
              message: r.is_unique ? null : r.message || UNIQUE_MESSAGES.taken,
            });
        })
        .catch((err: unknown) => {
          const network = err instanceof ApiClientError && err.kind === "NETWORK_ERROR";
          if (!stale)
            setResult({
              value,
              status: "unchecked",
              message: network ? UNIQUE_MESSAGES.network : UNIQUE_MESSAGES.failed,
            });
        });
    }, UNIQUE_DEBOUNCE_MS);
    return () => {
      stale = true;
      clearTimeout(timer);
    };
  }, [field, value, enabled]);

  if (!enabled) return { status: "unchecked", message: null };
  if (result.value !== value) return { status: "checking", message: null };
  return { status: result.status, message: result.message };
}
