import { Link } from "react-router-dom";
import type { VersionChange } from "@worker/core/contracts/version-change.ts";
import { compareUrl } from "../entities/calculation/reopen.ts";
import "./new-version-notice.css";

/**
 * Beside a saved answer (the history list and detail, the shared report): what the newest rule-set version — a
 * draft labelled as one — answers instead (`yeni_surum.metin`, issue #52), with 'Karşılaştır': the calculation
 * re-opened under its saved version with the comparison open. Said in words, not by colour alone; not printed (the
 * printed report is the saved answer, on one page, like the comparison it leads to).
 */
export function NewVersionNotice({
  change,
  calculationType,
  parameters,
  describedBy,
}: {
  change: VersionChange;
  calculationType: string;
  parameters: Record<string, unknown>;
  /** The id of what the notice is about (an entry's title), for the link's description in a list. */
  describedBy?: string;
}) {
  return (
    <p className="new-version-notice no-print" role="note" data-testid="new-version-notice">
      <span className="new-version-notice__text">
        <span aria-hidden="true">⚠ </span>
        {change.metin}
      </span>{" "}
      <Link
        className="new-version-notice__link"
        to={compareUrl(calculationType, parameters, change.onceki_surum)}
        aria-describedby={describedBy}
      >
        Karşılaştır
      </Link>
    </p>
  );
}
