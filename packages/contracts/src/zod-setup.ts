// Imported first by index.ts, before any schema is made. In the browser zod must not compile
// parsers with `new Function`: the page's Content-Security-Policy allows no eval, and even zod's
// probe for it (caught) is reported as a violation. The server keeps the faster compiled parsers.
import { z } from 'zod';

if (typeof document !== 'undefined') z.config({ jitless: true });
