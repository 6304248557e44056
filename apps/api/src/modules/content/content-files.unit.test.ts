import { CONTENT_GROUPS, LOCALES } from '@nangsue/contracts';
import { describe, expect, it } from 'vitest';
import {
  ContentFileError,
  parseContentFile,
  readContentFiles,
  seedHashOf,
} from './content-files.js';

const where = { group: 'howto', key: 'test', locale: 'th', file: 'howto/test.th.md' } as const;

describe('the content pages folder (the store’s real texts)', () => {
  it('has every key in both languages, with a title, a summary and a body, and an index per group', async () => {
    const pages = await readContentFiles();
    expect(pages.length).toBeGreaterThan(0);
    const byKey = new Map<string, string[]>();
    for (const page of pages) {
      expect(page.title.trim(), page.file).not.toBe('');
      expect(page.summary.trim(), page.file).not.toBe('');
      expect(page.bodyMarkdown.trim().length, page.file).toBeGreaterThan(20);
      const id = `${page.group}/${page.key}`;
      byKey.set(id, [...(byKey.get(id) ?? []), page.locale]);
    }
    for (const [id, locales] of byKey) expect(locales.sort(), id).toEqual([...LOCALES].sort());
    for (const group of CONTENT_GROUPS) expect(byKey.has(`${group}/index`), group).toBe(true);
  });

  it('links only to content pages that exist, without a language prefix', async () => {
    const pages = await readContentFiles();
    const known = new Set(
      pages.map((page) => (page.key === 'index' ? `/${page.group}` : `/${page.group}/${page.key}`)),
    );
    for (const page of pages) {
      for (const [, target] of page.bodyMarkdown.matchAll(/\]\((\/[^)\s#?]*)/g)) {
        expect(target!.startsWith('/en/'), `${page.file}: ${target}`).toBe(false);
        const group = target!.split('/')[1] ?? '';
        if ((CONTENT_GROUPS as readonly string[]).includes(group))
          expect(known.has(target!.replace(/\/$/, '')), `${page.file}: ${target}`).toBe(true);
      }
    }
  });

  it('has no raw HTML (the storefront would drop it)', async () => {
    for (const page of await readContentFiles())
      expect(page.bodyMarkdown, page.file).not.toMatch(/<\/?[a-z][a-z0-9]*[\s>/]/i);
  });
});

describe('parseContentFile', () => {
  it('reads the front matter and the body', () => {
    const page = parseContentFile(
      '---\ntitle: "วิธีสั่งซื้อ"\nsummary: สั้น ๆ\norder: 10\n---\n\n## หัวข้อ\n\nข้อความ\n',
      where,
    );
    expect(page).toMatchObject({
      title: 'วิธีสั่งซื้อ',
      summary: 'สั้น ๆ',
      order: 10,
      bodyMarkdown: '## หัวข้อ\n\nข้อความ\n',
    });
  });

  it.each([
    ['no front matter', '# Title\n', /must start with a front matter block/],
    ['no title', '---\nsummary: s\norder: 1\n---\nBody\n', /needs a title/],
    ['no summary', '---\ntitle: t\norder: 1\n---\nBody\n', /needs a summary/],
    [
      'an order that is not a number',
      '---\ntitle: t\nsummary: s\norder: ten\n---\nBody\n',
      /order/,
    ],
    ['an unknown field', '---\ntitle: t\nsummary: s\norder: 1\nauthor: x\n---\nBody\n', /unknown/],
    ['a field twice', '---\ntitle: t\ntitle: u\nsummary: s\norder: 1\n---\nBody\n', /twice/],
    ['no body', '---\ntitle: t\nsummary: s\norder: 1\n---\n\n', /no text/],
  ])('refuses a file with %s, naming it', (_case, text, problem) => {
    expect(() => parseContentFile(text, where)).toThrow(ContentFileError);
    expect(() => parseContentFile(text, where)).toThrow(problem);
    expect(() => parseContentFile(text, where)).toThrow(/^howto\/test\.th\.md: /);
  });

  it('hashes a file and a stored row holding its text the same, and any change differently', () => {
    const text = { title: 't', summary: 's', order: 1, bodyMarkdown: 'b\n' };
    expect(seedHashOf(text)).toBe(seedHashOf({ ...text }));
    expect(seedHashOf({ ...text, order: 2 })).not.toBe(seedHashOf(text));
    expect(seedHashOf({ ...text, bodyMarkdown: 'c\n' })).not.toBe(seedHashOf(text));
  });
});
