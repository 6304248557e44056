import { describe, expect, it } from 'vitest';
import { contentPath, createSlugger, linkKindOf, slugOf } from './content-paths';

describe('content paths', () => {
  it('puts a group’s index at the group’s own address', () => {
    expect(contentPath('howto', 'index')).toBe('/howto');
    expect(contentPath('policy', 'cookies')).toBe('/policy/cookies');
  });

  it('tells the store’s own links, anchors and the outside world apart', () => {
    expect(linkKindOf('/howto/download')).toBe('internal');
    expect(linkKindOf('#payment')).toBe('anchor');
    expect(linkKindOf('https://www.pdpc.or.th')).toBe('external');
    expect(linkKindOf('//evil.example/x')).toBe('external');
    expect(linkKindOf('mailto:support@nangsue.example')).toBe('external');
  });

  it('makes heading ids from Thai and English text, unique on a page', () => {
    expect(slugOf('How do I pay?')).toBe('how-do-i-pay');
    expect(slugOf('วิธีชำระเงิน ด้วย QR')).toBe('วิธีชำระเงิน-ด้วย-qr');
    expect(slugOf('!!!')).toBe('section');
    const slug = createSlugger();
    expect([slug('FAQ'), slug('FAQ'), slug('Other')]).toEqual(['faq', 'faq-2', 'other']);
  });
});
