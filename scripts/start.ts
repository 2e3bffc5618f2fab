// `npm start`: build the web app when its sources are newer than the build, then run the one
// server process (migrate, seed an empty database, serve).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const buildEntry = join(root, 'apps/web/build/server/index.js');
const sources = [
  'apps/web/app',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'apps/web/react-router.config.ts',
  'packages/contracts/src',
].map((p) => join(root, p));

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  return readdirSync(path).reduce((m, f) => Math.max(m, newest(join(path, f))), st.mtimeMs);
}

const built = existsSync(buildEntry) ? statSync(buildEntry).mtimeMs : 0;
if (built < Math.max(...sources.map(newest))) {
  process.stderr.write('Building the web app…\n');
  execFileSync('npm', ['run', 'build', '-w', '@aangan/web', '--silent'], { cwd: root, stdio: 'inherit' });
}
// React picks its build from NODE_ENV when first loaded: unset, it runs its development build,
// which checks every element and renders pages at a third of the speed (bench/README.md).
process.env.NODE_ENV ??= 'production';
await import('../apps/api/src/server.ts');
