import { Link } from "react-router-dom";
import { inForceText } from "@worker/core/rules/version-text.ts";
import { paths, PRODUCT_NAME } from "../../../config/paths.ts";
import { useDocumentTitle } from "../../../lib/hooks/use-document-title.ts";
import { StructureTypesStatus } from "../../../components/structure-types-status.tsx";
import { groupByCategory } from "../../../entities/structure-types/group.ts";
import { useShellRuleSet } from "../../../entities/structure-types/shell-version.ts";

/** The home page: what the tool does, and the types of the shell's chosen version (today's, or the draft). */
export function HomePage() {
  useDocumentTitle(PRODUCT_NAME);
  const { ruleSet, status, error, query } = useShellRuleSet();
  const draft = ruleSet?.kural_seti.durum === "taslak" ? ruleSet.kural_seti : null;
  const groups = ruleSet ? groupByCategory(ruleSet) : [];

  return (
    <div className="home">
      <section className="hero" aria-labelledby="hero-title">
        <h1 id="hero-title">{PRODUCT_NAME}</h1>
        <p className="hero__lead">
          Parselinizi haritada seçin, yapı türünü belirleyin: güncel mevzuata göre bu tarımsal yapının izin durumunu ve
          en fazla ne büyüklükte yapılabileceğini hızlı ve güvenilir biçimde hesaplayın.
        </p>
        <p className="hero__scope">Hesaplamalar İzmir ili sınırları içindeki tarım arazileri için yapılır.</p>
      </section>

      <section className="cta" aria-labelledby="cta-title">
        <h2 id="cta-title">Hesaplamaya başlayın</h2>
        <ol className="cta__steps">
          <li>Aşağıdan planladığınız yapı türünü seçin.</li>
          <li>Haritada parselinizin konumunu işaretleyin.</li>
          <li>Arazi bilgilerini girin ve sonucu yasal dayanaklarıyla görün.</li>
        </ol>
        <a className="button button--primary" href="#types-title">
          Hesaplamaya Başla
        </a>
      </section>

      <section className="cta" aria-labelledby="analysis-title">
        <h2 id="analysis-title">Bu parselde ne yapabilirim?</h2>
        <p>
          Yapı türünü bilmiyorsanız parselinizi, arazi vasfını ve alanını bir kez girin: bütün yapı türlerinin izin
          durumunu ve en büyük yapı alanını tek tabloda görün.
        </p>
        <Link className="button" to={paths.parcelAnalysis.getHref()}>
          Parsel analizine başla
        </Link>
      </section>

      <section aria-labelledby="types-title" className="type-groups">
        <h2 id="types-title">Desteklenen yapı türleri</h2>
        {draft ? (
          <p role="note" className="notice notice--warning" data-testid="home-draft-note">
            <strong>Taslak — yürürlükte değil.</strong> Listelenen yapı türleri: {draft.yonetmelik} (kural seti{" "}
            {draft.surum}, {inForceText(draft)}); sonuçlar yalnızca önizleme içindir.
          </p>
        ) : null}
        {status !== "ready" || !ruleSet ? (
          <StructureTypesStatus status={status} error={error} query={query} />
        ) : (
          groups.map((group) => (
            <section key={group.id} className="type-group" aria-labelledby={`group-${group.id}`}>
              <h3 id={`group-${group.id}`}>{group.label}</h3>
              <ul className="type-grid">
                {group.items.map((t) => (
                  <li key={t.id}>
                    <Link className="type-card" to={paths.calculation.getHref(t.slug, query)}>
                      <span className="type-card__emoji" aria-hidden="true">
                        {t.emoji}
                      </span>
                      <span className="type-card__label">{t.label}</span>
                      <span className="type-card__desc">{t.description}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))
        )}
      </section>
    </div>
  );
}
