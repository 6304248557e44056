import { sql, type SQL } from 'drizzle-orm';
import type { BookIndexTokens } from '../lib/search-text.js';

/**
 * A book's `search_vector` from its tokens (ADR 0008). A: title; B: the first contributor (the
 * book's own author ranks above a book where the same person is second); C: other contributors and
 * the series; D: publisher and imprint. The catalog import and the re-segmentation write it so.
 */
export const searchVectorOf = (tokens: BookIndexTokens): SQL =>
  sql`setweight(to_tsvector('simple', ${tokens.title}), 'A') || setweight(to_tsvector('simple', ${tokens.leadContributor}), 'B') || setweight(to_tsvector('simple', ${tokens.otherContributors} || ' ' || ${tokens.series}), 'C') || setweight(to_tsvector('simple', ${tokens.publisher}), 'D')`;

/** A book's `description_vector`. */
export const descriptionVectorOf = (tokens: BookIndexTokens): SQL =>
  sql`to_tsvector('simple', ${tokens.description})`;
