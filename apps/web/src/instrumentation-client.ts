import { config } from 'zod/v4/core';

/**
 * Runs in the browser before the app's own code. Zod compiles object parsers with `new Function`
 * when it may; it tries once, the pages' script policy refuses it (no `'unsafe-eval'`), and browsers
 * report a policy violation. The browser parses little, so zod is told not to try. Only zod's
 * settings are imported here: zod itself is loaded with the code that parses.
 */
config({ jitless: true });
