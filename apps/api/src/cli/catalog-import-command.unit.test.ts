import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import type { ImportBook } from '../modules/catalog-import/catalog-import.types.js';
import { runCatalogImport } from './catalog-import-command.js';
import type { CatalogWriter } from './catalog-writer.js';

const FIXTURES = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../test/fixtures/onix',
);

/** A writer that remembers what it was given; a record reference seen before counts as updated. */
const fakeWriter = () => {
  const batches: ImportBook[][] = [];
  const seen = new Set<string>();
  let closed = false;
  const writer: CatalogWriter = {
    write: async ({ books }) => {
      batches.push(books);
      const updated = books.filter(({ recordReference }) => seen.has(recordReference)).length;
      for (const { recordReference } of books) seen.add(recordReference);
      return { created: books.length - updated, updated };
    },
    close: async () => {
      closed = true;
    },
  };
  return { writer, batches, isClosed: () => closed };
};

const run = async (argv: string[], cwd = FIXTURES) => {
  const out: string[] = [];
  const err: string[] = [];
  const fake = fakeWriter();
  const code = await runCatalogImport({
    argv,
    cwd,
    io: {
      stdout: { write: (text: string) => out.push(text) },
      stderr: { write: (text: string) => err.push(text) },
    },
    openWriter: async () => fake.writer,
  });
  return { code, stdout: out.join(''), stderr: err.join(''), ...fake };
};

const temporary: string[] = [];
const writeTemp = (name: string, content: string) => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'catalog-import-'));
  temporary.push(folder);
  fs.writeFileSync(path.join(folder, name), content);
  return path.join(folder, name);
};
afterEach(() => {
  for (const folder of temporary.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

const product = (reference: string) =>
  `<Product><RecordReference>${reference}</RecordReference><DescriptiveDetail><ProductForm>ED</ProductForm><TitleDetail><TitleType>01</TitleType><TitleElement><TitleElementLevel>01</TitleElementLevel><TitleText>เล่ม ${reference}</TitleText></TitleElement></TitleDetail></DescriptiveDetail><ProductSupply><SupplyDetail><Price><PriceType>02</PriceType><PriceAmount>99</PriceAmount><CurrencyCode>THB</CurrencyCode></Price></SupplyDetail></ProductSupply></Product>\n`;
const onix = (products: string[]) =>
  `<ONIXMessage release="3.0">\n${products.join('')}</ONIXMessage>\n`;

describe('catalog:import', () => {
  it('lists invalid records with their positions, imports the rest and sums up', async () => {
    const result = await run(['broken.xml']);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('Record 2 (line 42): missing title\n');
    expect(result.stderr).toContain(
      'Record 3 (line 70): ISBN 9786163210051 has a wrong check digit\n',
    );
    expect(result.stderr).toContain('Record 4 (line 101): no price in THB (found USD)\n');
    expect(result.stderr.match(/^Record /gm)).toHaveLength(3);
    expect(result.stdout).toBe(
      'Imported 1 book (1 created, 0 updated), skipped 3 invalid records.\n',
    );
    expect(
      result.batches.map((batch) => batch.map(({ recordReference }) => recordReference)),
    ).toEqual([['broken-good-1']]);
    expect(result.isClosed()).toBe(true);
  });

  it('imports a file with covers from its folder', async () => {
    const result = await run([path.join(FIXTURES, 'sample-short.xml')], '/');
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(
      'Imported 4 books (4 created, 0 updated), skipped 0 invalid records.\n',
    );
    expect(result.batches[0]?.[0]?.cover?.contentType).toBe('image/jpeg');
  });

  it('writes batches of 200 and writes a repeated record after the first', async () => {
    const references = Array.from({ length: 450 }, (_, index) => `r-${index}`);
    const file = writeTemp(
      'many.xml',
      onix([...references.slice(0, 10), 'r-3', ...references.slice(10)].map(product)),
    );
    const result = await run([file]);
    expect(result.batches.map((batch) => batch.length)).toEqual([10, 200, 200, 41]);
    expect(result.stdout).toBe(
      'Imported 451 books (450 created, 1 updated), skipped 0 invalid records.\n',
    );
  });

  it('fails on a missing file and on bad arguments, with usage', async () => {
    const missing = await run(['nope.xml']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toBe(`${path.join(FIXTURES, 'nope.xml')} does not exist.\n`);
    expect(missing.batches).toEqual([]);

    const noFile = await run([]);
    expect(noFile.code).toBe(1);
    expect(noFile.stderr).toMatch(
      /^Missing the ONIX file to import\.\n\nUsage: npm run catalog:import -- FILE/,
    );

    const help = await run(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Usage:/);
  });

  it('keeps what was read before a broken part and says where it stopped', async () => {
    const file = writeTemp(
      'cut.xml',
      onix([product('a'), product('b')]).replace('</ONIXMessage>', '<Product><Oops></Product>'),
    );
    const result = await run([file]);
    expect(result.stderr).toMatch(
      /Stopped reading cut\.xml at line 4: the file is not well-formed XML/,
    );
    expect(result.stdout).toBe(
      'Imported 2 books (2 created, 0 updated), skipped 0 invalid records.\n',
    );
    expect(result.code).toBe(0);

    const notOnix = await run([writeTemp('page.html', '<html></html>')]);
    expect(notOnix.code).toBe(1);
    expect(notOnix.stderr).toContain('not an ONIX for Books message');
    expect(notOnix.stdout).toBe(
      'Imported 0 books (0 created, 0 updated), skipped 0 invalid records.\n',
    );
  });
});
