import { paths } from "../../../config/paths.ts";
import "../account.css";
import { Suspense, useEffect, useState, type ReactNode } from "react";
import { Link, Navigate, useLocation } from "react-router-dom";
import { useSnapshot } from "valtio";
import { loadCurrentUser } from "../../../lib/session/current-user.ts";
import { saveReturnUrl } from "../../../lib/return-url.ts";
import { sessionState } from "../../../lib/session/session.ts";
import { formatDate } from "@worker/core/rules/numbers.ts";
import { AccountDeletion } from "./account-deletion.tsx";
import { EmailChangeForm } from "./email-change-form.tsx";
import { PasswordChangeForm } from "./password-change-form.tsx";
import { ProfileForm } from "./profile-form.tsx";

/** Logged out: to the login page, which brings the user back here after the login. */
function ToLogin() {
  const { pathname, search } = useLocation();
  // Saved once, before the redirect's own effect runs (saving again is harmless).
  useState(() => saveReturnUrl(pathname + search));
  return <Navigate to={paths.login.getHref()} replace />;
}

/** The history dialog the page opens: the app composes it from the history feature. */
export type HistoryDialog = (props: { open: boolean; onClose: () => void }) => ReactNode;

/**
 * /account 'Profilim': basic info, status, e-mail change, password change, account info, history, deletion.
 * `historyDialog` renders the saved calculations (another feature, given by the app); without it the page has no
 * history section.
 */
export function AccountPage({ historyDialog }: { historyDialog?: HistoryDialog | undefined }) {
  const { access, user } = useSnapshot(sessionState);
  const [historyOpen, setHistoryOpen] = useState(false);
  // Mounted from the first opening on, so closing returns the focus to the button.
  const [historyUsed, setHistoryUsed] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);

  useEffect(() => {
    if (access === null) return;
    // The shell's own user fetch (5-minute throttle, one request in flight); no second request from here.
    void loadCurrentUser().then(() => {
      if (sessionState.access !== null && !sessionState.user) setLoadError("Kullanıcı bilgileri alınamadı");
    });
  }, [access]);

  if (access === null) return <ToLogin />;
  if (!user) {
    return (
      <section className="account-page">
        <h1>Profilim</h1>
        {loadError ? (
          <p role="alert" className="notice notice--error">
            {loadError}
          </p>
        ) : (
          <p role="status" className="loading-text">
            Profil bilgileri yükleniyor...
          </p>
        )}
      </section>
    );
  }

  return (
    <div className="account-page">
      <h1>Profilim</h1>
      <p className="account-page__lead">
        Hoş geldiniz, <strong>{user.first_name || user.username}</strong>.
      </p>
      <div className="account-grid">
        <section className="account-section" aria-labelledby="profile-basic">
          <h2 id="profile-basic">Temel Bilgiler</h2>
          <ProfileForm key={user.id} user={user} />
        </section>

        <section className="account-section" aria-labelledby="profile-status">
          <h2 id="profile-status">Hesap Durumu</h2>
          <dl className="account-facts">
            <dt>Durum</dt>
            <dd>
              <span className={`account-badge account-badge--${user.is_active ? "active" : "passive"}`}>
                {user.is_active ? "Aktif" : "Pasif"}
              </span>
            </dd>
            <dt>E-posta doğrulaması</dt>
            <dd>
              {user.email_verified ? (
                <span className="account-badge account-badge--active">Doğrulandı</span>
              ) : (
                <>
                  <span className="account-badge account-badge--passive">Doğrulanmadı</span>{" "}
                  <Link to={paths.emailVerification.getHref()}>E-postamı doğrula</Link>
                </>
              )}
            </dd>
          </dl>
        </section>

        <section className="account-section" aria-labelledby="profile-email">
          <h2 id="profile-email">E-posta Ayarları</h2>
          <p>
            Kayıtlı e-posta adresiniz: <strong>{user.email}</strong>
          </p>
          <EmailChangeForm />
        </section>

        <section className="account-section" aria-labelledby="profile-password">
          <h2 id="profile-password">Şifre Değiştir</h2>
          <PasswordChangeForm />
        </section>

        <section className="account-section" aria-labelledby="profile-info">
          <h2 id="profile-info">Hesap Bilgileri</h2>
          <dl className="account-facts">
            <dt>Kullanıcı adı</dt>
            <dd>{user.username}</dd>
            <dt>E-posta</dt>
            <dd>{user.email}</dd>
            <dt>Ad Soyad</dt>
            <dd>{[user.first_name, user.last_name].filter(Boolean).join(" ") || "—"}</dd>
            <dt>Üyelik tarihi</dt>
            <dd>{user.profile?.created_at ? formatDate(user.profile.created_at) : "—"}</dd>
          </dl>
        </section>

        {historyDialog ? (
          <section className="account-section" aria-labelledby="profile-history">
            <h2 id="profile-history">Hesaplama Geçmişi</h2>
            <p>Kaydettiğiniz hesaplamaları görüntüleyin, arayın, kopyalayın veya silin.</p>
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                setHistoryUsed(true);
                setHistoryOpen(true);
              }}
            >
              Hesaplama Geçmişini Görüntüle
            </button>
            {historyUsed ? (
              <Suspense
                fallback={
                  <p role="status" className="loading-text">
                    Geçmiş yükleniyor...
                  </p>
                }
              >
                {historyDialog({ open: historyOpen, onClose: () => setHistoryOpen(false) })}
              </Suspense>
            ) : null}
          </section>
        ) : null}

        <section className="account-section account-section--danger" aria-labelledby="profile-delete">
          <h2 id="profile-delete">Hesabı Sil</h2>
          <AccountDeletion />
        </section>
      </div>
    </div>
  );
}
