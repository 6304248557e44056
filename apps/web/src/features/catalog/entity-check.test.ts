import { describe, expect, it } from 'vitest';
import { publishCatalogVersion } from './catalog-version-state';
import { rememberedExistence, rememberExistence } from './entity-check';

describe('remembered existence checks', () => {
  it('keeps nothing while the catalog version is unknown, then answers per version', () => {
    rememberExistence('/v2/catalog/book/1', true);
    expect(rememberedExistence('/v2/catalog/book/1')).toBeUndefined();

    publishCatalogVersion('v1');
    rememberExistence('/v2/catalog/book/1', true);
    rememberExistence('/v2/catalog/book/2', false);
    expect(rememberedExistence('/v2/catalog/book/1')).toBe(true);
    expect(rememberedExistence('/v2/catalog/book/2')).toBe(false);

    // An import moves the version: every answer is asked again.
    publishCatalogVersion('v2');
    expect(rememberedExistence('/v2/catalog/book/1')).toBeUndefined();
    expect(rememberedExistence('/v2/catalog/book/2')).toBeUndefined();
  });
});
