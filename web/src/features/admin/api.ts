/**
 * The administrator's server state through TanStack Query: the pending requests, the outbox and the audit log, each
 * a query; a decision a mutation that refreshes all three (the approval writes a mail and an audit entry).
 */
import { QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  AdminListDto,
  AdminRequestDto,
  AuditEntryDto,
  OutboxMailDto,
  RejectRequestInput,
} from "@worker/contracts/admin.ts";
import type { ApiMessage } from "@worker/contracts/api.ts";
import { paths } from "../../config/paths.ts";
import { apiRequest } from "../../lib/api-client.ts";

/** The page's queries: fresh for 30 s, asked again when the window regains focus (another administrator may act). */
export function createAdminQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: true } } });
}

const ADMIN_KEY = ["admin"] as const;
const list = <T>(path: string) => apiRequest<AdminListDto<T>>(path).then((answer) => answer.data);

export const useAdminRequests = () =>
  useQuery({ queryKey: [...ADMIN_KEY, "requests"], queryFn: () => list<AdminRequestDto>(paths.api.admin.requests) });
export const useOutbox = () =>
  useQuery({ queryKey: [...ADMIN_KEY, "outbox"], queryFn: () => list<OutboxMailDto>(paths.api.admin.outbox) });
export const useAudit = () =>
  useQuery({ queryKey: [...ADMIN_KEY, "audit"], queryFn: () => list<AuditEntryDto>(paths.api.admin.audit) });

export type DecisionInput = { id: number; approve: true } | ({ id: number; approve: false } & RejectRequestInput);

/** Approves or rejects; on success every admin query is asked again. Answers the server's Turkish message. */
export function useDecision() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: DecisionInput) =>
      apiRequest<ApiMessage>(paths.api.admin.decide(input.id, input.approve ? "approve" : "reject"), {
        method: "POST",
        ...(input.approve ? {} : { body: JSON.stringify({ reason: input.reason }) }),
      }).then((answer) => answer.message),
    onSettled: () => client.invalidateQueries({ queryKey: ADMIN_KEY }),
  });
}
