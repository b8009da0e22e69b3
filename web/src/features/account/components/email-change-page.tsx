/** Placeholder; filled in by the account feature. */
export function EmailChangePage() {
  return <section className="account-page" />;
}
