import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { icuCatalogues } from './icu-catalogues.ts';

export default defineConfig({
  plugins: [icuCatalogues(), reactRouter()],
  build: {
    rolldownOptions: {
      // Schemas are values made by calls (z.object(...)), which a bundler must keep unless told
      // they have no effect: without this every page's script carried the whole contracts
      // package and zod (25 KB gzip) for a few constants and formatters (docs/decisions/018).
      treeshake: { manualPureFunctions: ['z'] },
    },
  },
});
