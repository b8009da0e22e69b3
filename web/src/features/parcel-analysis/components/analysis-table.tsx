import { useState } from "react";
import { Link } from "react-router-dom";
import type { AnalysisFigureDto, AnalysisRowDto, ParcelAnalysisData } from "@worker/core/contracts/parcel-analysis.ts";
import { DRAFT_MARK, isDraft } from "@worker/core/rules/version-text.ts";
import { reopenUrl } from "../../../entities/calculation/reopen.ts";
import { isPermitVerdict, VERDICT_TEXT, verdictOf } from "@worker/core/rules/verdict.ts";
import { formatTr } from "@worker/core/rules/numbers.ts";
import "../parcel-analysis.css";
import { DEFAULT_SORT, groupRows, isPossible, nextSort, type SortKey, type SortState } from "../logic.ts";
import type { NewestStatus } from "../newest.ts";
import {
  NewestNotice,
  NewestOnlyGroup,
  newestStatuses,
  NewestStatusText,
  type NewestColumn,
} from "./newest-column.tsx";

/** A card's value (never broken inside) and its label. */
function Figure({ figure }: { figure: AnalysisFigureDto | null }) {
  if (!figure) return <>—</>;
  return (
    <>
      <span className="analysis-table__value">
        {formatTr(figure.deger)}
        {figure.birim ? ` ${figure.birim}` : ""}
      </span>
      <span className="analysis-table__label"> {figure.etiket}</span>
    </>
  );
}

/** The row's answer under the other emsal class, when the analysis stated none (its own is the default class's). */
function OtherClass({ other }: { other: NonNullable<AnalysisRowDto["diger_sinif"]> }) {
  // A refusal lists no entitlements; a permit its maximum area and capacity, as the row's own columns do.
  const figures = isPermitVerdict(other.karar) ? [other.azami_alan, other.kapasite].filter((f) => f !== null) : [];
  return (
    <p className="analysis-table__other" data-testid="analiz-diger-sinif">
      {other.baslik}:{" "}
      <span className={`analysis-status analysis-status--${other.karar}`}>{VERDICT_TEXT[other.karar]}</span>
      {figures.length
        ? ` — ${figures.map((f) => `${f.etiket}: ${formatTr(f.deger)}${f.birim ? ` ${f.birim}` : ""}`).join(" · ")}`
        : ""}
    </p>
  );
}

function SortHeader({
  label,
  column,
  sort,
  onSort,
}: {
  label: string;
  column: SortKey;
  sort: SortState;
  onSort: (key: SortKey) => void;
}) {
  const active = sort.key === column;
  return (
    <th scope="col" aria-sort={active ? (sort.descending ? "descending" : "ascending") : "none"}>
      <button type="button" className="analysis-table__sort" onClick={() => onSort(column)}>
        {label}
        <span aria-hidden="true">{active ? (sort.descending ? " ▼" : " ▲") : " ↕"}</span>
      </button>
    </th>
  );
}

function Row({
  row,
  newest,
  newestStatus,
}: {
  row: AnalysisRowDto;
  newest: NewestColumn | null;
  newestStatus: NewestStatus | undefined;
}) {
  return (
    <tr className={isPossible(row) ? "is-possible" : "is-refused"} data-testid={`analiz-${row.slug}`}>
      <th scope="row" data-label="Yapı türü">
        <Link to={reopenUrl(row.slug, row.girdi)}>
          <span aria-hidden="true">{row.emoji}</span> {row.label}
        </Link>
        {row.varsayim ? <p className="analysis-table__note">{row.varsayim}</p> : null}
      </th>
      <td data-label="Durum">
        <span className={`analysis-status analysis-status--${verdictOf(row)}`}>{VERDICT_TEXT[verdictOf(row)]}</span>
        {isPossible(row) ? null : <p className="analysis-table__reason">{row.ana_mesaj}</p>}
        {row.dikkat.map((d) => (
          <p key={d} className="analysis-table__reason">
            Dikkat: {d}
          </p>
        ))}
        {row.diger_sinif ? <OtherClass other={row.diger_sinif} /> : null}
      </td>
      {/* A refusal lists no entitlements. */}
      <td data-label="Azami alan">
        <Figure figure={isPossible(row) ? row.azami_alan : null} />
      </td>
      <td data-label="Kapasite">
        <Figure figure={isPossible(row) ? row.kapasite : null} />
      </td>
      <td data-label="Karar kuralı">
        {row.karar_kurali ? (
          <>
            <strong>{row.karar_kurali.kural_id}</strong> {row.karar_kurali.ad}
            <span className="analysis-table__basis">{row.karar_kurali.dayanak}</span>
          </>
        ) : (
          "—"
        )}
      </td>
      {newest ? (
        <td data-label={newest.label} data-testid="analiz-yeni">
          <NewestStatusText column={newest} status={newestStatus} />
        </td>
      ) : null}
    </tr>
  );
}

/**
 * The analysis table: the allowed types grouped by category (groups with a possible type first), sortable by
 * name, status and maximum area with keyboard-operable header buttons; each name opens the type's calculation
 * prefilled with the row's request. The types the land type excludes follow in their own list with the reason.
 * `newest`: a last column with each type's status under the rule set's newest version (none for a saved analysis).
 */
export function AnalysisTable({
  data,
  categoryOrder,
  newest = null,
}: {
  data: Readonly<Pick<ParcelAnalysisData, "emsal_varsayimi" | "kural_seti">> & {
    turler: readonly AnalysisRowDto[];
    uygun_olmayanlar: readonly ParcelAnalysisData["uygun_olmayanlar"][number][];
  };
  categoryOrder: readonly string[];
  newest?: NewestColumn | null;
}) {
  const { turler: rows, uygun_olmayanlar: excluded } = data;
  const statuses = newestStatuses(newest);
  const [sort, setSort] = useState<SortState>(DEFAULT_SORT);
  const groups = groupRows(rows, sort, categoryOrder);
  const onSort = (key: SortKey) => setSort((s) => nextSort(s, key));
  const possible = rows.filter(isPossible).length;
  return (
    <div className="analysis">
      <p role="status" className="analysis__summary">
        Bu parselde {rows.length} yapı türünden {possible} tanesi yapılabilir.
        {isDraft(data.kural_seti) ? (
          <span className="result__draft" data-testid="analysis-draft">
            {DRAFT_MARK}
          </span>
        ) : null}
      </p>
      {data.emsal_varsayimi ? (
        <p className="result__assumption" data-testid="analysis-emsal-assumption">
          {data.emsal_varsayimi.aciklama} Her satırda öteki sınıfın sonucu da yazılıdır.
        </p>
      ) : null}
      {newest ? <NewestNotice column={newest} /> : null}
      <div className="analysis-table__scroll">
        <table className="analysis-table">
          <caption>Arazi vasfına uygun yapı türleri</caption>
          <thead>
            <tr>
              <SortHeader label="Yapı türü" column="ad" sort={sort} onSort={onSort} />
              <SortHeader label="Durum" column="durum" sort={sort} onSort={onSort} />
              <SortHeader label="Azami alan" column="alan" sort={sort} onSort={onSort} />
              <th scope="col" className="analysis-table__plain">
                Kapasite
              </th>
              <th scope="col" className="analysis-table__plain">
                Karar kuralı ve dayanağı
              </th>
              {newest ? (
                <th scope="col" className="analysis-table__plain">
                  {newest.label}
                </th>
              ) : null}
            </tr>
          </thead>
          {groups.map((g) => (
            <tbody key={g.id} aria-label={g.label}>
              <tr className="analysis-table__group">
                <th scope="rowgroup" colSpan={newest ? 6 : 5}>
                  {g.label}
                </th>
              </tr>
              {g.rows.map((r) => (
                <Row key={r.slug} row={r} newest={newest} newestStatus={statuses?.get(r.slug)} />
              ))}
            </tbody>
          ))}
          {newest ? <NewestOnlyGroup column={newest} applied={{ turler: rows, uygun_olmayanlar: excluded }} /> : null}
        </table>
      </div>
      {excluded.length ? (
        <section className="analysis__excluded" aria-labelledby="analysis-excluded-title">
          <h3 id="analysis-excluded-title">Bu arazi vasfında yapılamayan yapı türleri</h3>
          <ul>
            {excluded.map((t) => (
              <li key={t.slug} data-testid={`uygun-degil-${t.slug}`}>
                <strong>
                  <span aria-hidden="true">{t.emoji}</span> {t.label}
                </strong>
                : {t.neden}
                {t.karar_kurali ? (
                  <span className="analysis-table__basis">
                    {t.karar_kurali.kural_id} — {t.karar_kurali.dayanak}
                  </span>
                ) : null}
                {newest ? (
                  <span className="analysis-table__basis" data-testid="analiz-yeni">
                    {newest.label}: <NewestStatusText column={newest} status={statuses?.get(t.slug)} />
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
