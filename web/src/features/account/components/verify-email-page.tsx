import { Link, useParams, useSearchParams } from "react-router-dom";
import { paths } from "../../../config/paths.ts";
import { verifyEmail, type Outcome } from "../api.ts";
import { isExpiredLinkError, linkParams } from "../logic.ts";
import { MESSAGES } from "../messages.ts";
import { useOnce } from "../run-once.ts";
import { HomeLink, LoginLink, StatusCard } from "./status-card.tsx";

const start = (key: string): Promise<Outcome> => {
  const [uid = "", token = ""] = JSON.parse(key) as string[];
  return verifyEmail(uid, token);
};

/** /verify-email/{uid}/{token}: verifies on open; success, expired link, other error, missing parts, no server. */
export function VerifyEmailPage() {
  const params = useParams();
  const [query] = useSearchParams();
  const link = linkParams(params, query);
  const outcome = useOnce(link ? JSON.stringify([link.uid, link.token]) : null, start);

  if (!link) {
    return (
      <StatusCard tone="error" title="Doğrulama Başarısız" actions={<HomeLink />}>
        <p>{MESSAGES.verifyMissing}</p>
      </StatusCard>
    );
  }
  if (!outcome) {
    return (
      <StatusCard tone="loading" title="E-posta Doğrulama">
        <p>{MESSAGES.verifying}</p>
      </StatusCard>
    );
  }
  if (outcome.ok) {
    return (
      <StatusCard tone="success" title="E-posta Doğrulandı" actions={<LoginLink />}>
        <p>{MESSAGES.verified}</p>
      </StatusCard>
    );
  }
  if (outcome.kind === "network") {
    return (
      <StatusCard tone="error" title="Doğrulama Başarısız" actions={<HomeLink />}>
        <p>{MESSAGES.verifyNetwork}</p>
      </StatusCard>
    );
  }
  if (isExpiredLinkError(outcome.message)) {
    return (
      <StatusCard
        tone="error"
        title="Doğrulama Linkinin Süresi Dolmuş"
        actions={
          <>
            <LoginLink />
            <Link to={paths.register.getHref()} className="button">
              Yeni Hesap Oluştur
            </Link>
          </>
        }
      >
        <p>Doğrulama linkinin süresi dolmuş veya link geçersiz.</p>
        <p>
          Lütfen yeni bir doğrulama maili isteyin: giriş yaptıktan sonra yeni bir doğrulama maili gönderebilir ya da
          yeni bir hesap oluşturabilirsiniz.
        </p>
      </StatusCard>
    );
  }
  return (
    <StatusCard tone="error" title="Doğrulama Başarısız" actions={<HomeLink />}>
      <p>{outcome.message}</p>
    </StatusCard>
  );
}
