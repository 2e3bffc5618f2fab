// A stand-in web build for tests of the host (web.ts): a hand-written server entry in a
// temporary folder, resolving react-router from the repository as the real build does.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Writes `serverEntry` as build/server/index.js; returns the build folder and how to remove it. */
export function fakeWebBuild(serverEntry: string): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'aangan-fake-web-'));
  mkdirSync(join(dir, 'server'));
  mkdirSync(join(dir, 'client'));
  writeFileSync(join(dir, 'server', 'index.js'), serverEntry);
  symlinkSync(fileURLToPath(new URL('../../../../../node_modules', import.meta.url)), join(dir, 'node_modules'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
