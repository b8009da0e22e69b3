/** The account screens' fixed Turkish texts. */
import { PASSWORD_LENGTH_MESSAGES, PASSWORD_MIN_LENGTH } from "@worker/core/contracts/password-rules.ts";

export const MESSAGES = {
  tooManyRequests: "Çok fazla istek gönderiyorsunuz. Lütfen bir süre bekleyip tekrar deneyin.",
  networkError: "Ağ hatası oluştu",
  genericError: "Bir hata oluştu. Lütfen tekrar deneyin.",

  verificationSent: "Doğrulama maili gönderildi! Email adresinizi kontrol edin.",
  verificationFailed: "Mail gönderilemedi",
  verificationEmailRequired: "Lütfen geçerli bir email adresi girin",

  verifying: "E-posta doğrulanıyor...",
  verified: "E-posta adresiniz başarıyla doğrulandı! Artık giriş yapabilirsiniz.",
  verifyMissing: "Doğrulama için gerekli bilgiler eksik.",
  verifyNetwork: "Sunucuya ulaşılamadı. Lütfen daha sonra tekrar deneyin.",

  emailChangeLoading: "E-posta Değişikliği Onaylanıyor...",
  emailChangeSuccessTitle: "E-posta Değişikliği Başarılı!",
  emailChangeToast: "E-posta adresiniz başarıyla değiştirildi!",
  emailChangeFailedTitle: "E-posta Değişikliği Başarısız",
  emailChangeFailed: "E-posta değişikliği onaylanamadı. Link geçersiz veya süresi dolmuş olabilir.",
  emailChangeInvalidLink: "Geçersiz doğrulama linki.",
  emailChangeNetwork: "Bağlantı hatası oluştu. Lütfen tekrar deneyin.",

  resetInvalidLink: "Geçersiz şifre sıfırlama linki",
  resetFillAll: "Tüm alanları doldurun",
  resetMismatch: "Şifreler eşleşmiyor",
  resetTooShort: PASSWORD_LENGTH_MESSAGES.min,
  setPasswordInvalidLink: "Geçersiz şifre belirleme linki",

  changePasswordRequired: "Mevcut şifrenizi ve yeni şifrenizi girin.",
  changePasswordSuccess: "Şifreniz değiştirildi. Diğer cihazlardaki oturumlarınız kapatıldı.",
  resetNetwork: "Bağlantı hatası. Lütfen tekrar deneyin.",

  forgotEmailRequired: "Email adresi gerekli",

  emailChangeRequired: "Yeni e-posta ve mevcut şifre gereklidir.",
  deletePasswordRequired: "Hesap silme işlemi için şifrenizi girmeniz gereklidir.",
  profileUpdateError: "Güncelleme sırasında hata oluştu",
} as const;

export { PASSWORD_MIN_LENGTH };
export const RESET_REDIRECT_MS = 3_000;
export const PASSWORD_RESET_DAILY_LIMIT = 3;
