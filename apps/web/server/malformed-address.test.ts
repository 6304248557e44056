import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { answerMalformedAddress, MALFORMED_ADDRESS_MESSAGES } from './malformed-address.mjs';

type Answer = { status?: number; headers?: Record<string, string>; body?: string };

const call = (url: string, headers: Record<string, string> = {}) => {
  const request = { url, headers } as unknown as IncomingMessage;
  const answer: Answer = {};
  const response = {
    writeHead: (status: number, head: Record<string, string>) => {
      answer.status = status;
      answer.headers = head;
    },
    end: (body: string) => {
      answer.body = body;
    },
  } as unknown as ServerResponse;
  const handled = answerMalformedAddress(request, response);
  return { handled, url: request.url, answer };
};

describe('malformed addresses at the storefront server', () => {
  it('answers every API-forwarding and file route 400 in the envelope, in the caller’s language', () => {
    for (const path of [
      '/api/main/v2/product/productdetails/%E0%A4',
      '/api/second/v1/x/%E0',
      '/files/%E0%A4',
      '/opds/%E0%A4',
      '/downloads/%E0%A4',
      '/reader-files/%E0%A4',
      '/receipts/%E0%A4',
      '/payment-return/%E0%A4',
    ]) {
      const english = call(path, { language: 'en' });
      expect(english.handled, path).toBe(true);
      expect(english.answer.status).toBe(400);
      expect(english.answer.headers?.['Content-Type']).toMatch(/^application\/json/);
      expect(JSON.parse(english.answer.body ?? '')).toEqual({
        Data: null,
        ErrorList: [MALFORMED_ADDRESS_MESSAGES.en],
      });
    }
    const thai = call('/files/%E0%A4?x=1', { 'accept-language': 'th-TH,th;q=0.9' });
    expect(JSON.parse(thai.answer.body ?? '').ErrorList).toEqual([MALFORMED_ADDRESS_MESSAGES.th]);
    const byCookie = call('/receipts/%E0', { cookie: 'a=b; NEXT_LOCALE=en' });
    expect(JSON.parse(byCookie.answer.body ?? '').ErrorList).toEqual([
      MALFORMED_ADDRESS_MESSAGES.en,
    ]);
    // Thai is the store's default language.
    expect(JSON.parse(call('/opds/%E0').answer.body ?? '').ErrorList).toEqual([
      MALFORMED_ADDRESS_MESSAGES.th,
    ]);
  });

  it('sends a page on to Next escaped, so no page claims it and the 404 page answers', () => {
    const page = call('/en/book/%E0%A4?tab=1');
    expect(page.handled).toBe(false);
    expect(page.answer.status).toBeUndefined();
    expect(page.url).toBe('/en/book/%25E0%25A4?tab=1');
    expect(decodeURIComponent(page.url ?? '')).toBe('/en/book/%E0%A4?tab=1');
  });

  it('leaves well-formed addresses alone, whatever their query holds', () => {
    for (const url of ['/book/42', '/api/main/v2/x/%E0%B8%81', '/search?q=%E0', '/en']) {
      const result = call(url);
      expect(result.handled).toBe(false);
      expect(result.url).toBe(url);
    }
  });
});
