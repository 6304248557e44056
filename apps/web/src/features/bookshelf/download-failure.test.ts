import { describe, expect, it } from 'vitest';
import { downloadFailureOf } from './bookshelf-paths';
import { downloadFailurePath, localeOfVisit } from './download-failure';

describe('a download that gave no file', () => {
  it('goes back to the shelf in the reader language, saying why', () => {
    expect(downloadFailurePath(403, 'th')).toBe('/bookshelf?download=refused');
    expect(downloadFailurePath(403, 'en')).toBe('/en/bookshelf?download=refused');
    expect(downloadFailurePath(404, 'en')).toBe('/en/bookshelf?download=failed');
    expect(downloadFailurePath(502, 'th')).toBe('/bookshelf?download=failed');
  });

  it('takes the language from the page the link was followed from, then the saved choice', () => {
    expect(localeOfVisit('https://nangsue.test/en/bookshelf?view=list', 'th')).toBe('en');
    expect(localeOfVisit('https://nangsue.test/bookshelf', 'en')).toBe('th');
    expect(localeOfVisit(null, 'en')).toBe('en');
    expect(localeOfVisit(null, 'fr')).toBe('th');
    expect(localeOfVisit('not a url', undefined)).toBe('th');
  });

  it('reads only a known reason from the shelf address', () => {
    expect(downloadFailureOf('refused')).toBe('refused');
    expect(downloadFailureOf(['failed', 'refused'])).toBe('failed');
    expect(downloadFailureOf('other')).toBeNull();
    expect(downloadFailureOf(undefined)).toBeNull();
  });
});
