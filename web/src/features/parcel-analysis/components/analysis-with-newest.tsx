import { useEffect, useState } from "react";
import type { RuleSetVersionDto } from "@worker/core/contracts/rule-set.ts";
import { apiErrorText } from "../../../lib/api/api-error-text.ts";
import { bodyForVersion, newestVersion } from "../../../entities/structure-types/newest-version.ts";
import { requestAnalysis } from "../api.ts";
import { regulationName } from "@worker/core/rules/version-text.ts";
import { AnalysisTable } from "./analysis-table.tsx";
import type { NewestColumn } from "./newest-column.tsx";
import type { AnalysisLists } from "../newest.ts";
import type { ParcelAnalysisData } from "@worker/core/contracts/parcel-analysis.ts";

/** What the table needs of an analysis (a snapshot of the page's state: read-only lists). */
type Analysis = AnalysisLists & Readonly<Pick<ParcelAnalysisData, "kural_seti" | "emsal_varsayimi">>;

type Answer = { for: Analysis } & NewestColumn["state"];

/**
 * The analysis table of a fresh analysis with its last column: the same request under the rule set's newest version
 * (from `versions`, `GET /api/rules/` → `surumler`), asked once per analysis. No column when the analysis already
 * applied the newest version.
 */
export function AnalysisWithNewest({
  data,
  body,
  versions,
  categoryOrder,
}: {
  data: Analysis;
  /** The request that gave `data`. */
  body: Readonly<Record<string, unknown>>;
  versions: readonly RuleSetVersionDto[];
  categoryOrder: readonly string[];
}) {
  const newest = newestVersion(versions);
  const surum = newest && newest.surum !== data.kural_seti.surum ? newest.surum : null;
  const [answer, setAnswer] = useState<Answer | null>(null);
  useEffect(() => {
    if (!surum) return;
    let current = true;
    requestAnalysis(bodyForVersion(body, surum)).then(
      (r) => current && setAnswer({ for: data, status: "ready", data: r.value.data }),
      (err: unknown) =>
        current &&
        setAnswer({
          for: data,
          status: "error",
          message: apiErrorText(err, "Analiz yapılamadı."),
        }),
    );
    return () => {
      current = false;
    };
  }, [data, body, surum]);
  const mine = answer?.for === data ? answer : null;
  const column: NewestColumn | null =
    newest && surum
      ? {
          label: regulationName(newest),
          state: mine ?? { status: "loading" },
        }
      : null;
  return <AnalysisTable data={data} categoryOrder={categoryOrder} newest={column} />;
}
