import { Link, useLocation, useNavigate } from "react-router-dom";
import { AUTH_PAGE_PATHS, paths, PRODUCT_NAME } from "../config/paths.ts";
import { openLoginModal } from "../features/auth/modal-state.ts";
import { useSession } from "../lib/session/use-session.ts";

/** On these pages the header shows no buttons. */
const AUTH_PAGES = new Set(AUTH_PAGE_PATHS);

export function isAuthPage(pathname: string): boolean {
  return AUTH_PAGES.has(pathname.replace(/\/+$/, "") || paths.home.path);
}

/** The product title; logged out a login button, logged in the user with 'Hesabım' and 'Çıkış Yap'. */
export function Header() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { isAuthenticated, user } = useSession();

  return (
    <header className="header">
      <Link to={paths.home.getHref()} className="header__title">
        <span aria-hidden="true">🌾</span> {PRODUCT_NAME}
      </Link>
      {isAuthPage(pathname) ? null : (
        <div className={`header__actions${isAuthenticated ? " header__actions--user" : ""}`}>
          {isAuthenticated ? (
            <>
              <span className="header__user" title={user?.email || user?.username || "Kullanıcı"}>
                <span aria-hidden="true">👤</span> <span className="visually-hidden">Oturum açan kullanıcı: </span>
                {user?.email || user?.username || "Kullanıcı"}
              </span>
              <button type="button" className="header__button" onClick={() => navigate(paths.account.getHref())}>
                Hesabım
              </button>
              {/* /logout logs out and goes on to /; clearing here first would let the page being left react
                  to the logout (e.g. /account redirecting to /login) before the navigation. */}
              <button type="button" className="header__button" onClick={() => navigate(paths.logout.getHref())}>
                Çıkış Yap
              </button>
            </>
          ) : (
            <button type="button" className="header__button header__button--primary" onClick={openLoginModal}>
              Giriş Yap
            </button>
          )}
        </div>
      )}
    </header>
  );
}
