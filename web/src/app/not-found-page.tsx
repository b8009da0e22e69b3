import { Link, useLocation } from "react-router-dom";
import { pathPrefix } from "@worker/core/contracts/paths.ts";
import { paths, PRODUCT_NAME } from "../config/paths.ts";
import { useDocumentTitle } from "../lib/hooks/use-document-title.ts";

export const NOT_FOUND_TITLE = "Sayfa bulunamadı";

/** E-mailed links whose address is often cut where a mail program wraps the line. */
const MAILED_LINKS = [paths.resetPassword, paths.setPassword, paths.verifyEmail, paths.emailChange].map(pathPrefix);
/** The links that set a password: a broken one offers a new one. */
const PASSWORD_LINKS = [paths.resetPassword, paths.setPassword].map(pathPrefix);
const CALCULATION = pathPrefix(paths.calculation);

function decoded(segment: string | undefined): string | null {
  if (!segment) return null;
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * Any address no page answers, inside the shell: what happened in Turkish and a way on. A broken e-mailed link
 * (cut by a wrapped line) says so and how to mend it; a calculation page with extra parts links to the page itself.
 */
export function NotFoundPage() {
  const { pathname } = useLocation();
  useDocumentTitle(`${NOT_FOUND_TITLE} | ${PRODUCT_NAME}`);
  const mailed = MAILED_LINKS.some((p) => pathname.startsWith(p));
  const calculation = pathname.startsWith(CALCULATION)
    ? decoded(/^([^/]+)\/./.exec(pathname.slice(CALCULATION.length))?.[1])
    : null;
  return (
    <section className="route-error" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{NOT_FOUND_TITLE}</h1>
      {mailed ? (
        <p>
          Bu bağlantı eksik ya da bozuk görünüyor. E-postadaki bağlantı iki satıra bölünmüş olabilir: bağlantının
          tamamını kopyalayıp tarayıcının adres çubuğuna yapıştırın. Bağlantının süresi dolduysa yeni bir bağlantı
          isteyin.
        </p>
      ) : (
        <p>Aradığınız adreste bir sayfa yok. Adresi kontrol edin ya da aşağıdaki bağlantılardan devam edin.</p>
      )}
      <div className="route-error__actions">
        {calculation ? (
          <Link className="button button--primary" to={paths.calculation.getHref(calculation)}>
            Hesaplama sayfasına git
          </Link>
        ) : null}
        {PASSWORD_LINKS.some((p) => pathname.startsWith(p)) ? (
          <Link className="button button--primary" to={paths.forgotPassword.getHref()}>
            Yeni şifre bağlantısı iste
          </Link>
        ) : null}
        <Link to={paths.home.getHref()}>Ana sayfaya dön</Link>
        <Link to={paths.parcelAnalysis.getHref()}>Bu parselde ne yapabilirim?</Link>
      </div>
    </section>
  );
}
