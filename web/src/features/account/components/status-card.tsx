import { paths } from "../../../config/paths.ts";
import "../account.css";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";

export type StatusTone = "loading" | "success" | "error" | "info";

const ICONS: Record<StatusTone, string> = { loading: "⏳", success: "✅", error: "⚠️", info: "ℹ️" };

/** The card the link pages (verify, e-mail change, reset) show: icon, title, text and actions. */
export function StatusCard({
  tone,
  title,
  children,
  actions,
}: {
  tone: StatusTone;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section
      className={`account-card account-card--${tone}`}
      aria-labelledby="account-card-title"
      aria-busy={tone === "loading"}
    >
      <p className="account-card__icon" aria-hidden="true">
        {ICONS[tone]}
      </p>
      <h1 id="account-card-title">{title}</h1>
      <div role={tone === "error" ? "alert" : "status"} className="account-card__body">
        {children}
      </div>
      {actions ? <div className="account-card__actions">{actions}</div> : null}
    </section>
  );
}

export function HomeLink({ primary = true }: { primary?: boolean }) {
  return (
    <Link to={paths.home.getHref()} className={primary ? "button button--primary" : "button"}>
      Ana Sayfaya Dön
    </Link>
  );
}

export function LoginLink({ primary = true }: { primary?: boolean }) {
  return (
    <Link to={paths.login.getHref()} className={primary ? "button button--primary" : "button"}>
      Giriş Yap
    </Link>
  );
}
