import { panoramaSvg } from './generate.ts';
const svg = panoramaSvg(1, 1, 1024);
const polys = [...svg.matchAll(/<polygon points="([^"]+)" fill="([^"]+)"/g)];
for (const m of polys) {
  const xs = m[1]!.split(' ').map(p => Number(p.split(',')[0]));
  const lo = Math.min(...xs), hi = Math.max(...xs);
  if (lo < 300 || hi > 3800) if (m[2] === '#c4b693' || m[2]!.startsWith('#c')) console.log(m[2], lo.toFixed(0), hi.toFixed(0), xs.length);
}
for (const m of polys) if (m[2] === '#c4b692') { console.log(m[1]!.split(' ').slice(0, 200).join(' ')); break; }
