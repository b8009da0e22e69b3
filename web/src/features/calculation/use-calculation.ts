/**
 * The answer to the submitted calculation (form-state.ts `submission`), server state in TanStack Query: one query per
 * submission, so a newer 'Hesapla', a reset or another type shows nothing of an older answer still on its way. An
 * error is a failure to calculate, never a verdict; the fields it names get their messages in the form.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useSnapshot } from "valtio";
import { ApiClientError } from "../../lib/api/api-client.ts";
import { requestCalculation } from "../../entities/calculation/calculation-request.ts";
import { queryClient } from "../../lib/query-client.ts";
import { calculationState, setErrors, type Submission } from "./form-state.ts";

/**
 * A calculation that could not be made: never a verdict. `retry` when asking again can help (no connection, a
 * server error, too many requests); not for an answer about the input (its field errors say what to fix).
 */
export interface CalculationFailure {
  message: string;
  retry: boolean;
}

const RETRYABLE = new Set([
  "NETWORK_ERROR",
  "CORS_ERROR",
  "RATE_LIMIT_ERROR",
  "SERVER_ERROR",
  "HTTP_ERROR",
  "UNKNOWN_ERROR",
]);

export function calculationFailure(err: unknown): CalculationFailure {
  const e = err instanceof ApiClientError ? err : null;
  return {
    // An unknown version (404) carries its Turkish text in `detail`.
    message: e ? (e.status === 404 && e.detail ? e.detail : e.message) : "Hesaplama sırasında bir hata oluştu",
    retry: e === null || (RETRYABLE.has(e.kind) && e.status !== 404),
  };
}

export const calculationQuery = (submission: Submission | null) =>
  queryOptions({
    queryKey: ["calculation", submission?.n ?? 0] as const,
    queryFn: async () => {
      if (!submission) throw new Error("no calculation was submitted");
      try {
        return await requestCalculation(submission.apiPath, submission.body);
      } catch (err) {
        // The fields the server names get their messages, unless another calculation has been asked for meanwhile.
        if (err instanceof ApiClientError && err.fields && calculationState.submission?.n === submission.n)
          setErrors(Object.fromEntries(Object.entries(err.fields).map(([k, v]) => [k, v[0] ?? ""])));
        throw err;
      }
    },
    enabled: submission !== null,
    staleTime: Infinity,
  });

/** The shown calculation: loading, its result (and whether the browser made it), or why it could not be made. */
export function useCalculation() {
  const { submission } = useSnapshot(calculationState);
  const answer = useQuery(calculationQuery(submission as Submission | null), queryClient);
  return {
    loading: answer.isFetching,
    result: answer.data?.value ?? null,
    /** Made in the browser: the server could not be reached ("Çevrimdışı hesaplandı"). */
    offline: answer.data?.offline ?? false,
    failure: answer.error ? calculationFailure(answer.error) : null,
    /** The request of the shown result (saved with it, compared with another version). */
    body: (submission?.body as Record<string, unknown> | undefined) ?? null,
  };
}

/** The shown result and its request, read outside React (the save dialog), or null. */
export function shownCalculation() {
  const submission = calculationState.submission;
  const value = queryClient.getQueryData(calculationQuery(submission).queryKey)?.value;
  return submission && value ? { body: submission.body, result: value } : null;
}
