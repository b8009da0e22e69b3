import { formatDateTime, formatTr } from "@worker/core/rules/numbers.ts";
import { useEffect, useRef, useState, type FormEvent } from "react";
import {
  API_KEY_NAME_LIMITS,
  issueApiKeySchema,
  type ApiKeyDto,
  type IssuedApiKeyDto,
} from "@worker/core/contracts/api-keys.ts";
import { ApiClientError } from "../../../lib/api/api-client.ts";
import { apiErrorText } from "../../../lib/api/api-error-text.ts";
import { useModalDialog } from "../../../lib/hooks/use-modal-dialog.ts";
import { useApiKeys, useIssueApiKey, useRevokeApiKey } from "../api.ts";
import { Loaded, Table } from "./admin-table.tsx";

type Field = "name" | "daily_quota";
type FieldErrors = Partial<Record<Field, string>>;

/** "1.000", "1 000" or "1000" as a whole number; anything else as typed (the schema then names the mistake). */
function readQuota(text: string): number | string {
  const digits = text.replace(/[.\s]/g, "");
  return /^\d{1,9}$/.test(digits) ? Number(digits) : text;
}

/** Puts text on the clipboard; false where the browser refuses (the key stays selectable in its field). */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** A new key, shown this once: in a read-only field (selected on focus) with a copy button. */
function IssuedKey({ issued, name, onDone }: { issued: IssuedApiKeyDto; name: string; onDone: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState<string>("");
  useEffect(() => heading.current?.focus(), [issued.id]);

  return (
    <div className="admin-issued-key" role="region" aria-labelledby="api-key-issued-title">
      <h3 id="api-key-issued-title" ref={heading} tabIndex={-1}>
        Yeni API anahtarı: {name}
      </h3>
      <p className="admin-issued-key__warning">
        <strong>Bu anahtar bir daha gösterilmeyecek.</strong> Şimdi kopyalayıp kuruma güvenli bir yoldan iletin;
        kaybolursa bu anahtarı iptal edip yenisini oluşturun.
      </p>
      <label className="admin-dialog__field">
        API anahtarı
        <input
          type="text"
          readOnly
          value={issued.key}
          spellCheck={false}
          autoComplete="off"
          onFocus={(e) => e.currentTarget.select()}
        />
      </label>
      <div className="admin-actions">
        <button
          type="button"
          className="admin-approve"
          onClick={() =>
            void copyText(issued.key).then((ok) =>
              setCopied(ok ? "Anahtar panoya kopyalandı." : "Kopyalanamadı: anahtarı alandan seçip kopyalayın."),
            )
          }
        >
          Kopyala
        </button>
        <button type="button" onClick={onDone}>
          Anahtarı sakladım, kapat
        </button>
      </div>
      <p className="admin-status" role="status">
        {copied}
      </p>
    </div>
  );
}

/** Asks before a key is revoked (its requests are refused at once; it cannot be undone). */
function RevokeDialog({
  target,
  busy,
  error,
  onConfirm,
  onCancel,
}: {
  target: ApiKeyDto | null;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const ref = useModalDialog(target !== null);
  return (
    <dialog
      ref={ref}
      className="admin-dialog"
      aria-labelledby="api-key-revoke-title"
      onClose={() => target && onCancel()}
      onCancel={(e) => {
        e.preventDefault();
        onCancel();
      }}
    >
      {target ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            onConfirm();
          }}
        >
          <h2 id="api-key-revoke-title">API anahtarını iptal et</h2>
          <p>
            <strong>{target.name}</strong> ({target.prefix}…) anahtarı iptal edilecek: bu anahtarla gelen istekler hemen
            reddedilir. Bu işlem geri alınamaz.
          </p>
          {error ? (
            <p className="admin-error" role="alert">
              {error}
            </p>
          ) : null}
          <div className="admin-dialog__actions">
            <button type="button" onClick={onCancel} disabled={busy}>
              Vazgeç
            </button>
            <button type="submit" className="admin-reject" disabled={busy}>
              {busy ? "Gönderiliyor..." : "Anahtarı iptal et"}
            </button>
          </div>
        </form>
      ) : null}
    </dialog>
  );
}

/**
 * 'API Anahtarları': organisations' keys with their daily quota and use (today is the UTC day, which starts at
 * 03.00 in Türkiye), a form that issues one (the key shown once), and revocation after a confirmation.
 */
export function ApiKeysSection() {
  const keys = useApiKeys();
  const issue = useIssueApiKey();
  const revoke = useRevokeApiKey();
  const [name, setName] = useState("");
  const [quota, setQuota] = useState("1000");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [issued, setIssued] = useState<{ answer: IssuedApiKeyDto; name: string } | null>(null);
  const [revoking, setRevoking] = useState<ApiKeyDto | null>(null);
  const [status, setStatus] = useState("");
  const nameInput = useRef<HTMLInputElement>(null);
  const quotaInput = useRef<HTMLInputElement>(null);
  const title = useRef<HTMLHeadingElement>(null);

  function submit(e: FormEvent) {
    e.preventDefault();
    setStatus("");
    const checked = issueApiKeySchema.safeParse({ name, daily_quota: readQuota(quota) });
    if (!checked.success) {
      const found: FieldErrors = {};
      for (const problem of checked.error.issues) found[problem.path[0] as Field] ??= problem.message;
      setErrors(found);
      (found.name ? nameInput : quotaInput).current?.focus();
      return;
    }
    setErrors({});
    issue.mutate(checked.data, {
      onSuccess: (answer) => {
        setIssued({ answer, name: checked.data.name });
        setName("");
      },
      onError: (err) => {
        if (!(err instanceof ApiClientError) || !err.fields) return;
        const found: FieldErrors = {};
        for (const field of ["name", "daily_quota"] as const) {
          const message = err.fields[field]?.[0];
          if (message) found[field] = message;
        }
        setErrors(found);
      },
    });
  }

  function confirmRevoke() {
    if (!revoking) return;
    const { name: revokedName } = revoking;
    revoke.mutate(revoking.id, {
      onSuccess: (message) => {
        setRevoking(null);
        setStatus(`${message} (${revokedName})`);
        // The row's button is gone: the focus goes to the section's heading, after the dialog gave it back.
        setTimeout(() => title.current?.focus(), 0);
      },
    });
  }

  const fieldProps = (field: Field) => ({
    "aria-invalid": errors[field] !== undefined,
    "aria-describedby": errors[field] ? `api-key-${field}-error` : undefined,
  });
  const fieldError = (field: Field) =>
    errors[field] ? (
      <span id={`api-key-${field}-error`} className="admin-error">
        {errors[field]}
      </span>
    ) : null;

  return (
    <section className="admin-api-keys" aria-labelledby="api-keys-title">
      <h2 id="api-keys-title" ref={title} tabIndex={-1}>
        API Anahtarları
      </h2>
      <p className="admin-note">
        Kurumlar API'ye <code>Authorization: Bearer &lt;anahtar&gt;</code> başlığıyla erişir. Günlük kota her gün
        Türkiye saatiyle 03.00'te yenilenir.
      </p>
      <p className="admin-status" role="status">
        {status}
      </p>

      <form className="admin-key-form" onSubmit={submit} noValidate aria-label="API anahtarı oluştur">
        <label className="admin-dialog__field">
          Kurum adı
          <input
            ref={nameInput}
            type="text"
            value={name}
            onChange={(e) => setName(e.target.value)}
            maxLength={API_KEY_NAME_LIMITS.max}
            required
            autoComplete="organization"
            {...fieldProps("name")}
          />
          {fieldError("name")}
        </label>
        <label className="admin-dialog__field">
          Günlük kota (istek ya da parsel)
          <input
            ref={quotaInput}
            type="text"
            inputMode="numeric"
            value={quota}
            onChange={(e) => setQuota(e.target.value)}
            required
            {...fieldProps("daily_quota")}
          />
          {fieldError("daily_quota")}
        </label>
        <button type="submit" className="admin-approve" disabled={issue.isPending}>
          {issue.isPending ? "Oluşturuluyor..." : "Anahtar oluştur"}
        </button>
        {issue.isError && !(issue.error instanceof ApiClientError && issue.error.fields) ? (
          <p className="admin-error" role="alert">
            {apiErrorText(issue.error, "Anahtar oluşturulamadı.")}
          </p>
        ) : null}
      </form>

      {issued ? (
        <IssuedKey
          issued={issued.answer}
          name={issued.name}
          onDone={() => {
            setIssued(null);
            nameInput.current?.focus();
          }}
        />
      ) : null}

      <Loaded query={keys} what="API anahtarları">
        {(rows) => (
          <Table
            caption="API anahtarları"
            empty="Henüz API anahtarı yok."
            columns={["Kurum", "Önek", "Günlük kota", "Bugün", "Toplam", "Son kullanım", "Durum", "İşlem"]}
            rows={rows.map((k) => [
              k.name,
              <code key="prefix">{k.prefix}…</code>,
              formatTr(k.dailyQuota, 0),
              formatTr(k.usedToday, 0),
              formatTr(k.totalUsed, 0),
              k.lastUsedAt ? formatDateTime(k.lastUsedAt) : "Hiç kullanılmadı",
              k.revokedAt ? `İptal edildi (${formatDateTime(k.revokedAt)})` : "Etkin",
              k.revokedAt ? (
                ""
              ) : (
                <button
                  key="revoke"
                  type="button"
                  className="admin-reject"
                  onClick={() => {
                    revoke.reset();
                    setRevoking(k);
                  }}
                  aria-label={`İptal et: ${k.name} (${k.prefix})`}
                >
                  İptal et
                </button>
              ),
            ])}
          />
        )}
      </Loaded>

      <RevokeDialog
        target={revoking}
        busy={revoke.isPending}
        error={revoke.isError ? apiErrorText(revoke.error, "Anahtar iptal edilemedi.") : null}
        onConfirm={confirmRevoke}
        onCancel={() => setRevoking(null)}
      />
    </section>
  );
}
