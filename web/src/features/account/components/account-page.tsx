/** Placeholder; filled in by the account feature. */
export function AccountPage() {
  return <section className="account-page" />;
}
