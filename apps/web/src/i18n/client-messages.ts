/**
 * The messages the client components of every page need (the header's islands, book cards, the
 * listing controls, row scrolling, recently viewed, error pages, the account menu and its notices,
 * the wish list's hearts),
 * by namespace. Catalog pages carry only these in their payload (what server components say is
 * rendered on the server and sent as text); pages rendered per visit add every message for their
 * own client parts (`(visitor)/(forms)/layout.tsx`). Adding a client component to a catalog page?
 * Name its namespace here.
 */
export const SHELL_MESSAGE_NAMESPACES = [
  'common',
  'header',
  'errors',
  'catalog.price',
  'catalog.rating',
  'catalog.row',
  'catalog.sort',
  'catalog.filters',
  'catalog.recentlyViewed',
  'basket.actions',
  'wishlist.heart',
  'account.menu',
  'account.notices',
] as const;

/**
 * The buying pages' own client parts (payment, order history and details, the demo gateway's
 * tester page): those pages add these namespaces to the shell's (`features/checkout/buying-messages.tsx`);
 * no catalog page carries them.
 */
export const BUYING_MESSAGE_NAMESPACES = ['checkout', 'orders', 'demoGateway'] as const;

/**
 * The bookshelf pages' own client parts (filters, the download dialog, collections): `/bookshelf`
 * and `/bookshelf/collection` add these to the shell's (`features/bookshelf/shelf-messages.tsx`).
 */
export const SHELF_MESSAGE_NAMESPACES = ['bookshelf'] as const;

/** The reader's client parts (`features/reader/`): its layout adds these to the shell's. */
export const READER_MESSAGE_NAMESPACES = ['reader'] as const;

/** The reader on a pending order's preview (`features/reader/pending-*`) adds these to the reader's. */
export const PENDING_READER_MESSAGE_NAMESPACES = ['readWhilePaying'] as const;

/**
 * The reviews' client parts (`features/reviews/`): the book page's reviews block and the review
 * page add these to the shell's (`features/reviews/reviews-messages.tsx`).
 */
export const REVIEWS_MESSAGE_NAMESPACES = ['reviews'] as const;

type Messages = Record<string, unknown>;

/** The parts of `messages` named by dotted namespaces, in the same nesting. */
export const pickMessages = (messages: Messages, namespaces: readonly string[]): Messages => {
  const picked: Messages = {};
  for (const namespace of namespaces) {
    const path = namespace.split('.');
    let source: unknown = messages;
    for (const key of path) source = (source as Messages | undefined)?.[key];
    if (source === undefined) continue;

    let target = picked;
    for (const key of path.slice(0, -1)) {
      target[key] ??= {};
      target = target[key] as Messages;
    }
    target[path.at(-1) as string] = source;
  }
  return picked;
};
