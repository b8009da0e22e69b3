/** The registration success content: the request waits for the administrator's approval. */
export function RegistrationSuccess({ onAcknowledge, titleId }: { onAcknowledge: () => void; titleId: string }) {
  return (
    <div className="auth-success" role="status">
      <p className="auth-success__icon" aria-hidden="true">
        ✅
      </p>
      <h2 id={titleId}>Kayıt Talebiniz Alındı!</h2>
      <p>Kayıt talebiniz yönetici onayına gönderildi.</p>
      <p>
        Talebiniz onaylandığında hesabınız etkinleştirilecek; şifre belirlemediyseniz şifrenizi belirlemeniz için
        e-posta adresinize bir bağlantı gönderilecektir.
      </p>
      <p>
        <strong>Hesabınız onaylanana kadar giriş yapamazsınız.</strong>
      </p>
      <button type="button" className="button button--primary" onClick={onAcknowledge} autoFocus>
        Anladım
      </button>
    </div>
  );
}
