import { SOCIAL_IMAGE } from '@nangsue/contracts';
import styles from './book-cover.module.css';

type BookCoverProps = {
  /** The picture address the API gave (`DefaultPictureModel.ImageUrl`). */
  src: string;
  /** The book's title, the cover's alternative text. */
  title: string;
  /** The first row of a page and the book page's own cover load at once; the rest lazily. */
  isEager?: boolean;
  /**
   * How urgently an eager cover is fetched: `high` (the default for eager covers) only for those in
   * the first row at every width; `auto` for eager ones that are in it only on wide screens.
   */
  fetchPriority?: 'high' | 'auto';
  className?: string;
};

/**
 * A cover (357x510; drawn WebP or a stored picture) as a plain `<img>` with its size and aspect
 * ratio set, so nothing moves while it loads. The picture path the API gives (`/files/...`) is
 * served by this site (`app/files/[...path]/route.ts`), already sized: no image optimizer.
 */
export function BookCover({
  src,
  title,
  isEager = false,
  fetchPriority,
  className,
}: BookCoverProps) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- served sized by this site; see above
    <img
      src={src}
      alt={title}
      width={SOCIAL_IMAGE.width}
      height={SOCIAL_IMAGE.height}
      loading={isEager ? 'eager' : 'lazy'}
      fetchPriority={isEager ? (fetchPriority ?? 'high') : undefined}
      decoding="async"
      className={className === undefined ? styles.cover : `${styles.cover} ${className}`}
    />
  );
}
