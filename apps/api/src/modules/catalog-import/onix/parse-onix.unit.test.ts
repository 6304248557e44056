import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { OnixFormatError, parseOnix, type OnixRecord } from './parse-onix.js';

const FIXTURES = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../test/fixtures/onix',
);
const fixture = (name: string) => path.join(FIXTURES, name);

const collect = async (xml: string | Readable, baseDir = FIXTURES): Promise<OnixRecord[]> => {
  const records: OnixRecord[] = [];
  for await (const record of parseOnix({ xml, baseDir })) records.push(record);
  return records;
};

const booksOf = (records: OnixRecord[]) => records.flatMap(({ book }) => (book ? [book] : []));

/** One product in reference tags around the given inner elements. */
const message = (...products: string[]) =>
  `<?xml version="1.0"?>\n<ONIXMessage release="3.0">\n${products.map((inner) => `<Product>${inner}</Product>`).join('\n')}\n</ONIXMessage>`;

const minimal = ({
  reference = 'ref-1',
  title = '<TitleDetail><TitleType>01</TitleType><TitleElement><TitleElementLevel>01</TitleElementLevel><TitleText>ทดสอบ</TitleText></TitleElement></TitleDetail>',
  price = '<Price><PriceType>02</PriceType><PriceAmount>100</PriceAmount><CurrencyCode>THB</CurrencyCode></Price>',
  extra = '',
}: { reference?: string; title?: string; price?: string; extra?: string } = {}) =>
  `<RecordReference>${reference}</RecordReference><DescriptiveDetail><ProductForm>ED</ProductForm><ProductFormDetail>E101</ProductFormDetail>${title}</DescriptiveDetail>${extra}<ProductSupply><SupplyDetail>${price}</SupplyDetail></ProductSupply>`;

describe('parseOnix', () => {
  it('reads reference tags and short tags to the same books', async () => {
    const [reference, short] = await Promise.all([
      collect(fs.createReadStream(fixture('sample-reference.xml'))),
      collect(fs.readFileSync(fixture('sample-short.xml'), 'utf8')),
    ]);
    expect(booksOf(reference)).toHaveLength(4);
    expect(reference.every(({ errors }) => errors === undefined)).toBe(true);
    expect(short).toEqual(reference);
  });

  it('maps titles, contributors, series, subjects, dates, files and the cover', async () => {
    const [novel, manga, handbook, filmBook] = booksOf(
      await collect(fs.readFileSync(fixture('sample-reference.xml'), 'utf8')),
    );

    expect(novel?.name).toEqual({ th: 'บ้านหลังเก่าริมคลอง', en: 'The Old House by the Canal' });
    expect(novel?.contributors).toEqual([
      { name: { th: 'ศิริพร วงศ์ใหญ่', en: 'Siriporn Wongyai' }, role: 'author' },
      { name: { th: 'ปกรณ์ ศรีสุข', en: 'ปกรณ์ ศรีสุข' }, role: 'illustrator' },
    ]);
    expect(novel).toMatchObject({
      eIsbn: '9786162100017',
      isbn: '9786162100109',
      textLanguage: 'th',
      pageCount: 312,
      releaseDate: '2025-03-14',
      files: [{ format: 'EPUB', sizeBytes: 2.5 * 1024 * 1024 }],
      categories: [
        [
          { th: 'นิยาย', en: 'Fiction' },
          { th: 'วรรณกรรม', en: 'Literary Fiction' },
        ],
      ],
      tags: [
        { th: 'วรรณกรรมไทย', en: 'วรรณกรรมไทย' },
        { th: 'ครอบครัว', en: 'ครอบครัว' },
      ],
      publisher: { th: 'ฟ้าครามบุ๊คส์', en: 'ฟ้าครามบุ๊คส์' },
      imprint: { th: 'ฟ้าคราม คลาสสิก', en: 'ฟ้าคราม คลาสสิก' },
    });
    expect(novel?.shortDescription.en).toMatch(/^A wooden house/);
    expect(novel?.fullDescription.th.split('\n\n')).toHaveLength(2);
    expect(novel?.fullDescription.en).toContain('comes to light & changes everything.');
    expect(novel?.fullDescription.en).not.toContain('<p>');
    expect(novel?.cover?.contentType).toBe('image/jpeg');
    expect(novel?.cover?.data.equals(fs.readFileSync(fixture('covers/ban-lang-kao.jpg')))).toBe(
      true,
    );

    expect(manga?.name).toEqual({ th: 'ดาบพิฆาตเงา เล่ม 3', en: 'Shadow-Slayer Blade, Vol. 3' });
    expect(manga?.series).toEqual({
      name: { th: 'ดาบพิฆาตเงา', en: 'Shadow-Slayer Blade' },
      volume: 3,
    });
    expect(manga?.contributors).toEqual([
      { name: { th: 'ฮารุโตะ มิซึกิ', en: 'Haruto Mizuki' }, role: 'author' },
      { name: { th: 'อัญชลี คำแสง', en: 'Anchalee Khamsaeng' }, role: 'translator' },
    ]);
    expect(manga?.categories[0]?.[1]?.en).toBe('Action Manga');
    expect(manga?.files).toEqual([{ format: 'PDF', sizeBytes: 0 }]);

    expect(handbook?.name.en).toBe('The TypeScript Handbook: From First Types to Production');
    expect(handbook?.contributors).toEqual([
      { name: { th: 'Nathan Cole', en: 'Nathan Cole' }, role: 'author' },
      { name: { th: 'ธนากร ทองดี', en: 'ธนากร ทองดี' }, role: 'editor' },
    ]);
    expect(handbook).toMatchObject({
      textLanguage: 'en',
      hasSample: true,
      cover: null,
      releaseDate: '2025-09-01',
    });
    expect(handbook?.files.map(({ format }) => format)).toEqual(['EPUB', 'PDF']);
    expect(handbook?.categories).toEqual([
      [{ th: 'คอมพิวเตอร์ เทคโนโลยี', en: 'Computers & Technology' }],
    ]);

    expect(filmBook).toMatchObject({ isbn: '9789740000013', eIsbn: null, files: [] });
    expect(filmBook?.categories).toEqual([[{ th: 'อื่น ๆ', en: 'Other' }]]);
  });

  it('turns baht into exact satang and takes a higher price as the old price', async () => {
    const books = booksOf(await collect(fs.createReadStream(fixture('sample-reference.xml'))));
    expect(books.map(({ priceSatang, oldPriceSatang }) => [priceSatang, oldPriceSatang])).toEqual([
      [19900, 24900],
      [8950, null],
      [45000, null],
      [129900, null],
    ]);
  });

  it('reads a zero-rated or exempt VAT on the price as a VAT-exempt book', async () => {
    const priced = (tax: string) =>
      `<Price><PriceType>02</PriceType><PriceAmount>120</PriceAmount>${tax}<CurrencyCode>THB</CurrencyCode></Price>`;
    const books = booksOf(
      await collect(
        message(
          minimal({ reference: 'plain', price: priced('') }),
          minimal({
            reference: 'standard',
            price: priced(
              '<Tax><TaxType>01</TaxType><TaxRateCode>S</TaxRateCode><TaxRatePercent>7</TaxRatePercent></Tax>',
            ),
          }),
          minimal({
            reference: 'magazine',
            price: priced('<Tax><TaxType>01</TaxType><TaxRateCode>Z</TaxRateCode></Tax>'),
          }),
          minimal({
            reference: 'textbook',
            price: priced('<Tax><TaxRatePercent>0</TaxRatePercent></Tax>'),
          }),
        ),
      ),
    );
    expect(books.map(({ recordReference, vatCategory }) => [recordReference, vatCategory])).toEqual(
      [
        ['plain', 'standard'],
        ['standard', 'standard'],
        ['magazine', 'exempt'],
        ['textbook', 'exempt'],
      ],
    );
  });

  it('reports exactly the broken records with their positions and keeps the good one', async () => {
    const records = await collect(fs.createReadStream(fixture('broken.xml')));
    expect(booksOf(records).map(({ recordReference }) => recordReference)).toEqual([
      'broken-good-1',
    ]);
    expect(records.filter(({ errors }) => errors)).toEqual([
      { index: 2, line: 42, recordReference: 'broken-no-title', errors: ['missing title'] },
      {
        index: 3,
        line: 70,
        recordReference: 'broken-bad-isbn',
        errors: ['ISBN 9786163210051 has a wrong check digit'],
      },
      {
        index: 4,
        line: 101,
        recordReference: 'broken-usd-only',
        errors: ['no price in THB (found USD)'],
      },
    ]);
  });

  it('refuses missing references, unreadable covers and covers outside the folder', async () => {
    const cover = (link: string) =>
      `<CollateralDetail><SupportingResource><ResourceContentType>01</ResourceContentType><ResourceVersion><ResourceLink>${link}</ResourceLink></ResourceVersion></SupportingResource></CollateralDetail>`;
    const records = await collect(
      message(
        minimal({ reference: '' }),
        minimal({ reference: 'missing-cover', extra: cover('covers/nope.jpg') }),
        minimal({ reference: 'escaping-cover', extra: cover('../../../../package.json') }),
        minimal({ reference: 'not-a-jpeg', extra: cover('sample-reference.xml') }),
        minimal({
          reference: 'bad-amount',
          price:
            '<Price><PriceType>02</PriceType><PriceAmount>1,299.00</PriceAmount><CurrencyCode>THB</CurrencyCode></Price>',
        }),
      ),
    );
    expect(records.map(({ errors }) => errors)).toEqual([
      ['missing RecordReference'],
      ['cover file covers/nope.jpg not found'],
      ['cover ../../../../package.json is outside the folder of the ONIX file'],
      ['cover sample-reference.xml is not a JPEG, PNG, WebP or SVG file'],
      ['price "1,299.00" is not an amount in baht'],
    ]);
  });

  it('checks that a cover file is the picture its name says', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'onix-cover-'));
    fs.writeFileSync(path.join(folder, 'fake.jpg'), 'not a picture');
    fs.copyFileSync(fixture('covers/ban-lang-kao.jpg'), path.join(folder, 'real.JPG'));
    const cover = (link: string) =>
      `<CollateralDetail><SupportingResource><ResourceContentType>01</ResourceContentType><ResourceVersion><ResourceLink>${link}</ResourceLink></ResourceVersion></SupportingResource></CollateralDetail>`;
    try {
      const records = await collect(
        message(
          minimal({ reference: 'fake', extra: cover('fake.jpg') }),
          minimal({ reference: 'real', extra: cover('real.JPG') }),
        ),
        folder,
      );
      expect(records[0]?.errors).toEqual(['cover fake.jpg is not a valid image/jpeg file']);
      expect(records[1]?.book?.cover?.contentType).toBe('image/jpeg');
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  it('rounds prices exactly and prefers tax-inclusive prices', async () => {
    const priced = (amounts: Array<[type: string, amount: string]>) =>
      minimal({
        reference: amounts.map(([, amount]) => amount).join('_'),
        price: amounts
          .map(
            ([type, amount]) =>
              `<Price><PriceType>${type}</PriceType><PriceAmount>${amount}</PriceAmount><CurrencyCode>THB</CurrencyCode></Price>`,
          )
          .join(''),
      });
    const books = booksOf(
      await collect(
        message(
          priced([['02', '199.00']]),
          priced([['04', '89.5']]),
          priced([['02', '0.07']]),
          priced([
            ['01', '186.92'],
            ['02', '200.00'],
          ]),
        ),
      ),
    );
    expect(books.map(({ priceSatang, oldPriceSatang }) => [priceSatang, oldPriceSatang])).toEqual([
      [19900, null],
      [8950, null],
      [7, null],
      [20000, null],
    ]);
  });

  it('takes the language of a title detail and a series named among the titles', async () => {
    const title =
      '<TitleDetail language="eng"><TitleType>01</TitleType><TitleElement><TitleElementLevel>01</TitleElementLevel><TitleText>Sleep Deeply</TitleText></TitleElement>' +
      '<TitleElement><TitleElementLevel>02</TitleElementLevel><PartNumber>Vol. 2</PartNumber><TitleText>Health Shelf</TitleText></TitleElement></TitleDetail>' +
      '<TitleDetail><TitleType>01</TitleType><TitleElement><TitleElementLevel>01</TitleElementLevel><TitleText>นอนหลับให้ลึก</TitleText></TitleElement></TitleDetail>';
    const [book] = booksOf(await collect(message(minimal({ title }))));
    expect(book?.name).toEqual({ th: 'นอนหลับให้ลึก', en: 'Sleep Deeply' });
    expect(book?.series).toEqual({ name: { th: 'Health Shelf', en: 'Health Shelf' }, volume: 2 });
  });

  it('reads a stream split inside multi-byte characters', async () => {
    const xml = fs.readFileSync(fixture('sample-reference.xml'));
    const chunks = Array.from({ length: Math.ceil(xml.length / 7) }, (_, index) =>
      xml.subarray(index * 7, index * 7 + 7),
    );
    expect(await collect(Readable.from(chunks))).toEqual(await collect(xml.toString('utf8')));
  });

  it('streams large files record by record', async () => {
    const products = Array.from({ length: 3000 }, (_, index) =>
      minimal({ reference: `bulk-${index}` }),
    );
    let count = 0;
    for await (const record of parseOnix({
      xml: Readable.from([message(...products)]),
      baseDir: FIXTURES,
    })) {
      expect(record.book?.recordReference).toBe(`bulk-${count}`);
      count += 1;
    }
    expect(count).toBe(3000);
  });

  it('stops with the line on files that are not ONIX 3.0 XML', async () => {
    await expect(collect('<html><body/></html>')).rejects.toThrow(OnixFormatError);
    await expect(collect('<ONIXMessage release="2.1"></ONIXMessage>')).rejects.toThrow(
      /release 2.1/,
    );
    const broken = message(minimal()).replace('</Product>', '</Prodcut>');
    await expect(collect(broken)).rejects.toMatchObject({ name: 'OnixFormatError', line: 3 });
    await expect(collect('')).rejects.toThrow(/root element/);
  });
});
