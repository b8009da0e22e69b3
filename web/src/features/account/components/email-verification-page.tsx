/** Placeholder; filled in by the account feature. */
export function EmailVerificationPage() {
  return <section className="account-page" />;
}
