/** The admin page's building blocks: a query's loading and error states, and a table that reads on a phone. */
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { apiErrorText } from "../../../lib/api/api-error-text.ts";

/** A query's loading and error states around its table; 'Tekrar dene' asks again. */
export function Loaded<T>({
  query,
  what,
  children,
}: {
  query: UseQueryResult<T[]>;
  what: string;
  children: (rows: T[]) => ReactNode;
}) {
  if (query.isPending) return <p className="admin-note">{what} yükleniyor...</p>;
  if (query.isError) {
    return (
      <p className="admin-error" role="alert">
        {apiErrorText(query.error, `${what} yüklenemedi.`)}{" "}
        <button type="button" onClick={() => void query.refetch()}>
          Tekrar dene
        </button>
      </p>
    );
  }
  return <>{children(query.data)}</>;
}

/** A table that becomes one card per row on a narrow screen (each cell names its column: admin.css). */
export function Table({
  caption,
  columns,
  rows,
  empty,
}: {
  caption: string;
  columns: string[];
  rows: ReactNode[][];
  /** What an empty table says; null: nothing (the status line says it). */
  empty: string | null;
}) {
  if (rows.length === 0) return empty === null ? null : <p className="admin-note">{empty}</p>;
  return (
    <table className="admin-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c} scope="col">
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((cells, i) => (
          <tr key={i}>
            {cells.map((cell, j) => (
              <td key={j} data-label={columns[j]}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
