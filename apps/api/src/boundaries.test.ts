// The feature boundaries of decision 049 are enforced by ESLint (eslint.config.js); this proves the
// configuration refuses what it should and allows what it should, by linting small files placed
// (virtually) in a feature or in shared/ with the repository's own configuration. The imported
// files are real, so each import resolves as it would in the code.
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The rules broken by `code` as if it were the file at `filePath` (repository-relative). */
async function brokenRules(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${filePath}` });
  return result!.messages.map((m) => m.ruleId ?? m.message);
}

describe('feature boundaries', () => {
  it("refuse a feature reaching into another feature's files instead of its index.ts", async () => {
    const code = "export { toImage } from '../listings/properties/mapper.ts';\n";
    expect(await brokenRules('apps/api/src/features/search/x.ts', code)).toContain('boundaries/dependencies');
  });

  it('refuse shared code importing a feature, even its index.ts', async () => {
    const code = "export { createSearch } from '../features/search/index.ts';\n";
    expect(await brokenRules('apps/api/src/shared/x.ts', code)).toContain('boundaries/dependencies');
  });

  it('refuse a dependency against the allowed order: listings may not use contact', async () => {
    const code = "export { contactRoutes } from '../contact/index.ts';\n";
    expect(await brokenRules('apps/api/src/features/listings/x.ts', code)).toContain('boundaries/dependencies');
  });

  it('refuse a feature importing the wiring', async () => {
    const code = "export { DEFAULTS } from '../../services.ts';\n";
    expect(await brokenRules('apps/api/src/features/search/x.ts', code)).toContain('boundaries/dependencies');
  });

  it("refuse the wiring reaching into a feature's files instead of its index.ts", async () => {
    const inner = "export { toImage } from './features/listings/properties/mapper.ts';\n";
    const index = "export { toProperty } from './features/listings/index.ts';\n";
    expect(await brokenRules('apps/api/src/x.ts', inner)).toContain('boundaries/dependencies');
    expect(await brokenRules('apps/api/src/x.ts', index)).not.toContain('boundaries/dependencies');
  });

  it("allow a feature its own files, shared code and an allowed feature's index.ts", async () => {
    const code = [
      "export { createSearch } from './search.ts';",
      "export { iso } from '../../shared/dates.ts';",
      "export { toProperty } from '../listings/index.ts';",
      '',
    ].join('\n');
    expect(await brokenRules('apps/api/src/features/search/x.ts', code)).toEqual([]);
  });
});
