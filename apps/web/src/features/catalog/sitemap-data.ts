import 'server-only';
import { PAGE_SIZE, type CategoryNode } from '@nangsue/contracts';
import { topicCodeOfLink } from './catalog-paths';
import { MAX_SITEMAP_URLS, buildSitemap } from './build-sitemap';
import { getCategoryTree, getHomeWidgets, searchBooks } from './data';
import { EMPTY_CATALOG_QUERY } from './catalog-query';

/** Pages of the book search read at once while collecting every book. */
const CONCURRENCY = 4;
/** Every address is there twice (Thai and English); more books would not fit anyway. */
const MAX_BOOKS = MAX_SITEMAP_URLS / 2;
/** The sitemap is rebuilt at most this often per server (it pages through the whole catalog). */
const TTL_MS = 10 * 60 * 1000;

let memo: { siteUrl: string; at: number; value: ReturnType<typeof buildSitemap> } | null = null;

const idsOf = (nodes: CategoryNode[]): number[] =>
  nodes.flatMap((node) => [node.Id, ...idsOf(node.SubCategories)]);

/** Every published book id and its authors, by paging the search with no criteria (newest first). */
const collectBooks = async (): Promise<{ bookIds: number[]; authorIds: number[] }> => {
  const query = { ...EMPTY_CATALOG_QUERY, orderBy: 'newest' as const };
  const first = await searchBooks(query);
  const ids = first.Products.map((book) => book.Id);
  const authorIds = new Set(first.Products.flatMap((book) => book.Authors.map((a) => a.Id)));
  const lastPage = Math.min(first.Paging.TotalPages, Math.ceil(MAX_BOOKS / PAGE_SIZE));

  for (let start = 2; start <= lastPage; start += CONCURRENCY) {
    const pageNumbers = Array.from(
      { length: Math.min(CONCURRENCY, lastPage - start + 1) },
      (_, index) => start + index,
    );
    const pages = await Promise.all(
      pageNumbers.map((pageNumber) => searchBooks({ ...query, pageNumber })),
    );
    for (const page of pages) {
      ids.push(...page.Products.map((book) => book.Id));
      for (const book of page.Products) for (const author of book.Authors) authorIds.add(author.Id);
    }
  }
  return { bookIds: ids.slice(0, MAX_BOOKS), authorIds: [...authorIds] };
};

/** The sitemap of the store at `siteUrl`: home, listings, every category, topic and book. */
export const loadSitemap = async (siteUrl: string) => {
  if (memo !== null && memo.siteUrl === siteUrl && Date.now() - memo.at < TTL_MS) return memo.value;

  const [categories, widgets, { bookIds, authorIds }] = await Promise.all([
    getCategoryTree(),
    getHomeWidgets(),
    collectBooks(),
  ]);
  const topicCodes = widgets
    .flatMap((widget) => widget.Sliders)
    .map((slider) => (slider.IsExternal ? null : topicCodeOfLink(slider.Link)))
    .filter((code): code is string => code !== null);

  const value = buildSitemap({
    siteUrl,
    categoryIds: idsOf(categories),
    topicCodes,
    bookIds,
    authorIds,
  });
  memo = { siteUrl, at: Date.now(), value };
  return value;
};
