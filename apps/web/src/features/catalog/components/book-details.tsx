import type { ProductDetails } from '@nangsue/contracts';
import { BookOpen } from 'lucide-react';
import { useFormatter, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import { catalogPaths } from '../catalog-paths';
import { formatCalendarDate, formatFileSize } from '../format';
import { BookBuyActions } from '@/features/basket/book-buy-actions';
import { BookWishlistHeart } from '@/features/wishlist/wishlist-heart';
import { BookCover } from './book-cover';
import { DiscountBadge, PriceTag } from './price-tag';
import { RatingStars } from './rating-stars';
import styles from './book-details.module.css';

/* The book page's parts: server components without MUI (ADR 0014), styled by a CSS module. */

const ROLE_ORDER = ['author', 'translator', 'illustrator', 'editor'] as const;

/** A contributor's page and the series' page (cached catalog pages, docs/storefront.md). */
const contributorHref = (id: number) => catalogPaths.author(id);

const seriesHref = (id: number) => catalogPaths.series(id);

/**
 * A link in the text: the brand colour, underlined on hover. Links to per-visit pages (search) do
 * not prefetch: each prefetch would render that page on the server for nobody.
 */
function TextLink({
  href,
  children,
  prefetch,
}: {
  href: string;
  children: ReactNode;
  prefetch?: false;
}) {
  return (
    <Link href={href} className={styles.link} prefetch={prefetch}>
      {children}
    </Link>
  );
}

/**
 * The top of the book page: cover, title, people, rating, price and the actions (add to basket,
 * buy now, buy as a gift, the wish list soon).
 */
export function BookSummary({ book }: { book: ProductDetails }) {
  const t = useTranslations('catalog.book');
  const tRead = useTranslations('bookshelf.bookPage');
  const tRoles = useTranslations('catalog.roles');
  const tPreorder = useTranslations('preorders.book');
  const format = useFormatter();

  const byRole = ROLE_ORDER.map((role) => ({
    role,
    people: book.Contributors.filter((person) => person.Role === role),
  })).filter((group) => group.people.length > 0);

  return (
    <div className={styles.summary}>
      <div className={styles.cover}>
        <BookCover src={book.DefaultPictureModel.ImageUrl} title={book.Name} isEager />
      </div>

      <div className={styles.info}>
        <h1 className={styles.title}>{book.Name}</h1>
        {book.Series !== null ? (
          <p className={styles.series}>
            <Link href={seriesHref(book.Series.Id)} className={styles.plainLink} prefetch={false}>
              {book.Series.Volume === null
                ? t('series', { name: book.Series.Name })
                : t('seriesVolume', { name: book.Series.Name, volume: book.Series.Volume })}
            </Link>
          </p>
        ) : null}

        <dl className={styles.people}>
          {byRole.map((group) => (
            <div key={group.role} className={styles.peopleGroup}>
              <dt>{tRoles(group.role)}</dt>
              <dd>
                {group.people.map((person, index) => (
                  <span key={person.Id}>
                    {index > 0 ? t('listSeparator') : null}
                    <TextLink href={contributorHref(person.Id)} prefetch={false}>
                      {person.Name}
                    </TextLink>
                  </span>
                ))}
              </dd>
            </div>
          ))}
        </dl>

        <div className={styles.rating}>
          <RatingStars rating={book.ReviewOverviewModel} size="large" />
        </div>

        <div className={styles.buyBox}>
          <div className={styles.priceLine}>
            <PriceTag price={book.ProductPrice} size="large" />
            <DiscountBadge percent={book.ProductPrice.DiscountPercent} />
          </div>
          <div className={styles.actions}>
            <BookBuyActions
              productId={book.Id}
              name={book.Name}
              hasSample={book.HasSample}
              readLabels={{
                read: tRead('read'),
                readSample: tRead('readSample'),
                addSample: tRead('addSample'),
                addingSample: tRead('addingSample'),
                sampleAdded: tRead('sampleAdded', { name: book.Name }),
              }}
              {...(book.ReleaseAt
                ? {
                    preorder: {
                      releaseAt: book.ReleaseAt,
                      add: tPreorder('add'),
                      buyNow: tPreorder('buyNow'),
                      note: tPreorder('note', {
                        date: format.dateTime(new Date(book.ReleaseAt), {
                          dateStyle: 'long',
                          timeStyle: 'short',
                        }),
                      }),
                    },
                  }
                : {})}
            />
            <BookWishlistHeart productId={book.Id} name={book.Name} />
          </div>
          <div className={styles.chips}>
            {book.Formats.map((format) => (
              <span key={format} className={styles.chip}>
                {format}
              </span>
            ))}
            <span className={styles.chip}>{t(`languages.${book.TextLanguage}`)}</span>
            {book.HasSample ? (
              <span className={[styles.chip, styles.sampleChip].join(' ')}>
                <BookOpen />
                {t('hasSample')}
              </span>
            ) : null}
          </div>
        </div>

        {book.Publisher !== null || book.Manufacturer !== null ? (
          <div className={styles.publishing}>
            {book.Publisher !== null ? (
              <p>
                {t('publisher')}{' '}
                <TextLink href={catalogPaths.vendor(book.Publisher.Id)}>
                  {book.Publisher.Name}
                </TextLink>
              </p>
            ) : null}
            {book.Manufacturer !== null ? (
              <p>
                {t('imprint')}{' '}
                <TextLink href={catalogPaths.manufacturer(book.Manufacturer.Id)}>
                  {book.Manufacturer.Name}
                </TextLink>
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}

function SectionTitle({ children }: { children: ReactNode }) {
  return <h2 className={styles.sectionTitle}>{children}</h2>;
}

/** The full description, paragraph by paragraph. */
export function BookDescription({ book }: { book: ProductDetails }) {
  const t = useTranslations('catalog.book');
  const paragraphs = book.FullDescription.split(/\n+/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
  if (paragraphs.length === 0) return null;

  return (
    <section className={styles.description}>
      <SectionTitle>{t('description')}</SectionTitle>
      <div className={styles.paragraphs}>
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </section>
  );
}

/** The facts: files, pages, language, ISBNs, release date, publisher, series, categories, tags. */
export function BookFacts({ book }: { book: ProductDetails }) {
  const t = useTranslations('catalog.book');
  const format = useFormatter();

  const rows: { key: string; label: string; value: ReactNode }[] = [];
  if (book.Files.length > 0) {
    rows.push({
      key: 'files',
      label: t('files'),
      value: book.Files.map((file) =>
        t('fileSize', { format: file.Format, size: formatFileSize(format, file.SizeBytes) }),
      ).join(t('listSeparator')),
    });
  }
  if (book.PageCount !== null)
    rows.push({
      key: 'pages',
      label: t('pageCount'),
      value: t('pages', { count: book.PageCount }),
    });
  rows.push({ key: 'language', label: t('language'), value: t(`languages.${book.TextLanguage}`) });
  if (book.ReleaseDate !== null) {
    rows.push({
      key: 'release',
      label: t('releaseDate'),
      value: (
        <time dateTime={book.ReleaseDate} data-testid="release-date">
          {formatCalendarDate(format, book.ReleaseDate)}
        </time>
      ),
    });
  }
  if (book.Isbn !== null) rows.push({ key: 'isbn', label: t('isbn'), value: book.Isbn });
  if (book.EIsbn !== null) rows.push({ key: 'eisbn', label: t('eIsbn'), value: book.EIsbn });
  if (book.Publisher !== null) {
    rows.push({
      key: 'publisher',
      label: t('publisherLabel'),
      value: (
        <TextLink href={catalogPaths.vendor(book.Publisher.Id)}>{book.Publisher.Name}</TextLink>
      ),
    });
  }
  if (book.Manufacturer !== null) {
    rows.push({
      key: 'imprint',
      label: t('imprintLabel'),
      value: (
        <TextLink href={catalogPaths.manufacturer(book.Manufacturer.Id)}>
          {book.Manufacturer.Name}
        </TextLink>
      ),
    });
  }
  if (book.Series !== null) {
    rows.push({
      key: 'series',
      label: t('seriesLabel'),
      value: (
        <>
          <TextLink href={seriesHref(book.Series.Id)}>{book.Series.Name}</TextLink>
          {book.Series.Volume === null ? null : (
            <>
              {t('listSeparator')}
              {t('volume', { volume: book.Series.Volume })}
            </>
          )}
        </>
      ),
    });
  }
  if (book.Categories.length > 0) {
    rows.push({
      key: 'categories',
      label: t('categories'),
      value: book.Categories.map((category, index) => (
        <span key={category.Id}>
          {index > 0 ? t('listSeparator') : null}
          <TextLink href={catalogPaths.category(category.Id)}>{category.Name}</TextLink>
        </span>
      )),
    });
  }
  rows.push({
    key: 'sample',
    label: t('sample'),
    value: book.HasSample ? t('sampleYes') : t('sampleNo'),
  });

  return (
    <section>
      <SectionTitle>{t('details')}</SectionTitle>
      <dl className={styles.facts}>
        {rows.map((row) => [
          <dt key={`${row.key}-label`}>{row.label}</dt>,
          <dd key={`${row.key}-value`} data-testid={`fact-${row.key}`}>
            {row.value}
          </dd>,
        ])}
      </dl>
      {book.Tags.length > 0 ? (
        <nav aria-label={t('tags')} className={styles.tags}>
          <ul>
            {book.Tags.map((tag) => (
              <li key={tag.Id}>
                <Link
                  href={catalogPaths.tag(tag.Id)}
                  className={[styles.chip, styles.chipLink].join(' ')}
                >
                  {t('tag', { name: tag.Name })}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </section>
  );
}
