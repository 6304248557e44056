import { z } from 'zod';

/**
 * Runs in the browser before the app's own code. Zod compiles object parsers with `new Function`
 * when it may; it tries once, the pages' script policy refuses it (no `'unsafe-eval'`), and browsers
 * report a policy violation. The browser parses little, so zod is told not to try.
 */
z.config({ jitless: true });
