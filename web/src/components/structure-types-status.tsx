import type { VersionQuery } from "../entities/structure-types/rule-version.ts";
import { LOAD_FAILED, retryRuleSet } from "../entities/structure-types/rule-set-query.ts";

/** Loading and error states of a rule-set version (the structure types and their forms). */
export function StructureTypesStatus({
  status,
  error,
  query = {},
}: {
  status: string;
  error: string | null;
  query?: VersionQuery;
}) {
  if (status === "error") {
    return (
      <div role="alert" className="notice notice--error">
        <p>{error ?? LOAD_FAILED}</p>
        <button type="button" className="button" onClick={() => void retryRuleSet(query)}>
          Tekrar dene
        </button>
      </div>
    );
  }
  return (
    <p role="status" className="loading-text">
      Yapı türleri yükleniyor...
    </p>
  );
}
