/**
 * What a shared link (/sonuc/{id}) shows to anyone who opens it: said once, in the save dialog and beside the share
 * button, before a user shares a place they may not want to make public.
 */
export const SHARE_SHOWS =
  "Paylaşım bağlantısını açan herkes başlığı, açıklamayı, girdileri ve noktanın tam konumunu görür.";
