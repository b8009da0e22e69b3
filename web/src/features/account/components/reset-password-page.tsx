/** Placeholder; filled in by the account feature. */
export function ResetPasswordPage() {
  return <section className="account-page" />;
}
