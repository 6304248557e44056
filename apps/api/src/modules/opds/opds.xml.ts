import { escapeXml } from '../../lib/xml.js';
/**
 * OPDS 1.2 (Atom) rendering, without dependencies: feeds, entries, links and the OpenSearch
 * description (docs/opds.md). Every href given here is root-relative (`/opds/...`, `/files/...`)
 * or absolute, so a feed works the same read from the API or through the storefront's `/opds`.
 */

export const OPDS_TYPES = {
  navigation: 'application/atom+xml;profile=opds-catalog;kind=navigation',
  acquisition: 'application/atom+xml;profile=opds-catalog;kind=acquisition',
  openSearch: 'application/opensearchdescription+xml',
} as const;

export const REL = {
  acquisition: 'http://opds-spec.org/acquisition',
  image: 'http://opds-spec.org/image',
  thumbnail: 'http://opds-spec.org/image/thumbnail',
  sortNew: 'http://opds-spec.org/sort/new',
} as const;

export const FILE_TYPES = { EPUB: 'application/epub+zip', PDF: 'application/pdf' } as const;

export type OpdsLink = { rel: string; href: string; type: string; title?: string };

const linkXml = (link: OpdsLink): string =>
  `<link rel="${escapeXml(link.rel)}" href="${escapeXml(link.href)}" type="${escapeXml(link.type)}"${
    link.title ? ` title="${escapeXml(link.title)}"` : ''
  }/>`;

export type OpdsEntry = {
  id: string;
  title: string;
  updated: string;
  authors?: string[];
  language?: string;
  issued?: string | null;
  publisher?: string | null;
  summary?: string;
  /** A navigation entry's description (Atom `content`). */
  content?: string;
  links: OpdsLink[];
};

const entryXml = (entry: OpdsEntry): string =>
  [
    '<entry>',
    `<title>${escapeXml(entry.title)}</title>`,
    `<id>${escapeXml(entry.id)}</id>`,
    `<updated>${entry.updated}</updated>`,
    ...(entry.authors ?? []).map((name) => `<author><name>${escapeXml(name)}</name></author>`),
    entry.language ? `<dc:language>${escapeXml(entry.language)}</dc:language>` : '',
    entry.issued ? `<dc:issued>${escapeXml(entry.issued)}</dc:issued>` : '',
    entry.publisher ? `<dc:publisher>${escapeXml(entry.publisher)}</dc:publisher>` : '',
    entry.summary ? `<summary type="text">${escapeXml(entry.summary)}</summary>` : '',
    entry.content ? `<content type="text">${escapeXml(entry.content)}</content>` : '',
    ...entry.links.map(linkXml),
    '</entry>',
  ]
    .filter((part) => part !== '')
    .join('\n');

export type OpdsFeed = {
  id: string;
  title: string;
  updated: string;
  /** `xml:lang` of the feed's own words. */
  language: string;
  links: OpdsLink[];
  entries: OpdsEntry[];
  /** OpenSearch counts of a paged feed. */
  paging?: { totalResults: number; itemsPerPage: number; startIndex: number };
};

export const feedXml = (feed: OpdsFeed): string =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/terms/" xmlns:opds="http://opds-spec.org/2010/catalog" xmlns:opensearch="http://a9.com/-/spec/opensearch/1.1/" xml:lang="${escapeXml(feed.language)}">`,
    `<id>${escapeXml(feed.id)}</id>`,
    `<title>${escapeXml(feed.title)}</title>`,
    `<updated>${feed.updated}</updated>`,
    '<author><name>Nangsue</name></author>',
    ...(feed.paging
      ? [
          `<opensearch:totalResults>${feed.paging.totalResults}</opensearch:totalResults>`,
          `<opensearch:itemsPerPage>${feed.paging.itemsPerPage}</opensearch:itemsPerPage>`,
          `<opensearch:startIndex>${feed.paging.startIndex}</opensearch:startIndex>`,
        ]
      : []),
    ...feed.links.map(linkXml),
    ...feed.entries.map(entryXml),
    '</feed>',
    '',
  ].join('\n');

/** The OpenSearch 1.1 description of the shelf's search (what OPDS clients read first). */
export const openSearchXml = (params: {
  shortName: string;
  description: string;
  language: string;
  template: string;
}): string =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/">',
    `<ShortName>${escapeXml(params.shortName)}</ShortName>`,
    `<Description>${escapeXml(params.description)}</Description>`,
    `<Language>${escapeXml(params.language)}</Language>`,
    '<InputEncoding>UTF-8</InputEncoding>',
    '<OutputEncoding>UTF-8</OutputEncoding>',
    `<Url type="${OPDS_TYPES.acquisition}" template="${escapeXml(params.template)}"/>`,
    '</OpenSearchDescription>',
    '',
  ].join('\n');
