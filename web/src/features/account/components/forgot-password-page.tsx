/** Placeholder; filled in by the account feature. */
export function ForgotPasswordPage() {
  return <section className="account-page" />;
}
