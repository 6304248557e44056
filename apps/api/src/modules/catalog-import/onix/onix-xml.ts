import type { Readable } from 'node:stream';
import { SaxesParser } from 'saxes';

/**
 * Reads an ONIX for Books 3.0 message as a stream and hands out one small element tree per
 * `<Product>`, so files of any size go through in constant memory. Short tags (`<product>`, `<a001>`)
 * are renamed to reference tags (`<Product>`, `<RecordReference>`) on the way in.
 */
export type OnixNode = {
  name: string;
  attributes: Record<string, string>;
  /** Text and child elements in document order. */
  content: Array<string | OnixNode>;
};

export type OnixProductNode = { index: number; line: number; node: OnixNode };

/** The file is not XML or not an ONIX 3.0 message: nothing after this point can be read. */
export class OnixFormatError extends Error {
  override name = 'OnixFormatError';
  constructor(
    message: string,
    readonly line?: number,
  ) {
    super(message);
  }
}

/** Short tag → reference tag, for the elements the importer reads. */
const SHORT_TAGS: Record<string, string> = {
  a001: 'RecordReference',
  a002: 'NotificationType',
  b221: 'ProductIDType',
  b244: 'IDValue',
  x314: 'ProductComposition',
  b012: 'ProductForm',
  b333: 'ProductFormDetail',
  x329: 'CollectionType',
  x479: 'CollectionSequenceType',
  x481: 'CollectionSequenceNumber',
  b202: 'TitleType',
  x409: 'TitleElementLevel',
  x410: 'PartNumber',
  b203: 'TitleText',
  b030: 'TitlePrefix',
  b031: 'TitleWithoutPrefix',
  b029: 'Subtitle',
  b034: 'SequenceNumber',
  b035: 'ContributorRole',
  x414: 'NameType',
  b036: 'PersonName',
  b037: 'PersonNameInverted',
  b039: 'NamesBeforeKey',
  b040: 'KeyNames',
  b047: 'CorporateName',
  b253: 'LanguageRole',
  b252: 'LanguageCode',
  b218: 'ExtentType',
  b219: 'ExtentValue',
  b220: 'ExtentUnit',
  x425: 'MainSubject',
  b067: 'SubjectSchemeIdentifier',
  b069: 'SubjectCode',
  b070: 'SubjectHeadingText',
  x426: 'TextType',
  x427: 'ContentAudience',
  d104: 'Text',
  x436: 'ResourceContentType',
  x437: 'ResourceMode',
  x441: 'ResourceForm',
  x435: 'ResourceLink',
  b079: 'ImprintName',
  b291: 'PublishingRole',
  b081: 'PublisherName',
  x448: 'PublishingDateRole',
  b306: 'Date',
  x462: 'PriceType',
  j151: 'PriceAmount',
  j152: 'CurrencyCode',
  x470: 'TaxType',
  x471: 'TaxRateCode',
  x472: 'TaxRatePercent',
  x455: 'ProductRelationCode',
};

/** Composite elements: the short tag is the reference tag in lower case. */
const COMPOSITES = [
  'ONIXMessage',
  'Header',
  'Product',
  'ProductIdentifier',
  'DescriptiveDetail',
  'Collection',
  'CollectionSequence',
  'TitleDetail',
  'TitleElement',
  'Contributor',
  'AlternativeName',
  'Language',
  'Extent',
  'Subject',
  'CollateralDetail',
  'TextContent',
  'SupportingResource',
  'ResourceVersion',
  'PublishingDetail',
  'Imprint',
  'Publisher',
  'PublishingDate',
  'ProductSupply',
  'SupplyDetail',
  'Price',
  'RelatedMaterial',
  'RelatedProduct',
];
const COMPOSITE_BY_LOWER = new Map(COMPOSITES.map((name) => [name.toLowerCase(), name]));

/** Reference name of a tag in either style, without a namespace prefix. */
export const referenceTag = (tag: string): string => {
  const local = tag.includes(':') ? tag.slice(tag.indexOf(':') + 1) : tag;
  return SHORT_TAGS[local] ?? COMPOSITE_BY_LOWER.get(local.toLowerCase()) ?? local;
};

/** HTML entities that turn up in publisher descriptions although XML does not define them. */
const HTML_ENTITIES: Record<string, string> = {
  nbsp: '\u00A0',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  bull: '•',
  middot: '·',
  copy: '©',
  reg: '®',
  trade: '™',
};

const CHUNK_CHARS = 64 * 1024;

/** Products of an ONIX message, each with its 1-based number and the line its tag starts on. */
export async function* readOnixProducts(
  source: string | Readable,
): AsyncGenerator<OnixProductNode> {
  const parser = new SaxesParser({ position: true });
  Object.assign(parser.ENTITIES, HTML_ENTITIES);

  const ready: OnixProductNode[] = [];
  const stack: OnixNode[] = [];
  let sawRoot = false;
  let tagLine = 1;
  let productLine = 1;
  let index = 0;

  parser.on('opentagstart', () => {
    tagLine = parser.line;
  });
  parser.on('opentag', (tag) => {
    const name = referenceTag(tag.name);
    const attributes = tag.attributes as Record<string, string>;
    if (!sawRoot) {
      sawRoot = true;
      if (name !== 'ONIXMessage') {
        throw new OnixFormatError(
          `not an ONIX for Books message (root element <${tag.name}>)`,
          tagLine,
        );
      }
      const release = attributes.release;
      if (release !== undefined && !release.startsWith('3.')) {
        throw new OnixFormatError(`ONIX release ${release} is not supported, only 3.0`, tagLine);
      }
      return;
    }
    if (stack.length === 0) {
      if (name !== 'Product') return;
      productLine = tagLine;
    }
    const node: OnixNode = { name, attributes, content: [] };
    stack.at(-1)?.content.push(node);
    stack.push(node);
  });
  parser.on('text', (text) => {
    if (stack.length > 0) stack.at(-1)?.content.push(text);
  });
  parser.on('cdata', (text) => {
    if (stack.length > 0) stack.at(-1)?.content.push(text);
  });
  parser.on('closetag', () => {
    const node = stack.pop();
    if (node && stack.length === 0) {
      index += 1;
      ready.push({ index, line: productLine, node });
    }
  });

  const asFormatError = (error: unknown) =>
    error instanceof OnixFormatError
      ? error
      : new OnixFormatError(
          `the file is not well-formed XML: ${(error as Error).message}`,
          parser.line,
        );

  /** Feeds a chunk; a problem is returned, so the products completed before it are handed out first. */
  const feed = (chunk: string | null): OnixFormatError | null => {
    try {
      if (chunk === null) parser.close();
      else parser.write(chunk);
      return null;
    } catch (error) {
      return asFormatError(error);
    }
  };

  const chunks = async function* (): AsyncGenerator<string | null> {
    if (typeof source === 'string') {
      for (let start = 0; start < source.length; start += CHUNK_CHARS)
        yield source.slice(start, start + CHUNK_CHARS);
    } else {
      const decoder = new TextDecoder('utf-8');
      for await (const chunk of source as AsyncIterable<Buffer | string>) {
        yield typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
      }
      yield decoder.decode();
    }
    yield null;
  };

  for await (const chunk of chunks()) {
    const failure = feed(chunk);
    yield* ready.splice(0);
    if (failure) throw failure;
  }
  if (!sawRoot) throw new OnixFormatError('the file has no XML elements');
}

/** Child elements, optionally only those with a name. */
export const childrenOf = (node: OnixNode | undefined, name?: string): OnixNode[] =>
  (node?.content ?? []).filter(
    (item): item is OnixNode =>
      typeof item !== 'string' && (name === undefined || item.name === name),
  );

export const childOf = (node: OnixNode | undefined, name: string): OnixNode | undefined =>
  childrenOf(node, name)[0];

/** The element's own text, whitespace collapsed. */
export const textOf = (node: OnixNode | undefined): string =>
  (node?.content ?? [])
    .filter((item): item is string => typeof item === 'string')
    .join('')
    .replace(/\s+/g, ' ')
    .trim();

/** Text of the first child with that name, or '' when there is none. */
export const childText = (node: OnixNode | undefined, name: string): string =>
  textOf(childOf(node, name));

const ESCAPED_ENTITIES: Record<string, string> = {
  nbsp: ' ',
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
};

const BLOCKS = new Set(['p', 'div', 'li', 'ul', 'ol', 'h1', 'h2', 'h3', 'h4', 'blockquote', 'br']);

/**
 * The element's text including nested XHTML, with paragraphs (`<p>`, `<br/>`, …) as blank lines; HTML
 * sent as escaped text (textformat 02) is stripped the same way.
 */
export const richTextOf = (node: OnixNode | undefined): string => {
  const parts: string[] = [];
  const walk = (item: string | OnixNode) => {
    if (typeof item === 'string') {
      parts.push(item);
      return;
    }
    const tag = item.name.toLowerCase();
    if (BLOCKS.has(tag)) parts.push('\n\n');
    item.content.forEach(walk);
    if (BLOCKS.has(tag)) parts.push('\n\n');
  };
  node?.content.forEach(walk);
  const withEscapedHtml = parts
    .join('')
    .replace(/<\s*(br|\/p|\/div|\/li|p|div|li)\b[^>]*>/gi, '\n\n')
    .replace(/<\/?[a-zA-Z][^>]*>/g, '')
    .replace(/&(nbsp|amp|lt|gt|quot|#39);/g, (_, name: string) => ESCAPED_ENTITIES[name] ?? '');
  return withEscapedHtml
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n\n');
};
