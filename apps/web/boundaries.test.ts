// The web app's feature boundaries (eslint.config.js, docs/decisions/048-feature-folders.md) are
// enforced by `npm run lint`: these imports, linted as if written in the named files, must fail or
// pass as a reviewer would expect.
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: fileURLToPath(new URL('../..', import.meta.url)) });
const APP = 'apps/web/app';

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport {};\n`, { filePath: `${APP}/${file}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => m.message);
}

describe('feature boundaries in the web app', () => {
  it("refuses a feature reaching into another feature's files instead of its index", async () => {
    const errors = await boundaryErrors(
      'features/listings/x.ts',
      "import { EnquiryForm } from '../contact/ContactBox';",
    );
    expect(errors).toHaveLength(1);
  });

  it('refuses a feature using one that does not come before it (no two features import each other)', async () => {
    const errors = await boundaryErrors('features/contact/x.ts', "import { PropertyCard } from '../listings';");
    expect(errors).toHaveLength(1);
  });

  it('refuses shared code importing a feature or the page frame', async () => {
    const toFeature = await boundaryErrors('shared/x.ts', "import { PropertyCard } from '../features/listings';");
    const toLayout = await boundaryErrors('shared/x.ts', "import { Header } from '../layout/Header';");
    expect([toFeature.length, toLayout.length]).toEqual([1, 1]);
  });

  it("refuses the wiring (root, page frame) reaching into a feature's files instead of its index", async () => {
    const inner = await boundaryErrors('layout/x.ts', "import { OfficeMap } from '../features/content/OfficeMap';");
    const index = await boundaryErrors('layout/x.ts', "import { OfficeMap } from '../features/content';");
    const fromRoot = await boundaryErrors('x.ts', "import { PropertyCard } from './features/listings/PropertyCard';");
    expect([inner.length, index.length, fromRoot.length]).toEqual([1, 0, 1]);
  });

  it("allows a feature its own files, shared code and an earlier feature's index", async () => {
    const errors = await boundaryErrors(
      'features/listings/x.ts',
      [
        "import { flowPath } from './flow/listing-flow';",
        "import { paths } from '../../shared/paths';",
        "import { EnquiryForm } from '../contact';",
        "import { contactAction } from '../contact/index.server';",
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });
});
