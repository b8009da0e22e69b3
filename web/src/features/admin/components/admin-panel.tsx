import { formatDateTime } from "@worker/core/rules/numbers.ts";
import { useState } from "react";
import {
  AUDIT_ACTION_LABELS,
  labelOf,
  OUTBOX_STATUS_LABELS,
  REQUEST_KIND_LABELS,
  type AdminRequestDto,
} from "@worker/core/contracts/admin.ts";
import { apiErrorText } from "../../../lib/api/api-error-text.ts";
import { useAdminRequests, useAudit, useDecision, useOutbox } from "../api.ts";
import { Loaded, Table } from "./admin-table.tsx";
import { ApiKeysSection } from "./api-keys-section.tsx";
import { RuleImpactSection } from "./rule-impact-section.tsx";
import { DecisionDialog, type PendingDecision } from "./decision-dialog.tsx";

/**
 * The administrator's panel: pending requests with their decisions, organisations' API keys, the mails sent, the
 * administrators' actions.
 */
export function AdminPanel() {
  const requests = useAdminRequests();
  const outbox = useOutbox();
  const audit = useAudit();
  const decision = useDecision();
  const [pending, setPending] = useState<PendingDecision | null>(null);
  const [status, setStatus] = useState("");

  const ask = (request: AdminRequestDto, approve: boolean) => {
    decision.reset();
    setPending({ request, approve });
  };

  function confirm(reason: string) {
    if (!pending) return;
    const { request, approve } = pending;
    const input = approve
      ? { id: request.id, approve: true as const }
      : { id: request.id, approve: false as const, reason };
    decision.mutate(input, {
      onSuccess: (message) => {
        setPending(null);
        setStatus(message);
      },
    });
  }

  const count = requests.data?.length;
  return (
    <section className="admin" aria-labelledby="admin-title">
      <h1 id="admin-title">Bekleyen Talepler</h1>
      <p className="admin-status" role="status">
        {status}
        {status && count !== undefined ? " " : ""}
        {count === undefined ? "" : count > 0 ? `${count} bekleyen talep.` : "Bekleyen talep yok."}
      </p>
      <Loaded query={requests} what="Talepler">
        {(rows) => (
          <Table
            caption="Bekleyen talepler"
            empty={null}
            columns={["No", "Tür", "Kullanıcı", "E-posta", "Yeni e-posta", "Tarih", "İşlem"]}
            rows={rows.map((r) => {
              const kind = labelOf(REQUEST_KIND_LABELS, r.kind);
              return [
                r.id,
                kind,
                r.username,
                r.email,
                r.newEmail ?? "",
                formatDateTime(r.createdAt),
                <span className="admin-actions" key="actions">
                  <button
                    type="button"
                    className="admin-approve"
                    onClick={() => ask(r, true)}
                    aria-label={`Onayla: ${r.username} (${kind})`}
                  >
                    Onayla
                  </button>
                  <button
                    type="button"
                    className="admin-reject"
                    onClick={() => ask(r, false)}
                    aria-label={`Reddet: ${r.username} (${kind})`}
                  >
                    Reddet
                  </button>
                </span>,
              ];
            })}
          />
        )}
      </Loaded>

      <ApiKeysSection />

      <RuleImpactSection />

      <h2>Gönderilen E-postalar</h2>
      <Loaded query={outbox} what="E-postalar">
        {(rows) => (
          <Table
            caption="Gönderilen e-postalar"
            empty="Henüz e-posta yok."
            columns={["Alıcı", "Konu", "İleti", "Durum", "Tarih"]}
            rows={rows.map((m) => [
              m.toAddress,
              m.subject,
              <span className="admin-mail" key="body">
                {m.body}
              </span>,
              labelOf(OUTBOX_STATUS_LABELS, m.status),
              formatDateTime(m.createdAt),
            ])}
          />
        )}
      </Loaded>

      <h2>Yönetici İşlemleri</h2>
      <Loaded query={audit} what="Yönetici işlemleri">
        {(rows) => (
          <Table
            caption="Yönetici işlemleri"
            empty="Henüz yönetici işlemi yok."
            columns={["İşlem", "Hedef", "Ayrıntı", "Tarih"]}
            rows={rows.map((a) => [
              labelOf(AUDIT_ACTION_LABELS, a.action),
              a.target,
              a.detail,
              formatDateTime(a.createdAt),
            ])}
          />
        )}
      </Loaded>

      <DecisionDialog
        pending={pending}
        busy={decision.isPending}
        error={decision.isError ? apiErrorText(decision.error, "Karar kaydedilemedi.") : null}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </section>
  );
}
