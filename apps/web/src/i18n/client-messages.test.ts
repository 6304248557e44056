import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../messages/en.json';
import th from '../../messages/th.json';
import {
  BUYING_MESSAGE_NAMESPACES,
  PENDING_READER_MESSAGE_NAMESPACES,
  READER_MESSAGE_NAMESPACES,
  REVIEWS_MESSAGE_NAMESPACES,
  SHELF_MESSAGE_NAMESPACES,
  SHELL_MESSAGE_NAMESPACES,
  pickMessages,
} from './client-messages';

describe('pickMessages', () => {
  it('keeps the named namespaces, nested as they were, and nothing else', () => {
    const messages = { a: { x: '1', y: { z: '2' } }, b: { c: '3', d: '4' }, e: '5' };
    expect(pickMessages(messages, ['a.y', 'b.c', 'missing.key'])).toEqual({
      a: { y: { z: '2' } },
      b: { c: '3' },
    });
  });

  it('leaves the forms and what server components say out of every page, in both languages', () => {
    for (const messages of [en, th]) {
      const picked = pickMessages(messages, SHELL_MESSAGE_NAMESPACES);
      expect(Object.keys(picked).sort()).toEqual(
        ['account', 'basket', 'catalog', 'common', 'errors', 'header', 'wishlist'].sort(),
      );
      expect(Object.keys(picked.account as object).sort()).toEqual(['menu', 'notices']);
      // Book pages, search and advanced search say their words on the server.
      expect(Object.keys(picked.catalog as object)).not.toContain('book');
      expect(Object.keys(picked.catalog as object)).not.toContain('advanced');
      expect(JSON.stringify(picked).length).toBeLessThan(JSON.stringify(messages).length / 5);
    }
  });
});

/**
 * Every namespace a client component of the shell and catalog pages asks for, found in the source:
 * files marked 'use client' and everything they import (which renders on the client too). Form
 * pages are left out: their layout sends every message.
 */
const FORM_ONLY = [
  /^features\/(account|address|auth)\//,
  // Only on /customer/reading-apps, a form page.
  /^features\/reading-apps\//,
  /advanced-search-form/,
  /^app\/\[locale\]\/\(visitor\)\/\(forms\)\//,
  /^app\/global-error/,
];

const sourceRoot = path.resolve(__dirname, '..');
const resolveImport = (from: string, specifier: string): string | null => {
  const base = specifier.startsWith('@/')
    ? path.join(sourceRoot, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (base === null) return null;
  return (
    ['.tsx', '.ts', '/index.tsx', '/index.ts']
      .map((suffix) => base + suffix)
      .find((file) => existsSync(file)) ?? null
  );
};

/** The buying pages' client parts, whose pages add `BUYING_MESSAGE_NAMESPACES`. */
const BUYING_PAGES = /^features\/(checkout|orders|demo-gateway)\//;
/**
 * The bookshelf pages' client parts, whose pages add `SHELF_MESSAGE_NAMESPACES`, and the offline
 * store's (its button is on the shelf's cards, its page wraps its list in `ShelfMessages`). The
 * book page's reading buttons (`book-read-actions.tsx`) take their words as props instead.
 */
const SHELF_PAGES = /^features\/(bookshelf|offline)\//;
/** The reader's client parts, whose layout adds `READER_MESSAGE_NAMESPACES`. */
const READER_PAGES = /^features\/reader\//;
/** The pending order's reader, whose page adds `PENDING_READER_MESSAGE_NAMESPACES` (`pending-messages.tsx`). */
const PENDING_READER_PARTS = /^features\/reader\/pending-/;
/** The reviews' client parts, whose wrapper adds `REVIEWS_MESSAGE_NAMESPACES`. */
const REVIEW_PARTS = /^features\/reviews\//;

const clientNamespaces = (): [namespace: string, file: string][] => {
  const files = readdirSync(sourceRoot, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .filter((file) => !FORM_ONLY.some((pattern) => pattern.test(file)))
    .map((file) => path.join(sourceRoot, file));
  const queue = files.filter((file) => /^['"]use client['"]/.test(readFileSync(file, 'utf8')));
  const seen = new Set<string>();
  const found: [string, string][] = [];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const relative = path.relative(sourceRoot, file);
    if (FORM_ONLY.some((pattern) => pattern.test(relative))) continue;
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/useTranslations\(\s*'([^']+)'\s*\)/g))
      found.push([match[1] as string, relative]);
    for (const match of text.matchAll(/^import [^;]*? from '([^']+)';$/gms)) {
      if (/^import type /.test(match[0])) continue;
      const target = resolveImport(file, match[1] as string);
      if (target !== null) queue.push(target);
    }
  }
  return found;
};

describe('the messages of catalog pages', () => {
  it('hold every namespace their client components use', () => {
    const coveredBy = (namespaces: readonly string[], namespace: string) =>
      namespaces.some((picked) => namespace === picked || namespace.startsWith(`${picked}.`));
    const covered = (namespace: string, file: string) =>
      coveredBy(SHELL_MESSAGE_NAMESPACES, namespace) ||
      (BUYING_PAGES.test(file) && coveredBy(BUYING_MESSAGE_NAMESPACES, namespace)) ||
      (SHELF_PAGES.test(file) && coveredBy(SHELF_MESSAGE_NAMESPACES, namespace)) ||
      (READER_PAGES.test(file) && coveredBy(READER_MESSAGE_NAMESPACES, namespace)) ||
      (PENDING_READER_PARTS.test(file) &&
        coveredBy(PENDING_READER_MESSAGE_NAMESPACES, namespace)) ||
      (REVIEW_PARTS.test(file) && coveredBy(REVIEWS_MESSAGE_NAMESPACES, namespace));
    const namespaces = clientNamespaces();
    expect(new Set(namespaces.map(([namespace]) => namespace)).size).toBeGreaterThan(8);
    const missing = namespaces.filter(([namespace, file]) => !covered(namespace, file));
    expect(missing).toEqual([]);
  });
});
