import { describe, expect, it } from 'vitest';
import { fileResponseHeaders, toFilePath } from './file-proxy';

describe('toFilePath', () => {
  it('accepts storage keys and drawn covers (WebP, and the SVG addresses given before)', () => {
    expect(toFilePath(['generated-covers', '345-mwr9q1ye.webp'])).toBe(
      '/files/generated-covers/345-mwr9q1ye.webp',
    );
    expect(toFilePath(['generated-covers', '345-mwr9q1ye.svg'])).toBe(
      '/files/generated-covers/345-mwr9q1ye.svg',
    );
    expect(toFilePath(['sliders', 'ab12cd.webp'])).toBe('/files/sliders/ab12cd.webp');
    expect(toFilePath(['covers', 'ab12cd.jpg'])).toBe('/files/covers/ab12cd.jpg');
  });

  it('refuses anything that could leave the file store or smuggle characters', () => {
    for (const segments of [
      [],
      ['..', 'etc', 'passwd'],
      ['covers', '..'],
      ['covers', 'a..b.svg'],
      ['.hidden'],
      ['covers', 'a b.svg'],
      ['covers', 'a%2Fb.svg'],
      ['covers', 'ก.svg'],
      ['covers', 'a?b=1'],
      Array.from({ length: 9 }, () => 'a'),
    ]) {
      expect(toFilePath(segments), segments.join('/')).toBeNull();
    }
  });
});

describe('fileResponseHeaders', () => {
  it('passes content type, caching and the lock-down, nothing else', () => {
    const headers = fileResponseHeaders(
      new Headers({
        'Content-Type': 'image/webp',
        'Cache-Control': 'public, max-age=31536000, immutable',
        'Content-Security-Policy': "default-src 'none'",
        'Set-Cookie': 'x=1',
        'X-RateLimit-Remaining': '5',
      }),
    );
    expect(headers.get('Content-Type')).toBe('image/webp');
    expect(headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(headers.get('Content-Security-Policy')).toBe("default-src 'none'");
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(headers.has('Set-Cookie')).toBe(false);
    expect(headers.has('X-RateLimit-Remaining')).toBe(false);
  });
});
