import fs from 'node:fs/promises';
import path from 'node:path';
import type {
  ContributorRole,
  ImportBook,
  ImportCover,
  LocalizedText,
} from '../catalog-import.types.js';
import { findImportFiles } from '../../book-files/index.js';
import { isValidIsbn13, normalizeIsbn } from './isbn.js';
import { categoryPathFor, OTHER_CATEGORY } from './onix-subjects.js';
import { bahtToSatang, clip, languageOf, localize, onixDate, type Tagged } from './onix-values.js';
import { childOf, childrenOf, childText, richTextOf, textOf, type OnixNode } from './onix-xml.js';

/**
 * One ONIX `<Product>` to an `ImportBook`, or the reasons it cannot be imported. Reasons are English
 * sentences for the person who sent the file.
 */
export type ProductOutcome =
  { book: ImportBook; errors?: undefined } | { book?: undefined; errors: string[] };

const ROLES: Record<string, ContributorRole> = {
  A01: 'author',
  B06: 'translator',
  A12: 'illustrator',
  B01: 'editor',
};

const FILE_FORMATS: Record<string, 'EPUB' | 'PDF'> = { E101: 'EPUB', E107: 'PDF' };

const COVER_TYPES: Record<string, ImportCover['contentType']> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
};

const MAX_COVER_BYTES = 10 * 1024 * 1024;

/** Prices a reader pays, tax included first (02 RRP incl. tax, 04 fixed retail incl. tax), then 01. */
const PRICE_TYPE_ORDER = [['02', '04'], ['01']] as const;

const languageAttribute = (...nodes: Array<OnixNode | undefined>): string | undefined =>
  nodes.find((node) => node?.attributes.language)?.attributes.language;

const tagged = (text: string, ...nodes: Array<OnixNode | undefined>): Tagged => ({
  text,
  language: languageOf({ code: languageAttribute(...nodes), text }),
});

/**
 * `TitleText`, or `TitlePrefix` + `TitleWithoutPrefix`, with `: Subtitle`. Its language is the nearest
 * `language` attribute (title text, element, title detail), else the script.
 */
const titleOfElement = (element: OnixNode, titleDetail?: OnixNode): Tagged | null => {
  const titleText = childOf(element, 'TitleText');
  const withoutPrefix = childOf(element, 'TitleWithoutPrefix');
  const main = titleText
    ? textOf(titleText)
    : [childText(element, 'TitlePrefix'), textOf(withoutPrefix)].filter(Boolean).join(' ');
  if (!main) return null;
  const subtitle = childText(element, 'Subtitle');
  return tagged(
    subtitle ? `${main}: ${subtitle}` : main,
    titleText ?? withoutPrefix,
    element,
    titleDetail,
  );
};

type TitleParts = { titles: Tagged[]; collection: Tagged[]; partNumber: string };

/** Product titles (distinctive title first) and any collection-level title elements among them. */
const readTitles = (detail: OnixNode | undefined): TitleParts => {
  const details = childrenOf(detail, 'TitleDetail').sort(
    (a, b) =>
      Number(childText(a, 'TitleType') !== '01') - Number(childText(b, 'TitleType') !== '01'),
  );
  const parts: TitleParts = { titles: [], collection: [], partNumber: '' };
  for (const titleDetail of details) {
    for (const element of childrenOf(titleDetail, 'TitleElement')) {
      const level = childText(element, 'TitleElementLevel') || '01';
      const title = titleOfElement(element, titleDetail);
      if (level === '01') {
        if (title) parts.titles.push(title);
        parts.partNumber ||= childText(element, 'PartNumber');
      } else if (title) {
        parts.collection.push(title);
        parts.partNumber ||= childText(element, 'PartNumber');
      }
    }
  }
  return parts;
};

const volumeOf = (value: string): number | null => {
  const match = /\d+/.exec(value);
  const volume = match ? Number(match[0]) : Number.NaN;
  return Number.isInteger(volume) && volume >= 0 && volume <= 32767 ? volume : null;
};

const readSeries = (detail: OnixNode | undefined, titles: TitleParts): ImportBook['series'] => {
  const collections = childrenOf(detail, 'Collection').filter((collection) => {
    const type = childText(collection, 'CollectionType');
    return type === '' || type === '10';
  });
  for (const collection of collections) {
    const elements = childrenOf(collection, 'TitleDetail').flatMap((titleDetail) =>
      childrenOf(titleDetail, 'TitleElement').map((element) => ({ element, titleDetail })),
    );
    const name = localize(
      elements.flatMap(({ element, titleDetail }) => titleOfElement(element, titleDetail) ?? []),
    );
    if (!name) continue;
    const partNumber =
      elements.map(({ element }) => childText(element, 'PartNumber')).find(Boolean) ||
      childText(childOf(collection, 'CollectionSequence'), 'CollectionSequenceNumber') ||
      titles.partNumber;
    return { name: mapText(name, (text) => clip(text, 200)), volume: volumeOf(partNumber) };
  }
  const name = localize(titles.collection);
  return name
    ? { name: mapText(name, (text) => clip(text, 200)), volume: volumeOf(titles.partNumber) }
    : null;
};

const mapText = (text: LocalizedText, change: (value: string) => string): LocalizedText => ({
  th: change(text.th),
  en: change(text.en),
});

/** `Key, Names` → `Names Key`. */
const uninvert = (inverted: string) => {
  const [key, names] = inverted.split(',').map((part) => part.trim());
  return names ? `${names} ${key}` : inverted;
};

const namesOf = (node: OnixNode): Tagged[] => {
  const person = childOf(node, 'PersonName');
  const inverted = childOf(node, 'PersonNameInverted');
  const keyNames = childOf(node, 'KeyNames');
  const corporate = childOf(node, 'CorporateName');
  const composed = [childText(node, 'NamesBeforeKey'), textOf(keyNames)].filter(Boolean).join(' ');
  return [
    ...childrenOf(node, 'PersonName').map((name) => tagged(textOf(name), name)),
    ...(person ? [] : composed ? [tagged(composed, keyNames, node)] : []),
    ...(person || composed || !inverted ? [] : [tagged(uninvert(textOf(inverted)), inverted)]),
    ...(corporate ? [tagged(textOf(corporate), corporate)] : []),
  ].filter(({ text }) => text.length > 0);
};

const readContributors = (detail: OnixNode | undefined): ImportBook['contributors'] => {
  const contributors = childrenOf(detail, 'Contributor')
    .map((node, position) => ({
      node,
      position,
      sequence: Number(childText(node, 'SequenceNumber')) || Infinity,
    }))
    .sort((a, b) => a.sequence - b.sequence || a.position - b.position);
  const result: ImportBook['contributors'] = [];
  for (const { node } of contributors) {
    const role = childrenOf(node, 'ContributorRole')
      .map((roleNode) => ROLES[textOf(roleNode)])
      .find((mapped) => mapped !== undefined);
    if (!role) continue;
    const alternatives = childrenOf(node, 'AlternativeName').flatMap(namesOf);
    const name = localize([...namesOf(node), ...alternatives]);
    if (!name) continue;
    const clipped = mapText(name, (text) => clip(text, 200));
    if (
      !result.some(
        (existing) =>
          existing.role === role &&
          existing.name.th === clipped.th &&
          existing.name.en === clipped.en,
      )
    ) {
      result.push({ name: clipped, role });
    }
  }
  return result;
};

const readIdentifiers = ({ product, isDigital }: { product: OnixNode; isDigital: boolean }) => {
  const errors: string[] = [];
  let own: string | null = null;
  for (const identifier of childrenOf(product, 'ProductIdentifier')) {
    const type = childText(identifier, 'ProductIDType');
    const value = normalizeIsbn(childText(identifier, 'IDValue'));
    if (type !== '15' && !(type === '03' && /^97[89]/.test(value))) continue;
    if (!/^\d{13}$/.test(value)) errors.push(`ISBN "${value}" is not 13 digits`);
    else if (!isValidIsbn13(value)) errors.push(`ISBN ${value} has a wrong check digit`);
    else own ??= value;
  }

  let printIsbn: string | null = null;
  for (const related of childrenOf(childOf(product, 'RelatedMaterial'), 'RelatedProduct')) {
    const relation = childText(related, 'ProductRelationCode');
    if (relation !== '06' && relation !== '13') continue;
    for (const identifier of childrenOf(related, 'ProductIdentifier')) {
      const value = normalizeIsbn(childText(identifier, 'IDValue'));
      if (childText(identifier, 'ProductIDType') === '15' && isValidIsbn13(value))
        printIsbn ??= value;
    }
  }
  return {
    errors,
    isbn: isDigital ? printIsbn : own,
    eIsbn: isDigital ? own : null,
  };
};

const SIZE_UNITS: Record<string, number> = { '17': 1, '18': 1024, '19': 1024 * 1024 };

const readExtents = (detail: OnixNode | undefined) => {
  const extents = childrenOf(detail, 'Extent').map((extent) => ({
    type: childText(extent, 'ExtentType'),
    value: childText(extent, 'ExtentValue'),
    unit: childText(extent, 'ExtentUnit'),
  }));
  const pages = ['00', '11', '05', '10', '08']
    .map((type) =>
      extents.find(
        (extent) => extent.type === type && (extent.unit === '' || extent.unit === '03'),
      ),
    )
    .find((extent) => extent !== undefined);
  const pageCount = pages ? Number.parseInt(pages.value, 10) : Number.NaN;
  const size = extents.find((extent) => extent.type === '22');
  const sizeBytes = size
    ? Math.round(Number.parseFloat(size.value) * (SIZE_UNITS[size.unit] ?? 1))
    : 0;
  return {
    pageCount: Number.isInteger(pageCount) && pageCount > 0 ? pageCount : null,
    sizeBytes: Number.isFinite(sizeBytes) && sizeBytes >= 0 && sizeBytes < 2 ** 31 ? sizeBytes : 0,
  };
};

const readSubjects = (detail: OnixNode | undefined) => {
  const subjects = childrenOf(detail, 'Subject').sort(
    (a, b) => Number(!childOf(b, 'MainSubject')) - Number(!childOf(a, 'MainSubject')),
  );
  const paths: LocalizedText[][] = [];
  const keywords: string[] = [];
  for (const subject of subjects) {
    const scheme = childText(subject, 'SubjectSchemeIdentifier');
    if (scheme === '20') {
      keywords.push(...childText(subject, 'SubjectHeadingText').split(/[;,]/));
      continue;
    }
    const found = categoryPathFor({ scheme, code: childText(subject, 'SubjectCode') });
    if (
      found &&
      !paths.some(
        (existing) =>
          existing.map(({ en }) => en).join('>') === found.map(({ en }) => en).join('>'),
      )
    ) {
      paths.push(found);
    }
  }
  const tags = [...new Set(keywords.map((keyword) => keyword.trim()).filter(Boolean))]
    .slice(0, 10)
    .map((keyword) => ({ th: clip(keyword, 100), en: clip(keyword, 100) }));
  return { categories: paths.length > 0 ? paths.slice(0, 2) : [[OTHER_CATEGORY]], tags };
};

const readTexts = (product: OnixNode, type: string): LocalizedText => {
  const texts = childrenOf(childOf(product, 'CollateralDetail'), 'TextContent')
    .filter((content) => childText(content, 'TextType') === type)
    .flatMap((content) =>
      childrenOf(content, 'Text').map((text) => tagged(richTextOf(text), text, content)),
    );
  return localize(texts) ?? { th: '', en: '' };
};

const readNames = (nodes: OnixNode[], field: string): LocalizedText | null =>
  localize(
    nodes.flatMap((node) => childrenOf(node, field).map((name) => tagged(textOf(name), name))),
  );

const readPublishing = (product: OnixNode) => {
  const publishing = childOf(product, 'PublishingDetail');
  const publishers = childrenOf(publishing, 'Publisher').filter((publisher) => {
    const role = childText(publisher, 'PublishingRole');
    return role === '' || role === '01';
  });
  const dateNode = childrenOf(publishing, 'PublishingDate').find(
    (date) => childText(date, 'PublishingDateRole') === '01',
  );
  const dateText = childText(dateNode, 'Date');
  const publisher = readNames(publishers, 'PublisherName');
  const imprint = readNames(childrenOf(publishing, 'Imprint'), 'ImprintName');
  return {
    publisher: publisher && mapText(publisher, (text) => clip(text, 200)),
    imprint: imprint && mapText(imprint, (text) => clip(text, 200)),
    dateText,
    releaseDate: dateText ? onixDate(dateText) : null,
  };
};

/**
 * A price whose VAT the publisher declares as zero-rated or exempt (ONIX `Tax`: `TaxRateCode` Z
 * or E, or `TaxRatePercent` 0 for VAT, `TaxType` 01): e-books of newspapers, magazines and
 * textbooks in Thailand (docs/buying.md).
 */
const isVatExempt = (price: OnixNode): boolean =>
  childrenOf(price, 'Tax').some((tax) => {
    const type = childText(tax, 'TaxType') || '01';
    if (type !== '01') return false;
    const code = childText(tax, 'TaxRateCode').toUpperCase();
    const percent = childText(tax, 'TaxRatePercent');
    return code === 'Z' || code === 'E' || (percent !== '' && Number(percent) === 0);
  });

const readPrices = (product: OnixNode) => {
  const errors: string[] = [];
  const prices = childrenOf(childOf(product, 'ProductSupply'), 'SupplyDetail').flatMap((supply) =>
    childrenOf(supply, 'Price'),
  );
  const thb: Array<{ type: string; satang: number; exempt: boolean }> = [];
  const others = new Set<string>();
  for (const price of prices) {
    const currency = childText(price, 'CurrencyCode').toUpperCase();
    const type = childText(price, 'PriceType') || '01';
    if (currency !== 'THB') {
      others.add(currency || 'no currency');
      continue;
    }
    const amount = childText(price, 'PriceAmount');
    const satang = bahtToSatang(amount);
    if (satang === null) errors.push(`price "${amount}" is not an amount in baht`);
    else thb.push({ type, satang, exempt: isVatExempt(price) });
  }
  const usable = PRICE_TYPE_ORDER.map((types) =>
    thb.filter(({ type }) => (types as readonly string[]).includes(type)),
  ).find((group) => group.length > 0);
  if (!usable) {
    if (errors.length === 0) {
      errors.push(
        others.size > 0
          ? `no price in THB (found ${[...others].join(', ')})`
          : 'no consumer price in THB',
      );
    }
    return { errors, priceSatang: 0, oldPriceSatang: null, vatCategory: 'standard' as const };
  }
  const amounts = usable.map(({ satang }) => satang);
  const priceSatang = Math.min(...amounts);
  const highest = Math.max(...amounts);
  return {
    errors,
    priceSatang,
    oldPriceSatang: highest > priceSatang ? highest : null,
    vatCategory: usable.some(({ exempt }) => exempt) ? ('exempt' as const) : ('standard' as const),
  };
};

/** Checks the first bytes, so a renamed or broken file is refused instead of stored. */
const looksLike = (contentType: ImportCover['contentType'], data: Buffer): boolean => {
  switch (contentType) {
    case 'image/jpeg':
      return data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff;
    case 'image/png':
      return data
        .subarray(0, 8)
        .equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    case 'image/webp':
      return (
        data.subarray(0, 4).toString('latin1') === 'RIFF' &&
        data.subarray(8, 12).toString('latin1') === 'WEBP'
      );
    case 'image/svg+xml':
      return /<svg[\s>]/.test(data.subarray(0, 4096).toString('utf8'));
  }
};

type CoverOutcome = { cover: ImportCover | null; error?: string };

const readCover = async ({
  product,
  baseDir,
}: {
  product: OnixNode;
  baseDir: string | null;
}): Promise<CoverOutcome> => {
  const resources = childrenOf(childOf(product, 'CollateralDetail'), 'SupportingResource').filter(
    (resource) => childText(resource, 'ResourceContentType') === '01',
  );
  const links = resources.flatMap((resource) =>
    childrenOf(resource, 'ResourceVersion').flatMap((version) =>
      childrenOf(version, 'ResourceLink').map(textOf),
    ),
  );
  const link = links.find((candidate) => !/^[a-z][a-z0-9+.-]*:/i.test(candidate));
  // Covers at web addresses are not fetched, and a file uploaded alone (the back office) has no
  // folder beside it: the book gets a drawn cover instead.
  if (!link || baseDir === null) return { cover: null };

  const file = path.resolve(baseDir, decodeURI(link));
  const relative = path.relative(path.resolve(baseDir), file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) {
    return { cover: null, error: `cover ${link} is outside the folder of the ONIX file` };
  }
  const contentType = COVER_TYPES[path.extname(file).toLowerCase()];
  if (!contentType)
    return { cover: null, error: `cover ${link} is not a JPEG, PNG, WebP or SVG file` };

  try {
    const stat = await fs.stat(file);
    if (stat.size > MAX_COVER_BYTES)
      return { cover: null, error: `cover ${link} is larger than 10 MB` };
    const data = await fs.readFile(file);
    if (!looksLike(contentType, data))
      return { cover: null, error: `cover ${link} is not a valid ${contentType} file` };
    return { cover: { contentType, data } };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return {
      cover: null,
      error:
        code === 'ENOENT'
          ? `cover file ${link} not found`
          : `cover ${link} cannot be read (${code ?? 'error'})`,
    };
  }
};

const hasSampleResource = (product: OnixNode) =>
  childrenOf(childOf(product, 'CollateralDetail'), 'SupportingResource').some(
    (resource) => childText(resource, 'ResourceContentType') === '15',
  );

const textLanguageOf = (detail: OnixNode | undefined, name: LocalizedText): 'th' | 'en' => {
  const main = childrenOf(detail, 'Language').find(
    (language) => childText(language, 'LanguageRole') === '01',
  );
  const code = childText(main, 'LanguageCode').toLowerCase();
  if (code === 'tha' || code === 'eng') return code === 'tha' ? 'th' : 'en';
  return languageOf({ text: name.th });
};

/** Maps a product; any problem makes it an error outcome so the record is skipped. */
export const mapOnixProduct = async ({
  product,
  baseDir,
}: {
  product: OnixNode;
  /** The folder of the ONIX file (covers and book files beside it); null for an upload alone. */
  baseDir: string | null;
}): Promise<ProductOutcome> => {
  const errors: string[] = [];
  const recordReference = childText(product, 'RecordReference');
  if (!recordReference) errors.push('missing RecordReference');
  else if (recordReference.length > 100)
    errors.push('RecordReference is longer than 100 characters');
  if (childText(product, 'NotificationType') === '05')
    errors.push('deletion notices (NotificationType 05) are not imported');

  const detail = childOf(product, 'DescriptiveDetail');
  const productForm = childText(detail, 'ProductForm');
  const isDigital = /^E/.test(productForm);
  const identifiers = readIdentifiers({ product, isDigital });
  errors.push(...identifiers.errors);

  const titles = readTitles(detail);
  const name = localize(titles.titles);
  if (!name) errors.push('missing title');

  const publishing = readPublishing(product);
  if (publishing.dateText && !publishing.releaseDate)
    errors.push(`publishing date "${publishing.dateText}" is not a date`);
  const prices = readPrices(product);
  errors.push(...prices.errors);
  const cover = await readCover({ product, baseDir });
  if (cover.error) errors.push(cover.error);
  const bookFiles =
    recordReference && baseDir !== null
      ? await findImportFiles(baseDir, recordReference)
      : { files: [], errors: [] };
  errors.push(...bookFiles.errors);

  if (errors.length > 0 || !name) return { errors };

  const { pageCount, sizeBytes } = readExtents(detail);
  const formats = [
    ...new Set(
      childrenOf(detail, 'ProductFormDetail').flatMap((node) => FILE_FORMATS[textOf(node)] ?? []),
    ),
  ];
  const { categories, tags } = readSubjects(detail);
  const shortDescription = readTexts(product, '02');
  const fullDescription = readTexts(product, '03');

  return {
    book: {
      recordReference,
      name: mapText(name, (text) => clip(text, 400)),
      shortDescription,
      fullDescription: fullDescription.th ? fullDescription : shortDescription,
      contributors: readContributors(detail),
      publisher: publishing.publisher,
      imprint: publishing.imprint,
      series: readSeries(detail, titles),
      categories,
      tags,
      isbn: identifiers.isbn,
      eIsbn: identifiers.eIsbn,
      textLanguage: textLanguageOf(detail, name),
      pageCount,
      releaseDate: publishing.releaseDate,
      priceSatang: prices.priceSatang,
      oldPriceSatang: prices.oldPriceSatang,
      vatCategory: prices.vatCategory,
      hasSample: hasSampleResource(product) || bookFiles.files.length > 0,
      // The formats the record announces, and those whose files lie beside the XML.
      files: [
        ...bookFiles.files.map((file) => ({
          format: file.format,
          sizeBytes: file.sizeBytes,
          path: file.path,
          samplePath: file.samplePath,
        })),
        ...formats
          .filter((format) => !bookFiles.files.some((file) => file.format === format))
          .map((format) => ({ format, sizeBytes })),
      ],
      cover: cover.cover,
    },
  };
};
