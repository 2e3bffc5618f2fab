// Runs one of the project's scripts on the Node version pinned in .nvmrc, whatever Node started
// this file: `node scripts/with-node.mjs <script> [args…]`. It is plain JavaScript without
// dependencies, so any Node >= 18 (a machine's own, often older) can run it.
//
// When the running Node's major version is at least the pinned one, the script is loaded in this
// same process. Otherwise the pinned Node is installed once from the npm registry (the package
// node-<os>-<arch> ships the official binary) into ~/.cache/aangan-node/<version>, and the script
// runs in a child process of that Node, with its folder first on PATH so that what the script
// starts (npm, Vitest, Playwright, the web build) runs on it too.
//
// `node scripts/with-node.mjs --bin-dir` installs if needed and prints the folder to put on PATH.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const pinned = readFileSync(join(root, '.nvmrc'), 'utf8').trim();
const major = (v) => Number(v.replace(/^v/, '').split('.')[0]);

const [what, ...args] = process.argv.slice(2);
if (!what) fail('usage: node scripts/with-node.mjs <script> [args…] | --bin-dir');

const newEnough = major(process.version) >= major(pinned);
if (what === '--bin-dir') {
  process.stdout.write((newEnough ? dirname(process.execPath) : binDir()) + '\n');
} else if (newEnough) {
  // Already new enough: run the script here, as if it had been started directly.
  process.argv.splice(1, 2, resolve(what));
  await import(pathToFileURL(resolve(what)).href);
} else {
  reexec(binDir(), what, args);
}

/** The folder holding the pinned Node's binary, installed into the cache on first use. */
function binDir() {
  const pkg = `node-${process.platform}-${process.arch}`; // linux-x64, linux-arm64, darwin-arm64, …
  const cache = process.env.AANGAN_NODE_CACHE || join(homedir(), '.cache', 'aangan-node');
  const dir = join(cache, pinned);
  const bin = join(dir, 'node_modules', pkg, 'bin');
  const exe = join(bin, 'node');
  if (!existsSync(exe)) install(pkg, dir);
  const v = spawnSync(exe, ['--version'], { encoding: 'utf8' });
  if (v.stdout?.trim() !== `v${pinned}`)
    fail(
      `${exe} answers ${JSON.stringify(v.stdout?.trim() || v.error?.message)}, expected v${pinned}; remove ${dir} and try again`,
    );
  return bin;
}

// Installed into a folder of its own, then renamed into place: two launchers starting at once
// (or one interrupted half way) never leave a half-installed Node behind at the final path.
function install(pkg, dir) {
  process.stderr.write(
    `with-node: Node ${process.version} is older than the project's ${pinned}; installing Node ${pinned} (${pkg}) from the npm registry into ${dir}\n`,
  );
  const tmp = `${dir}.${process.pid}.tmp`;
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  const r = spawnSync(
    'npm',
    [
      'install',
      '--prefix',
      tmp,
      '--no-save',
      '--no-package-lock',
      '--ignore-scripts',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      `${pkg}@${pinned}`,
    ],
    {
      cwd: tmp,
      stdio: ['ignore', 2, 2], // the script's output stays the script's
    },
  );
  if (r.status !== 0) {
    rmSync(tmp, { recursive: true, force: true });
    fail(`installing ${pkg}@${pinned} failed (${r.error?.message ?? `npm exited with ${r.status}`})`);
  }
  try {
    renameSync(tmp, dir);
  } catch (err) {
    rmSync(tmp, { recursive: true, force: true });
    if (!existsSync(dir)) throw err; // another launcher finished first otherwise
  }
}

function reexec(bin, script, scriptArgs) {
  const env = {
    ...process.env,
    PATH: bin + delimiter + (process.env.PATH ?? ''),
    // Native add-ons built by node-gyp must use this Node's headers, not the machine's Node's.
    npm_config_nodedir: dirname(bin),
    // The Node that started the launcher, for the launcher's own test.
    AANGAN_LAUNCHED_FROM: process.execPath,
  };
  const child = spawn(join(bin, 'node'), [script, ...scriptArgs], { stdio: 'inherit', env });
  // Ctrl-C reaches the child through the terminal's process group; a signal sent to this
  // process alone (a service manager's SIGTERM) is passed on so the server can close cleanly.
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(sig, () => child.kill(sig));
  child.on('error', (err) => fail(`could not start ${join(bin, 'node')}: ${err.message}`));
  child.on('exit', (code, signal) => {
    if (signal) {
      process.removeAllListeners(signal);
      process.kill(process.pid, signal);
    } else process.exit(code ?? 1);
  });
}

function fail(message) {
  process.stderr.write(`with-node: ${message}\n`);
  process.exit(1);
}
