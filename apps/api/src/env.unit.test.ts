import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env.js';

describe('parseEnv', () => {
  it('applies defaults: embedded database under ./data, port 4000, Thai store', () => {
    const env = parseEnv({});
    expect(env.API_PORT).toBe(4000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATA_DIR).toMatch(/[/\\]data$/);
    expect(env.ENABLE_TEST_FAULTS).toBe(false);
    expect(env.CORS_ORIGINS).toContain('http://localhost:3000');
  });

  it('names each bad setting and its value', () => {
    expect(() => parseEnv({ API_PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(EnvError);
    try {
      parseEnv({ API_PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      expect((error as Error).message).toContain('API_PORT');
      expect((error as Error).message).toContain('"eighty"');
      expect((error as Error).message).toContain('DATABASE_URL');
    }
  });

  it('refuses test fault injection in production', () => {
    expect(() => parseEnv({ NODE_ENV: 'production', ENABLE_TEST_FAULTS: 'true' })).toThrow(
      /ENABLE_TEST_FAULTS/,
    );
  });

  it('treats empty strings as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', REDIS_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('splits CORS origins', () => {
    expect(parseEnv({ CORS_ORIGINS: 'https://a.example, https://b.example' }).CORS_ORIGINS).toEqual(
      ['https://a.example', 'https://b.example'],
    );
  });

  it('names a bad setting but never echoes a URL or secret, which may carry a password', () => {
    const attempt = () => parseEnv({ DATABASE_URL: 'mysql://admin:hunter2@db/x', API_PORT: 'abc' });
    expect(attempt).toThrow(/DATABASE_URL/);
    expect(attempt).toThrow(/got "abc"/);
    expect(attempt).not.toThrow(/hunter2/);
  });
});
