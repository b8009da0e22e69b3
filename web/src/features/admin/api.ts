/**
 * The administrator's server state through TanStack Query: the pending requests, the API keys, the outbox and the
 * audit log, each a query; a decision, issuing and revoking a key are mutations that refresh them all (each writes an
 * audit entry).
 */
import { useMutation, useQuery } from "@tanstack/react-query";
import type {
  AdminListDto,
  AdminRequestDto,
  AuditEntryDto,
  OutboxMailDto,
  RejectRequestInput,
} from "@worker/core/contracts/admin.ts";
import type { ApiMessage } from "@worker/core/contracts/api.ts";
import type { ApiKeyDto, IssueApiKeyInput, IssuedApiKeyDto } from "@worker/core/contracts/api-keys.ts";
import type { RuleImpactAnswer, RuleImpactStartedAnswer } from "@worker/core/contracts/rule-impact.ts";
import { paths } from "../../config/paths.ts";
import { apiRequest } from "../../lib/api/api-client.ts";
import { queryClient } from "../../lib/query-client.ts";

const ADMIN_KEY = ["admin"] as const;

/** A list of the page: fresh for 30 s, asked again when the window regains focus (another administrator may act). */
const useAdminList = <T>(name: string, path: string) =>
  useQuery(
    {
      queryKey: [...ADMIN_KEY, name],
      queryFn: () => apiRequest<AdminListDto<T>>(path).then((answer) => answer.data),
      staleTime: 30_000,
      retry: 1,
      refetchOnWindowFocus: true,
    },
    queryClient,
  );

export const useAdminRequests = () => useAdminList<AdminRequestDto>("requests", paths.api.admin.requests);
export const useOutbox = () => useAdminList<OutboxMailDto>("outbox", paths.api.admin.outbox);
export const useAudit = () => useAdminList<AuditEntryDto>("audit", paths.api.admin.audit);
export const useApiKeys = () => useAdminList<ApiKeyDto>("api-keys", paths.api.admin.apiKeys);

export type DecisionInput = { id: number; approve: true } | ({ id: number; approve: false } & RejectRequestInput);

/** Approves or rejects; on success every admin query is asked again. Answers the server's Turkish message. */
export function useDecision() {
  return useMutation(
    {
      mutationFn: (input: DecisionInput) =>
        apiRequest<ApiMessage>(paths.api.admin.decide(input.id, input.approve ? "approve" : "reject"), {
          method: "POST",
          ...(input.approve ? {} : { body: JSON.stringify({ reason: input.reason }) }),
        }).then((answer) => answer.message),
      onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
    },
    queryClient,
  );
}

/** Issues an organisation's API key; answers the key (shown once) and refreshes the admin queries. */
export function useIssueApiKey() {
  return useMutation(
    {
      mutationFn: (input: IssueApiKeyInput) =>
        apiRequest<IssuedApiKeyDto>(paths.api.admin.apiKeys, { method: "POST", body: JSON.stringify(input) }),
      onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
    },
    queryClient,
  );
}

/** Revokes a key; answers the server's Turkish message and refreshes the admin queries. */
export function useRevokeApiKey() {
  return useMutation(
    {
      mutationFn: (id: number) =>
        apiRequest<ApiMessage>(paths.api.admin.apiKey(id), { method: "DELETE" }).then((answer) => answer.message),
      onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
    },
    queryClient,
  );
}

/**
 * The versions' impact on saved calculations and the recount's progress: asked every 2 s while a recount runs (the
 * queue counts in the background), otherwise like the other lists.
 */
export function useRuleImpact() {
  return useQuery(
    {
      queryKey: [...ADMIN_KEY, "rule-impact"],
      queryFn: () => apiRequest<RuleImpactAnswer>(paths.api.admin.ruleImpact),
      staleTime: 30_000,
      retry: 1,
      refetchOnWindowFocus: true,
      refetchInterval: (query) => {
        const run = query.state.data?.calisma;
        return run && (run.durum === "kuyrukta" || run.durum === "calisiyor") ? 2_000 : false;
      },
    },
    queryClient,
  );
}

/** Starts a recount ('Yeniden say'); answers the server's Turkish message and asks for the counts again. */
export function useRecountRuleImpact() {
  return useMutation(
    {
      mutationFn: () =>
        apiRequest<RuleImpactStartedAnswer>(paths.api.admin.ruleImpact, { method: "POST" }).then(
          (answer) => answer.message,
        ),
      onSettled: () => queryClient.invalidateQueries({ queryKey: [...ADMIN_KEY, "rule-impact"] }),
    },
    queryClient,
  );
}
