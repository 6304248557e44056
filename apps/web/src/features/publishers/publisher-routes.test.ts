import { describe, expect, it } from 'vitest';
import { entityCheckOf } from '@/features/catalog/entity-check';
import { pageServingOf } from '@/features/catalog/listing-routes';

/** `/vendor/apply` is the application page, rendered per visit; `/vendor/{id}` stays a listing. */
describe('the publisher pages’ addresses', () => {
  it('serves /vendor/apply per visit in both languages, never as a cached listing', () => {
    for (const query of ['', 'pageNumber=2', 'orderBy=newest']) {
      expect(pageServingOf('/vendor/apply', new URLSearchParams(query))).toEqual({
        rewrite: null,
        isCached: false,
      });
    }
    expect(entityCheckOf('/vendor/apply')).toBeNull();
    expect(entityCheckOf('/en/vendor/apply')).toBeNull();
  });

  it('keeps a publisher’s page a cached listing with its states', () => {
    expect(pageServingOf('/vendor/7', new URLSearchParams(''))).toEqual({
      rewrite: null,
      isCached: true,
    });
    expect(pageServingOf('/vendor/7', new URLSearchParams('pageNumber=2')).rewrite).toBe(
      '/vendor/7/pageNumber%3D2',
    );
    expect(pageServingOf('/vendor/applyx', new URLSearchParams('')).isCached).toBe(true);
    expect(entityCheckOf('/vendor/7')).toEqual({ kind: 'lookup', apiPath: '/v2/catalog/vendor/7' });
  });

  it('checks that the publisher of a contact page exists', () => {
    expect(entityCheckOf('/contact-publisher/7')).toEqual({
      kind: 'lookup',
      apiPath: '/v2/catalog/vendor/7',
    });
    expect(entityCheckOf('/en/contact-publisher/0')).toEqual({ kind: 'invalid' });
  });
});
