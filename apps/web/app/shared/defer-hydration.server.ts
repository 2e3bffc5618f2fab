// The page first, its script after: React Router asks for every script module in the head
// (modulepreload) and starts them with one inline module script. On a phone's connection those
// ~150 KB compete with the HTML and the stylesheet for the first paint, although the page is
// complete without them (links and forms work without script). This moves both behind the first
// frame: a small inline script, with the page's nonce, adds the preloads and the module script
// once the page has been painted (at once in a hidden tab, which paints nothing). React skips
// over the script elements it does not know when it hydrates.

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const MODULE_SCRIPT = /<script nonce="([^"]*)" type="module" async="">([\s\S]*?)<\/script>/;

/** JSON that is safe inside an inline script (no `</script>`, no HTML comment openers). */
const inline = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function deferHydration(html: string): string {
  const module = MODULE_SCRIPT.exec(html);
  if (!module) return html;
  const [whole, nonce, code] = module;
  const preloads = [...html.matchAll(PRELOAD)].map((m) => m[1]!);
  const loader =
    `(function(){var go=function(){var d=document;${inline(preloads)}.forEach(function(u){var l=d.createElement("link");l.rel="modulepreload";l.href=u;d.head.appendChild(l)});` +
    `var s=d.createElement("script");s.type="module";s.nonce=${inline(nonce)};s.textContent=${inline(code)};d.body.appendChild(s)};` +
    'if(document.visibilityState==="hidden")go();else requestAnimationFrame(function(){setTimeout(go,0)})})();';
  return html.replace(PRELOAD, '').replace(whole, () => `<script nonce="${nonce}">${loader}</script>`);
}
