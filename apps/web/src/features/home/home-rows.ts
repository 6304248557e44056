import type { HomeWidget } from '@nangsue/contracts';
import { toBookCardData, type BookCardData } from '@/features/catalog/components/book-card-data';

/** A dozen per row is plenty to scroll through; "see all" leads to the rest. */
export const HOME_ROW_LENGTH = 12;

/**
 * How many cards of the first row (new releases) the page's HTML carries; the rest of that row and
 * every other row are read by the browser when they come near the screen (`/api/home-rows`), which
 * keeps the home page's HTML under 100 KB and its hydration short (issue 27 §3).
 */
export const HOME_FIRST_ROW_CARDS = 6;

/** The key of a widget's row, the same on the page and in `/api/home-rows`. */
export const homeRowKeyOf = (widget: HomeWidget, index: number): string =>
  widget.Type === 'category' ? `category-${widget.CategoryId ?? `at-${index}`}` : widget.Type;

/** The cards of every row of the home page, by row key (the rows' first `HOME_ROW_LENGTH`). */
export const homeRowsOf = (widgets: readonly HomeWidget[]): Record<string, BookCardData[]> =>
  Object.fromEntries(
    widgets
      .map((widget, index) => [widget, index] as const)
      .filter(([widget]) => widget.Type !== 'slider')
      .map(([widget, index]) => [
        homeRowKeyOf(widget, index),
        widget.Products.slice(0, HOME_ROW_LENGTH).map(toBookCardData),
      ]),
  );
