import { useEffect, useState } from "react";
import { Link, Navigate, useLocation, useParams, useSearchParams } from "react-router-dom";
import type { LegislationDto, LegislationRuleDto } from "@worker/core/contracts/legislation.ts";
import { inForceText } from "@worker/core/rules/version-text.ts";
import { paths, PRODUCT_NAME } from "../../../config/paths.ts";
import { EarlierVersionLink } from "../../../components/earlier-version-link.tsx";
import { ApiClientError } from "../../../lib/api/api-client.ts";
import { searchWithVersion } from "../../../entities/structure-types/rule-version.ts";
import { useRuleSet } from "../../../entities/structure-types/use-structure-types.ts";
import { useLaterDefiningVersion } from "../../../entities/structure-types/versions.ts";
import { prerendered, prerenderKeys } from "../../../lib/prerendered-data.ts";
import { useDocumentTitle } from "../../../lib/hooks/use-document-title.ts";
import { fetchLegislation } from "../api.ts";
import { NumberSources } from "../../../components/number-sources.tsx";
import "../legislation.css";

function RuleRow({ rule }: { rule: LegislationRuleDto }) {
  return (
    <li className="legislation__rule" data-testid={`rule-${rule.kural_id}`}>
      <h3>
        {rule.ad} <span className={`legislation__kind legislation__kind--${rule.tur}`}>{rule.tur_etiketi}</span>
      </h3>
      <dl>
        <dt>Kural no.</dt>
        <dd className="legislation__id">{rule.kural_no}</dd>
        {rule.kosul ? (
          <>
            <dt>Koşul</dt>
            <dd>
              <code>{rule.kosul}</code>
            </dd>
          </>
        ) : null}
        {rule.mesaj ? (
          <>
            <dt>Sonuç metni</dt>
            <dd>{rule.mesaj}</dd>
          </>
        ) : null}
        {rule.aciklama ? (
          <>
            <dt>Açıklama</dt>
            <dd>{rule.aciklama}</dd>
          </>
        ) : null}
        <dt>Dayanak</dt>
        <dd>{rule.dayanak}</dd>
      </dl>
    </li>
  );
}

/** The page of a type in a version; `chosen`: the version was named in the address (the links keep it). */
function Legislation({ data, chosen }: { data: LegislationDto; chosen: boolean }) {
  const own = data.kurallar.filter((r) => !r.ortak);
  const common = data.kurallar.filter((r) => r.ortak);
  const undefinedHere = data.tur.mevzuat_durumu.kod === "tanimli_degil";
  return (
    <article className="legislation" aria-labelledby="legislation-title">
      <h1 id="legislation-title">
        <span aria-hidden="true">{data.tur.emoji}</span> {data.tur.label} — Mevzuat
      </h1>
      <p>
        {data.tur.category_label} · Kural seti {data.kural_seti.surum} ({inForceText(data.kural_seti)})
        {data.kural_seti.durum === "taslak" ? " — Taslak, yürürlükte değil" : ""}
      </p>
      {data.tur.mevzuat_durumu.not ? (
        <p role="note" className="notice notice--warning">
          {data.tur.mevzuat_durumu.not}
        </p>
      ) : null}
      {undefinedHere ? <EarlierVersionLink slug={data.tur.slug} version={data.kural_seti} /> : null}
      <p>
        <Link to={paths.calculation.getHref(data.tur.slug, chosen ? { surum: data.kural_seti.surum } : {})}>
          Bu yapı türü için hesaplama yap
        </Link>
      </p>
      {/* A type the version does not define has no emsal or land types of its own: its rules say why. */}
      {undefinedHere ? null : (
        <section aria-labelledby="legislation-basics">
          <h2 id="legislation-basics">Emsal ve arazi vasıfları</h2>
          <p>
            {data.emsal.metin}
            {data.emsal.dayanak ? ` (Dayanak: ${data.emsal.dayanak})` : ""}
          </p>
          <p>İzin verilen arazi vasıfları:</p>
          <ul>
            {data.arazi_vasiflari.map((a) => (
              <li key={a}>{a}</li>
            ))}
          </ul>
          {data.arazi_vasfi_gerekcesi ? <p>{data.arazi_vasfi_gerekcesi}</p> : null}
        </section>
      )}
      <section aria-labelledby="legislation-own">
        <h2 id="legislation-own">{data.tur.label} kuralları</h2>
        <ol className="legislation__rules">
          {own.map((r) => (
            <RuleRow key={r.kural_id} rule={r} />
          ))}
        </ol>
      </section>
      <section aria-labelledby="legislation-common">
        <h2 id="legislation-common">Her yapı türü için ortak kurallar</h2>
        <ol className="legislation__rules">
          {common.map((r) => (
            <RuleRow key={r.kural_id} rule={r} />
          ))}
        </ol>
      </section>
      {/* The figures the type's answers rest on, each with its source or marked as the tool's assumption. */}
      {data.sayi_kaynaklari?.length ? (
        <section aria-labelledby="legislation-numbers">
          <h2 id="legislation-numbers">Sayılar ve kaynakları</h2>
          <NumberSources rows={data.sayi_kaynaklari} headed testId="legislation-numbers" />
        </section>
      ) : null}
      <p className="field__hint">
        Bu sayfa kural setinin dosyalarından üretilmiştir; kuralların dayanağı olan mevzuat metninin yerine geçmez.
      </p>
    </article>
  );
}

/**
 * /mevzuat/{type}: the rules of a type in force (or in the `?surum=` / `?tarih=` version), from the rule set. A type
 * today's version does not have, asked without a version, opens under the nearest later version that defines it.
 */
export function LegislationPage() {
  const { slug = "" } = useParams();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const surum = search.get("surum") ?? undefined;
  const tarih = search.get("tarih") ?? undefined;
  const key = `${slug}|${surum ?? ""}|${tarih ?? ""}`;
  // The page the build rendered (today's version) starts from the data it was rendered with.
  const [state, setState] = useState<{ key: string; data: LegislationDto | null; error: string | null } | null>(() => {
    const built = surum || tarih ? undefined : prerendered<LegislationDto>(prerenderKeys.legislation(slug));
    return built ? { key, data: built, error: null } : null;
  });
  const current = state?.key === key ? state : null;
  useDocumentTitle(current?.data ? `${current.data.tur.label} — Mevzuat | ${PRODUCT_NAME}` : PRODUCT_NAME);
  const loaded = !!current?.data;
  useEffect(() => {
    if (loaded) return;
    let live = true;
    fetchLegislation(slug, { surum, tarih })
      .then((data) => live && setState({ key, data, error: null }))
      .catch((err: unknown) => {
        // The server's own text (e.g. 'Yapı türü bulunamadı: …'), else the client's message.
        const message =
          err instanceof ApiClientError && err.detail
            ? err.detail
            : err instanceof Error && err.message
              ? err.message
              : "Mevzuat bilgisi yüklenemedi.";
        if (live) setState({ key, data: null, error: message });
      });
    return () => {
      live = false;
    };
  }, [key, slug, surum, tarih, loaded]);
  // Not in today's version, asked without one: a later version (a draft) may define it.
  const today = useRuleSet();
  const searching = !!current?.error && !surum && !tarih;
  const later = useLaterDefiningVersion(slug, searching ? today.ruleSet : null);
  if (!current || later.status === "loading" || (searching && today.status === "loading"))
    return <p role="status">Mevzuat yükleniyor...</p>;
  if (later.version)
    return <Navigate replace to={{ pathname, search: searchWithVersion(search.toString(), later.version.surum) }} />;
  if (!current.data)
    return (
      <div className="notice notice--error" role="alert">
        <p>{current.error}</p>
        <Link to={paths.home.getHref()}>Ana sayfaya dön</Link>
      </div>
    );
  return <Legislation data={current.data} chosen={!!(surum || tarih)} />;
}
