import { afterEach, vi } from 'vitest';
// Every module's messages, as the composition root registers them (src/messages.ts).
import '../src/messages.js';

// A test that logs an unexpected error or warning fails (Epic Stack's guard). A plain replacement,
// not a vi.spyOn: the projects restore every spy after each test (restoreMocks), which must not
// take the guard away. With isolate: false this file runs again before each test file, in the
// same process: assigning the same guard again changes nothing.
const fail =
  (kind: string) =>
  (...args: unknown[]) => {
    throw new Error(`Unexpected console.${kind}: ${args.map(String).join(' ')}`);
  };

console.error = fail('error');
console.warn = fail('warn');

afterEach(() => {
  vi.useRealTimers();
});
