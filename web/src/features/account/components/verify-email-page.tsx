/** Placeholder; filled in by the account feature. */
export function VerifyEmailPage() {
  return <section className="account-page" />;
}
