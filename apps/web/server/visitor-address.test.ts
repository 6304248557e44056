import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { compileTrust, setVisitorAddress } from './visitor-address.mjs';

const request = (socketAddress: string, forwardedFor?: string) =>
  ({
    socket: { remoteAddress: socketAddress },
    connection: { remoteAddress: socketAddress },
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  }) as unknown as IncomingMessage;

describe('the visitor address the storefront forwards', () => {
  it('is the socket address when no proxy is trusted, whatever X-Forwarded-For the browser sent', () => {
    const forged = request('203.0.113.7', '198.51.100.1, 10.0.0.1');
    expect(setVisitorAddress(forged, compileTrust(undefined))).toBe('203.0.113.7');
    expect(forged.headers['x-forwarded-for']).toBe('203.0.113.7');

    const plain = request('203.0.113.8');
    setVisitorAddress(plain, compileTrust(''));
    expect(plain.headers['x-forwarded-for']).toBe('203.0.113.8');
  });

  it('is the address a trusted proxy vouches for, and only one hop of it', () => {
    const trust = compileTrust('10.0.0.0/8');
    // The load balancer (10.0.0.5) saw the visitor 198.51.100.9, who claimed to be 192.0.2.1.
    const viaBalancer = request('10.0.0.5', '192.0.2.1, 198.51.100.9');
    expect(setVisitorAddress(viaBalancer, trust)).toBe('198.51.100.9');
    expect(viaBalancer.headers['x-forwarded-for']).toBe('198.51.100.9');

    // Straight from the internet: the header is not believed.
    const direct = request('198.51.100.10', '10.0.0.1');
    expect(setVisitorAddress(direct, trust)).toBe('198.51.100.10');
  });

  it('understands loopback and hop counts', () => {
    expect(setVisitorAddress(request('127.0.0.1', '198.51.100.3'), compileTrust('loopback'))).toBe(
      '198.51.100.3',
    );
    expect(setVisitorAddress(request('10.1.1.1', '1.2.3.4, 5.6.7.8'), compileTrust('1'))).toBe(
      '5.6.7.8',
    );
  });
});
