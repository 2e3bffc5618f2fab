// First-load CSS of pages (issue 34): every stylesheet the server-rendered HTML links, raw and
// gzip -9, summed per page. It reads a server that is already running (the build under test):
//
//   node bench/first-load-css.ts http://127.0.0.1:3502 /properties /property/1
//
// Only <link rel="stylesheet"> tags count: what the browser must fetch before the first paint.
import { gzipSync } from 'node:zlib';

const [base = 'http://127.0.0.1:3000', ...args] = process.argv.slice(2);
const paths = args.length > 0 ? args : ['/properties', '/property/1'];

/** The href of each <link> whose rel is stylesheet, in the order the page links them. */
function stylesheetHrefs(html: string): string[] {
  const hrefs: string[] = [];
  for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
    if (!/\brel="stylesheet"/.test(tag)) continue;
    const href = tag.match(/\bhref="([^"]+)"/)?.[1];
    if (href && !hrefs.includes(href)) hrefs.push(href);
  }
  return hrefs;
}

async function fetchOk(url: string): Promise<Response> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response;
}

for (const path of paths) {
  const hrefs = stylesheetHrefs(await (await fetchOk(new URL(path, base).href)).text());
  let raw = 0;
  let gzip = 0;
  const files = [];
  for (const href of hrefs) {
    const body = Buffer.from(await (await fetchOk(new URL(href, base).href)).arrayBuffer());
    const zipped = gzipSync(body, { level: 9 }).length;
    raw += body.length;
    gzip += zipped;
    files.push({ href, raw: body.length, gzip: zipped });
  }
  console.log(JSON.stringify({ path, stylesheets: files.length, raw, gzip, files }));
}
