// Preloaded with `node --import` by server.integration.test.ts: writes a line to stderr for each
// module of the demo package the process loads, so a test can tell that none was.
import { registerHooks } from 'node:module';

registerHooks({
  load(url, context, nextLoad) {
    if (url.includes('/packages/demo/')) process.stderr.write(`demo module loaded: ${url}\n`);
    return nextLoad(url, context);
  },
});
