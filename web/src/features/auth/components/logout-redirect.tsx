import { useCallback, useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { paths } from "../../../config/paths.ts";
import { notify } from "../../../lib/notifications.ts";
import { pendingSaves } from "../../../entities/saves/pending-saves.ts";
import { sendPendingSaves } from "../../../entities/saves/save-calculation.ts";
import { reportSentSaves } from "../../../entities/saves/sent-saves-report.ts";
import { sessionState } from "../../../lib/session/session.ts";
import { useModalDialog } from "../../../lib/hooks/use-modal-dialog.ts";
import { logout } from "../actions.ts";

/** The account's saves still waiting in this browser (0 when there is no storage). */
const countWaiting = (owner: number) =>
  pendingSaves(owner).then(
    (list) => list.length,
    () => 0,
  );

function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine !== false);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine !== false);
    window.addEventListener("online", update);
    window.addEventListener("offline", update);
    return () => {
      window.removeEventListener("online", update);
      window.removeEventListener("offline", update);
    };
  }, []);
  return online;
}

/**
 * /logout and /auth/logout: log out and end on / (logout always clears local state and redirects to /).
 * No page of its own; a toast confirms it. The page being left is gone by now, so clearing the session
 * cannot make it redirect elsewhere (e.g. /account to /login). When saves made offline still wait in this browser,
 * a dialog asks first: send them (online), drop them, or stay signed in; a logout never leaves them behind.
 */
export function LogoutRedirect() {
  const navigate = useNavigate();
  const location = useLocation();
  const [owner] = useState(() => sessionState.user?.id);
  const [waiting, setWaiting] = useState(0);

  const finish = useCallback(async () => {
    await logout();
    notify("success", "Başarıyla çıkış yaptınız.");
    void navigate(paths.home.getHref(), { replace: true });
  }, [navigate]);

  useEffect(() => {
    let cancelled = false;
    void (owner === undefined ? Promise.resolve(0) : countWaiting(owner)).then((n) => {
      if (cancelled) return;
      if (n === 0) void finish();
      else setWaiting(n);
    });
    return () => {
      cancelled = true;
    };
  }, [owner, finish]);

  if (owner === undefined || waiting === 0) return null;
  return (
    <PendingSavesAtLogout
      owner={owner}
      count={waiting}
      onLeft={setWaiting}
      onLogout={() => void finish()}
      onStay={() => {
        // Back to the page left for /logout (home when /logout was opened directly).
        if (location.key === "default") void navigate(paths.home.getHref(), { replace: true });
        else void navigate(-1);
      }}
    />
  );
}

function PendingSavesAtLogout({
  owner,
  count,
  onLeft,
  onLogout,
  onStay,
}: {
  owner: number;
  count: number;
  onLeft: (n: number) => void;
  onLogout: () => void;
  onStay: () => void;
}) {
  const ref = useModalDialog(true);
  const online = useOnline();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const send = async () => {
    setBusy(true);
    setProblem(null);
    try {
      reportSentSaves(await sendPendingSaves(owner));
    } catch {
      // counted again below
    }
    const left = await countWaiting(owner);
    setBusy(false);
    if (left === 0) return onLogout();
    onLeft(left);
    setProblem(`${left} kayıt gönderilemedi. Daha sonra yeniden deneyin ya da silip çıkış yapın.`);
  };

  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby="cikis-bekleyen-baslik"
      aria-describedby="cikis-bekleyen-aciklama"
      onCancel={(e) => {
        e.preventDefault();
        if (!busy) onStay();
      }}
    >
      <h2 id="cikis-bekleyen-baslik">Gönderilmemiş kayıtlar</h2>
      <p id="cikis-bekleyen-aciklama">
        Çevrimdışıyken yaptığınız {count} kayıt henüz gönderilmedi. Çıkış yaparsanız bu cihazdan silinir.
      </p>
      {online ? null : <p className="field__hint">Göndermek için internet bağlantısı gerekir.</p>}
      {problem ? (
        <p role="alert" className="field__error">
          {problem}
        </p>
      ) : null}
      <div className="dialog__actions">
        <button type="button" className="button" disabled={busy} onClick={onStay}>
          Vazgeç
        </button>
        <button type="button" className="button button--danger" disabled={busy} onClick={onLogout}>
          Silip çıkış yap
        </button>
        <button type="button" className="button button--primary" disabled={busy || !online} onClick={() => void send()}>
          {busy ? "Gönderiliyor..." : "Gönder ve çıkış yap"}
        </button>
      </div>
    </dialog>
  );
}
