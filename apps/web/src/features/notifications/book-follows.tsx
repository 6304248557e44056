import type { FollowKind, ProductDetails } from '@nangsue/contracts';
import { getTranslations } from 'next-intl/server';
import { FollowButton } from './follow-button';
import { followLabelsOf } from './follow-labels';
import styles from './book-follows.module.css';

/**
 * The book page's "follow for news" (docs/notifications.md): its series, its authors and its
 * publisher, each with a follow button. Rendered in the cached book page: the buttons read the
 * reader's follows in the browser.
 */
export async function BookFollows({ book }: { book: ProductDetails }) {
  const t = await getTranslations('notifications.follow');
  const targets: { kind: FollowKind; id: number; name: string }[] = [
    ...(book.Series
      ? [{ kind: 'series' as const, id: book.Series.Id, name: book.Series.Name }]
      : []),
    ...book.Authors.map((author) => ({
      kind: 'contributor' as const,
      id: author.Id,
      name: author.Name,
    })),
    ...(book.Publisher
      ? [{ kind: 'publisher' as const, id: book.Publisher.Id, name: book.Publisher.Name }]
      : []),
  ];
  if (targets.length === 0) return null;
  const labels = await Promise.all(
    targets.map((target) => followLabelsOf(target.kind, target.name)),
  );

  return (
    <section aria-labelledby="book-follows-title" className={styles.follows}>
      <h2 id="book-follows-title" className={styles.title}>
        {t('heading')}
      </h2>
      <ul className={styles.list}>
        {targets.map((target, index) => (
          <li key={`${target.kind}:${target.id}`} className={styles.item}>
            <span className={styles.kind}>{t(`kind.${target.kind}`)}</span>
            <span className={styles.name}>{target.name}</span>
            <FollowButton kind={target.kind} targetId={target.id} labels={labels[index]!} />
          </li>
        ))}
      </ul>
    </section>
  );
}
