import { Link } from "react-router-dom";
import { reopenUrl } from "../../../entities/calculation/reopen.ts";
import { newestOnly, statusesBySlug, type AnalysisLists, type NewestStatus } from "../newest.ts";

/** The analysis of the same parcel under the rule set's newest version, as the table's last column shows it. */
export interface NewestColumn {
  /** The column's name: the regulation's, e.g. "2026 Yönetmeliği (taslak)". */
  label: string;
  state: { status: "loading" } | { status: "error"; message: string } | { status: "ready"; data: AnalysisLists };
}

/** The statuses by slug, once the newest analysis is there. */
export function newestStatuses(column: NewestColumn | null): Map<string, NewestStatus> | null {
  return column?.state.status === "ready" ? statusesBySlug(column.state.data) : null;
}

/** A type's status under the newest version: "—" when that version does not have the type (or could not answer). */
export function NewestStatusText({ column, status }: { column: NewestColumn; status: NewestStatus | undefined }) {
  if (column.state.status === "loading") return <span className="analysis-table__label">Hesaplanıyor...</span>;
  if (!status) return <>—</>;
  return (
    <>
      <span className={`analysis-status analysis-status--${status.verdict}`}>{status.text}</span>
      {status.reason ? <span className="analysis-table__label">{status.reason}</span> : null}
    </>
  );
}

/** Above the table: the newest analysis on its way, or why it could not be made (an error, not a refusal). */
export function NewestNotice({ column }: { column: NewestColumn }) {
  if (column.state.status === "error")
    return (
      <p role="alert" className="notice notice--error" data-testid="analysis-newest-failure">
        {column.label} ile analiz yapılamadı: {column.state.message}
      </p>
    );
  return (
    <p role="status" className="field__hint" data-testid="analysis-newest-status">
      {column.state.status === "loading"
        ? `${column.label} ile analiz ediliyor...`
        : `Son sütun: aynı parsel ${column.label} ile.`}
    </p>
  );
}

/** The types only the newest version has, in a group of their own: "—" under the applied version. */
export function NewestOnlyGroup({ column, applied }: { column: NewestColumn; applied: AnalysisLists }) {
  if (column.state.status !== "ready") return null;
  const only = newestOnly(applied, column.state.data);
  if (!only.length) return null;
  const label = `Yalnız ${column.label} içinde olan yapı türleri`;
  return (
    <tbody aria-label={label}>
      <tr className="analysis-table__group">
        <th scope="rowgroup" colSpan={6}>
          {label}
        </th>
      </tr>
      {only.map((t) => (
        <tr key={t.slug} data-testid={`analiz-${t.slug}`}>
          <th scope="row" data-label="Yapı türü">
            {t.row ? (
              <Link to={reopenUrl(t.slug, t.row.girdi)}>
                <span aria-hidden="true">{t.emoji}</span> {t.label}
              </Link>
            ) : (
              <>
                <span aria-hidden="true">{t.emoji}</span> {t.label}
              </>
            )}
          </th>
          <td data-label="Durum">—</td>
          <td data-label="Azami alan">—</td>
          <td data-label="Kapasite">—</td>
          <td data-label="Karar kuralı">—</td>
          <td data-label={column.label} data-testid="analiz-yeni">
            <NewestStatusText column={column} status={t.status} />
          </td>
        </tr>
      ))}
    </tbody>
  );
}
