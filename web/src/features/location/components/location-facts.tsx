import { useState } from "react";
import { useSnapshot } from "valtio";
import type { StructureTypeDto } from "@worker/core/contracts/rule-set.ts";
import { effectiveBasin, locationState } from "../../../entities/location/location-state.ts";
import { LargePlainDialog } from "./large-plain-dialog.tsx";

export const BASIN_WARNING =
  "Uyarı: Seçtiğiniz konum kapalı su havzası içinde yer almaktadır. Su tahsis belgesi olmadan yapacağınız başvurunun ilgili kurum tarafından reddedilebileceğini unutmayın.";

/**
 * What the check says about a point inside İzmir: the large plain, and the closed-basin warning for the types that
 * need a water certificate (the closed-basin question itself is the forms', components/basin-question.tsx).
 */
export function LocationFacts({ type }: { type: Pick<StructureTypeDto, "su_tahsis_belgesi_gerekli"> }) {
  const snap = useSnapshot(locationState);
  const [plainOpen, setPlainOpen] = useState(false);
  const { check, point } = snap;
  if (!check || !point || check.izmirinIcinde !== true) return null;
  const basin = effectiveBasin(snap);
  return (
    <div className="location-facts">
      {check.buyukOvaIcinde === true ? (
        <div className="notice notice--warning" data-testid="large-plain-notice">
          <p>
            Seçilen konum büyük ova koruma alanı içinde
            {check.details.buyukOvaAdi ? `: ${check.details.buyukOvaAdi}` : ""}.
          </p>
          <button type="button" className="button" onClick={() => setPlainOpen(true)}>
            Büyük Ova Bilgisi
          </button>
          <LargePlainDialog
            open={plainOpen}
            onClose={() => setPlainOpen(false)}
            name={check.details.buyukOvaAdi}
            point={point}
          />
        </div>
      ) : null}
      {type.su_tahsis_belgesi_gerekli && basin === true ? (
        <p role="alert" className="notice notice--warning" data-testid="basin-warning">
          {BASIN_WARNING}
        </p>
      ) : null}
    </div>
  );
}
