/**
 * The migrated database each test file clones, named after the server database the run was
 * given, so two runs against one server (two checkouts, two suites) never drop each other's.
 */
export function templateDb(url: string): string {
  const name =
    new URL(url).pathname
      .slice(1)
      .replace(/[^a-z0-9_]/gi, '_')
      .toLowerCase() || 'postgres';
  return `${name}_template`.slice(0, 63);
}

/** The maintenance database on the same server, for CREATE/DROP DATABASE. */
export function adminUrl(url: string): string {
  const u = new URL(url);
  u.pathname = '/postgres';
  return u.toString();
}
