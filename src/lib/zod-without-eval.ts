import { z } from 'zod';

// Zod compiles object parsers with `new Function` when it may; the Content-Security-Policy forbids
// eval, and even zod's probe for it is reported as a violation. Imported first, before any parse.
z.config({ jitless: true });
