import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseDocument } from 'yaml';
import {
  CONTENT_KEY_PATTERN,
  isContentGroup,
  isLocale,
  type ContentGroup,
  type Locale,
} from '@nangsue/contracts';

/**
 * The store's content pages as files (docs/content.md): `pages/<group>/<key>.<locale>.md`, each a
 * front matter block (title, summary, order) and a Markdown body. They are real store texts, so
 * they are read from the source folder in every environment (`dist` has no copy): this file is
 * `src/modules/content/` or `dist/modules/content/`, and both reach `apps/api/src/...` the same way.
 */
export const CONTENT_PAGES_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../src/modules/content/pages',
);

export const TITLE_MAX_LENGTH = 200;
export const SUMMARY_MAX_LENGTH = 500;

export type ContentFile = {
  group: ContentGroup;
  key: string;
  locale: Locale;
  title: string;
  summary: string;
  order: number;
  bodyMarkdown: string;
  /** Where it came from, for messages. */
  file: string;
};

export class ContentFileError extends Error {
  override name = 'ContentFileError';
}

const FRONT_MATTER = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)([\s\S]*)$/;
const FIELDS = new Set(['title', 'summary', 'order']);

/** Reads one file's text; throws ContentFileError naming the file and what is wrong. */
export const parseContentFile = (
  text: string,
  where: { group: ContentGroup; key: string; locale: Locale; file: string },
): ContentFile => {
  const fail = (problem: string): never => {
    throw new ContentFileError(`${where.file}: ${problem}`);
  };
  const match = FRONT_MATTER.exec(text);
  if (!match) fail('it must start with a front matter block between two "---" lines');
  const [, head = '', body = ''] = match!;

  // The front matter is YAML, read by the `yaml` package.
  const document = parseDocument(head, { uniqueKeys: true });
  const duplicate = document.errors.find((error) => error.code === 'DUPLICATE_KEY');
  if (duplicate) fail(`a front matter field is given twice (${duplicate.message.split('\n')[0]})`);
  if (document.errors.length > 0)
    fail(`front matter is not valid YAML: ${document.errors[0]!.message.split('\n')[0]}`);
  const data: unknown = document.toJS() ?? {};
  if (typeof data !== 'object' || Array.isArray(data))
    fail('front matter is not "name: value" lines');
  const fields = new Map<string, string>();
  for (const [name, value] of Object.entries(data as Record<string, unknown>)) {
    if (!FIELDS.has(name)) fail(`unknown front matter field "${name}" (title, summary, order)`);
    fields.set(name, value === null || value === undefined ? '' : String(value).trim());
  }

  const title = fields.get('title') ?? '';
  if (title === '') fail('front matter needs a title');
  if ([...title].length > TITLE_MAX_LENGTH) fail(`title is over ${TITLE_MAX_LENGTH} characters`);
  const summary = fields.get('summary') ?? '';
  if (summary === '') fail('front matter needs a summary');
  if ([...summary].length > SUMMARY_MAX_LENGTH)
    fail(`summary is over ${SUMMARY_MAX_LENGTH} characters`);
  const orderText = fields.get('order') ?? '';
  if (!/^-?\d{1,6}$/.test(orderText)) fail('front matter needs an order (a whole number)');
  const bodyMarkdown = body.replace(/\r\n/g, '\n').trim();
  if (bodyMarkdown === '') fail('the page has no text after the front matter');

  return {
    ...where,
    title,
    summary,
    order: Number(orderText),
    bodyMarkdown: `${bodyMarkdown}\n`,
  };
};

const FILE_NAME = /^(.+)\.([a-z]{2})\.md$/;

/**
 * Every page under `dir`. A Markdown file that does not follow the format (name, group, front
 * matter, body) stops the start with a message naming it; other files are ignored.
 */
export const readContentFiles = async (dir: string = CONTENT_PAGES_DIR): Promise<ContentFile[]> => {
  const groups = await fs.readdir(dir, { withFileTypes: true }).catch((error: unknown) => {
    throw new ContentFileError(`The content pages folder ${dir} cannot be read: ${String(error)}`);
  });
  const pages: ContentFile[] = [];
  for (const entry of groups.filter((item) => item.isDirectory())) {
    const names = (await fs.readdir(path.join(dir, entry.name))).filter((name) =>
      name.endsWith('.md'),
    );
    if (names.length === 0) continue;
    if (!isContentGroup(entry.name))
      throw new ContentFileError(`${path.join(dir, entry.name)}: not a content group`);
    for (const name of names.sort()) {
      const file = path.join(dir, entry.name, name);
      const parts = FILE_NAME.exec(name);
      const key = parts?.[1] ?? '';
      const locale = parts?.[2] ?? '';
      if (!CONTENT_KEY_PATTERN.test(key) || !isLocale(locale))
        throw new ContentFileError(
          `${file}: the name must be <key>.<th|en>.md with a key of a-z, 0-9 and -`,
        );
      pages.push(
        parseContentFile(await fs.readFile(file, 'utf8'), {
          group: entry.name,
          key,
          locale,
          file,
        }),
      );
    }
  }
  return pages;
};

/** The seed hash of a page's text: the same for a file and for a stored row holding its text. */
export const seedHashOf = (page: {
  title: string;
  summary: string;
  order: number;
  bodyMarkdown: string;
}): string =>
  createHash('sha256')
    .update(JSON.stringify([page.title, page.summary, page.order, page.bodyMarkdown]))
    .digest('hex');
