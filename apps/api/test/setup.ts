import { afterEach, vi } from 'vitest';

// A test that logs an unexpected error or warning fails (Epic Stack's guard).
const fail =
  (kind: string) =>
  (...args: unknown[]) => {
    throw new Error(`Unexpected console.${kind}: ${args.map(String).join(' ')}`);
  };

vi.spyOn(console, 'error').mockImplementation(fail('error'));
vi.spyOn(console, 'warn').mockImplementation(fail('warn'));

afterEach(() => {
  vi.useRealTimers();
});
