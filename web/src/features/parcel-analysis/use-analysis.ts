/**
 * The answer to the submitted parcel analysis (state.ts `submission`), server state in TanStack Query: one query per
 * submission; the shown answer stays while the next one is on its way. A failed 'Analiz et' puts the server's
 * messages on the form (a field's under it, anything else above it) and shows no table. When the connection comes
 * back after an answer made in the browser, the server is asked again; if that fails, the shown answer stays.
 */
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { useSnapshot } from "valtio";
import { ApiClientError } from "../../lib/api/api-client.ts";
import { queryClient } from "../../lib/query-client.ts";
import { requestAnalysis } from "./api.ts";
import { analysisState, type AnalysisSubmission } from "./state.ts";

export const ANALYSIS_FAILED = "Analiz yapılamadı.";

const analysisKey = (n: number) => ["parcel-analysis", n] as const;

/** The form's messages for a failed analysis: each field's, and one above the form for the rest. */
function showFailure(submission: AnalysisSubmission, err: unknown): void {
  const fieldErrors = Object.fromEntries(
    Object.entries(err instanceof ApiClientError ? (err.fields ?? {}) : {}).map(([k, v]) => [k, v[0] ?? ""]),
  );
  analysisState.errors = fieldErrors;
  // A field the form does not show (the point) or no field at all: the message goes above the form.
  const other = Object.entries(fieldErrors).find(([k]) => !submission.shownFields.includes(k));
  analysisState.error = other
    ? other[1]
    : Object.keys(fieldErrors).length
      ? null
      : err instanceof Error && err.message
        ? err.message
        : ANALYSIS_FAILED;
}

export const analysisQuery = (submission: AnalysisSubmission | null) =>
  queryOptions({
    queryKey: analysisKey(submission?.n ?? 0),
    queryFn: async () => {
      if (!submission) throw new Error("no analysis was submitted");
      const key = analysisKey(submission.n);
      try {
        return { ...(await requestAnalysis(submission.body)), body: submission.body };
      } catch (err) {
        // Asking again for a shown answer (refreshAnalysis) changes nothing on the form when it fails.
        const refresh = queryClient.getQueryData(key) !== undefined;
        if (!refresh && analysisState.submission?.n === submission.n) showFailure(submission, err);
        throw err;
      }
    },
    enabled: submission !== null,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });

/** The shown analysis: its answer (whether the browser made it) and request, and whether one is on its way. */
export function useAnalysis() {
  const { submission } = useSnapshot(analysisState);
  const answer = useQuery(analysisQuery(submission as AnalysisSubmission | null), queryClient);
  const settled = answer.data && !answer.isPlaceholderData ? answer.data : null;
  return {
    busy: answer.isFetching && settled === null,
    /** The answer shown: the last one while the next is on its way; none after a failure. */
    result: answer.data?.value ?? null,
    offline: answer.data?.offline ?? false,
    /** The request of the shown answer (what a save sends, what the newest version is asked with). */
    body: answer.data?.body ?? null,
  };
}

/** The shown analysis and its request, read outside React (the save dialog), or null. */
export function shownAnalysis() {
  const submission = analysisState.submission;
  const answer = queryClient.getQueryData(analysisQuery(submission).queryKey);
  return submission && answer ? { body: answer.body, result: answer.value } : null;
}

/** Asks the server again for the shown answer (the connection came back after an offline answer). */
export function refreshAnalysis(): Promise<void> {
  const submission = analysisState.submission;
  if (!submission) return Promise.resolve();
  return queryClient.refetchQueries({ queryKey: analysisKey(submission.n) });
}
