import { describe, expect, it } from 'vitest';
import {
  fieldOfErrorMessage,
  normalizeThaiPhone,
  normalizeWebsite,
  publisherStandingOf,
} from './publishers.js';

describe('the publisher application’s helpers', () => {
  it.each([
    ['081-234-5678', '0812345678'],
    ['+66 81 234 5678', '0812345678'],
    ['02 123 4567', '021234567'],
    ['0612345678', '0612345678'],
    ['1234', null],
    ['0812345', null],
    ['05123456789', null],
  ])('reads the Thai phone %s as %s', (typed, stored) => {
    expect(normalizeThaiPhone(typed)).toBe(stored);
  });

  it.each([
    ['https://example.co.th', true],
    ['http://สำนักพิมพ์.ไทย/หนังสือ', true],
    ['https://press.example.com:8443/about?x=1', true],
    ['javascript:alert(1)', false],
    ['ftp://example.com', false],
    ['https://localhost', false],
    ['https://user:secret@example.com', false],
    ['example.com', false],
  ])('accepts %s as a website: %s', (typed, accepted) => {
    expect(normalizeWebsite(typed) !== null).toBe(accepted);
  });

  it('finds the field of an API message, and none for a message about the whole request', () => {
    expect(fieldOfErrorMessage('Data.TaxId: A Thai tax ID has 13 digits.')).toEqual({
      field: 'TaxId',
      text: 'A Thai tax ID has 13 digits.',
    });
    expect(fieldOfErrorMessage('Data.BookKinds.0: must be text.')?.field).toBe('BookKinds');
    expect(fieldOfErrorMessage('You have already applied.')).toBeNull();
  });

  it('says where the storefront sends a customer with each kind of application', () => {
    expect(publisherStandingOf(null, null)).toEqual({
      PublisherStatus: null,
      PublisherRedirectUrl: null,
    });
    expect(publisherStandingOf('pending', null).PublisherRedirectUrl).toBe('/vendor/apply');
    expect(publisherStandingOf('approved', 12)).toEqual({
      PublisherStatus: 'Approved',
      PublisherRedirectUrl: '/vendor/12',
    });
    expect(publisherStandingOf('rejected', null).PublisherStatus).toBe('Rejected');
  });
});
