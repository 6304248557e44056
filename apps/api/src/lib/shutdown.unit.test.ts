import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { closeWithin } from './shutdown.js';

describe('closeWithin', () => {
  it('closes in time when nothing is running', async () => {
    const app = Fastify({ logger: false });
    app.get('/ok', async () => ({ ok: true }));
    await app.listen({ host: '127.0.0.1', port: 0 });
    expect(await closeWithin(app, 1000)).toBe(true);
  });

  it('does not wait forever for a hung request: its connection is closed after the bound', async () => {
    const app = Fastify({ logger: false });
    let started!: () => void;
    const inFlight = new Promise<void>((resolve) => (started = resolve));
    app.get('/hang', async () => {
      started();
      await new Promise(() => undefined);
    });
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const request = fetch(`${address}/hang`).then(
      () => 'answered',
      () => 'connection closed',
    );
    await inFlight;

    // Without the bound, app.close() waits for the hung request and this test times out.
    expect(await closeWithin(app, 200)).toBe(false);
    expect(await request).toBe('connection closed');
  }, 5000);
});
