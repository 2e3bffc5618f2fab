// What every cookie the pages set has in common: `; Secure` when the site is served over https
// (PUBLIC_URL says so, or the request came that way), as the session cookie does.

export function secureAttr(request: Request): string {
  const pub = process.env.PUBLIC_URL;
  return (pub ? pub.startsWith('https:') : new URL(request.url).protocol === 'https:') ? '; Secure' : '';
}
