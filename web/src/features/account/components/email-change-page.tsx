import { useEffect } from "react";
import { useParams, useSearchParams } from "react-router-dom";
import { notify } from "../../../lib/notifications.ts";
import { sessionState } from "../../../lib/session/session.ts";
import { loadCurrentUser } from "../../../lib/session/current-user.ts";
import { confirmEmailChange, type Outcome } from "../api.ts";
import { MESSAGES } from "../messages.ts";
import { runOnce, useOnce } from "../run-once.ts";
import { HomeLink, LoginLink, StatusCard } from "./status-card.tsx";

const start = (key: string): Promise<Outcome> => {
  const [uid = "", token = "", newEmail = ""] = JSON.parse(key) as string[];
  return confirmEmailChange(uid, token, newEmail);
};

/** After a confirmed change: a logged-in user's stored e-mail follows (best effort). */
function refreshStoredUser(): void {
  if (sessionState.access !== null) void loadCurrentUser({ force: true });
}

/** /email-change/{uid}/{token}?new_email=…: confirms the change on open. */
export function EmailChangePage() {
  const { uid, token } = useParams();
  const [query] = useSearchParams();
  const newEmail = (query.get("new_email") ?? "").trim();
  const complete = Boolean(uid && token && newEmail);
  const key = complete ? JSON.stringify([uid, token, newEmail]) : null;
  const outcome = useOnce(key, start);

  useEffect(() => {
    if (key === null || !outcome?.ok) return;
    // One toast per confirmation, also if the page re-mounts.
    void runOnce(`toast:${key}`, async () => {
      notify("success", MESSAGES.emailChangeToast);
      refreshStoredUser();
    });
  }, [key, outcome]);

  if (!complete) {
    return (
      <StatusCard tone="error" title={MESSAGES.emailChangeFailedTitle} actions={<HomeLink />}>
        <p>{MESSAGES.emailChangeInvalidLink}</p>
      </StatusCard>
    );
  }
  if (!outcome) {
    return (
      <StatusCard tone="loading" title={MESSAGES.emailChangeLoading}>
        <p>Lütfen bekleyin.</p>
      </StatusCard>
    );
  }
  if (outcome.ok) {
    return (
      <StatusCard
        tone="success"
        title={MESSAGES.emailChangeSuccessTitle}
        actions={
          <>
            <LoginLink />
            <HomeLink primary={false} />
          </>
        }
      >
        <p>
          E-posta adresiniz <strong>{newEmail}</strong> olarak güncellendi. Bundan sonra bu adresi kullanabilirsiniz.
        </p>
      </StatusCard>
    );
  }
  const text =
    outcome.kind === "network"
      ? MESSAGES.emailChangeNetwork
      : outcome.kind === "rate_limit"
        ? MESSAGES.tooManyRequests
        : outcome.message || MESSAGES.emailChangeFailed;
  return (
    <StatusCard tone="error" title={MESSAGES.emailChangeFailedTitle} actions={<HomeLink />}>
      <p>{text}</p>
    </StatusCard>
  );
}
