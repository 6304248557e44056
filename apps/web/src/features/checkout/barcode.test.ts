import { describe, expect, it } from 'vitest';
import { barsPath, code128Modules, QUIET_ZONE } from './barcode';

describe('code128Modules', () => {
  it('encodes a demo slip as Code 128: start, data, check symbol and stop', () => {
    const modules = code128Modules('|NS000001234501|12345');
    expect(modules).not.toBeNull();
    // Every symbol is 11 modules; the stop pattern is 13 and ends the bars.
    expect(((modules ?? '').length - 13) % 11).toBe(0);
    expect(modules?.endsWith('1100011101011')).toBe(true);
    // Start B or Start C.
    expect(['11010010000', '11010011100']).toContain(modules?.slice(0, 11));
  });

  it('gives the same bars for the same text', () => {
    expect(code128Modules('NS0000012345')).toBe(code128Modules('NS0000012345'));
  });

  it('refuses what Code 128 cannot hold', () => {
    expect(code128Modules('ชำระเงิน')).toBeNull();
  });
});

describe('barsPath', () => {
  it('draws one rectangle per run of dark modules, after the quiet zone', () => {
    expect(barsPath('1101')).toBe(`M${QUIET_ZONE} 0h2v1h-2zM${QUIET_ZONE + 3} 0h1v1h-1z`);
    expect(barsPath('000')).toBe('');
  });
});
