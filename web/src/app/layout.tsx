import { Link, Outlet } from "react-router-dom";
import { paths, PRODUCT_NAME } from "../config/paths.ts";

/** The shell: header with the product title and the page outlet. */
export function Layout() {
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        İçeriğe geç
      </a>
      <header className="header">
        <Link to={paths.home()} className="header__title">
          <span aria-hidden="true">🌾</span> {PRODUCT_NAME}
        </Link>
      </header>
      <main id="main" className="main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
