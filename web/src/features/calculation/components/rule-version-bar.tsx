import { Link } from "react-router-dom";
import type { RuleSetDto } from "@worker/core/contracts/rule-set.ts";
import { inForceText, versionLine } from "@worker/core/rules/version-text.ts";
import { paths } from "../../../config/paths.ts";
import { useHydrated } from "../../../lib/hooks/use-hydrated.ts";
import { setMevzuatTarihi } from "../form-state.ts";

/**
 * Which legislation the page applies: the 'Mevzuat tarihi' date (the version in force that day), or a version
 * named in the address (`?surum=`), with a 'Taslak — yürürlükte değil' banner for a draft. An unknown version or a
 * day without a version shows the catalogue's Turkish message.
 */
export function RuleVersionBar({
  surum,
  tarih,
  loaded,
  status,
  error,
  slug,
  inToday = true,
}: {
  surum: string | null;
  tarih: string;
  loaded: RuleSetDto | null;
  status: "loading" | "ready" | "error";
  error: string | null;
  slug: string;
  /** Whether today's version has the type (else there is no today's calculation to go back to). */
  inToday?: boolean;
}) {
  const version = status === "ready" ? loaded?.kural_seti : undefined;
  // The build's date is not the reader's: the prerendered page shows the field empty until the app runs.
  const hydrated = useHydrated();
  return (
    <section className="rule-version" aria-label="Mevzuat" aria-busy={status === "loading"}>
      {surum ? (
        <p className="rule-version__chosen">
          Adreste seçilen kural seti sürümü: <strong>{surum}</strong>.{" "}
          {inToday ? (
            <Link to={paths.calculation.getHref(slug)}>Yürürlükteki sürümle hesapla</Link>
          ) : (
            "Bu yapı türü yürürlükteki sürümde yok."
          )}
        </p>
      ) : (
        <div className="field rule-version__date">
          <label htmlFor="mevzuat-tarihi">Mevzuat tarihi</label>
          <input
            id="mevzuat-tarihi"
            type="date"
            value={hydrated ? tarih : ""}
            aria-describedby="mevzuat-tarihi-surum"
            aria-invalid={status === "error" ? true : undefined}
            onChange={(e) => {
              if (e.target.value) setMevzuatTarihi(e.target.value);
            }}
          />
        </div>
      )}
      <p id="mevzuat-tarihi-surum" className="field__hint rule-version__info" data-testid="rule-version">
        {version ? versionLine(version) : status === "loading" ? "Kural seti yükleniyor..." : ""}
      </p>
      {version?.durum === "taslak" ? (
        <div role="status" className="notice notice--warning rule-version__draft" data-testid="draft-banner">
          <strong>Taslak — yürürlükte değil</strong>
          <p>
            {version.yonetmelik} (kural seti {version.surum}) henüz yayımlanmadı; {inForceText(version)}. Sonuçlar
            yalnızca önizleme içindir.
          </p>
        </div>
      ) : null}
      {status === "error" ? (
        <p role="alert" className="notice notice--error" data-testid="rule-version-error">
          {error}
        </p>
      ) : null}
    </section>
  );
}
