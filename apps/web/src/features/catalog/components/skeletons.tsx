import type { CSSProperties } from 'react';
import { Skeleton } from '@/components/base/layout';
import styles from './skeletons.module.css';

/** Blocks: the radius of MUI's rounded skeleton. */
const BLOCK_RADIUS = 12;
const COVER_RADIUS = '4px 10px 10px 4px';

/** A line of text's shape at a font size (as MUI's text skeleton: 60% of the line's height). */
function TextSkeleton({
  width,
  className,
}: {
  width?: CSSProperties['width'];
  className?: string;
}) {
  return (
    <Skeleton
      width={width}
      radius={4}
      className={className === undefined ? styles.text : `${styles.text} ${className}`}
    />
  );
}

/** A cover's shape: the book's proportions and the cover's corners. */
function CoverSkeleton({ className }: { className?: string }) {
  return (
    <Skeleton
      radius={COVER_RADIUS}
      className={className === undefined ? styles.cover : `${styles.cover} ${className}`}
    />
  );
}

/**
 * One card's shape while its book loads (cover, title, authors, rating): one element drawn by CSS,
 * so a grid of them weighs little in a page's HTML (a listing's `loading.tsx` is part of the page
 * as first sent; issue 27 §3).
 */
export function BookCardSkeleton() {
  return <span aria-hidden="true" className={styles.card} />;
}

/** The same shape on an element of one's own (a row's list item). */
export const bookCardSkeletonClassName = styles.card;

export function BookGridSkeleton({
  count = 12,
  hasSidebar = false,
}: {
  count?: number;
  hasSidebar?: boolean;
}) {
  return (
    <div className={hasSidebar ? `${styles.grid} ${styles.withSidebar}` : styles.grid}>
      {Array.from({ length: count }, (_, index) => (
        <BookCardSkeleton key={index} />
      ))}
    </div>
  );
}

/** The loading state of every listing page: header, toolbar, filters and a grid of cards. */
export function ListingSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-busy aria-label={label} className={styles.page}>
      <TextSkeleton width={200} className={styles.crumbs} />
      <TextSkeleton className={styles.listingTitle} />
      <TextSkeleton className={styles.listingIntro} />
      <div className={styles.listing}>
        {/* The filter blocks are drawn by the stylesheet: the skeleton is part of every listing's
            HTML as first sent. */}
        <div className={styles.filters} />
        <div>
          <div className={styles.toolbar}>
            <TextSkeleton width={180} />
            <Skeleton width={200} height={40} radius={BLOCK_RADIUS} />
          </div>
          <BookGridSkeleton count={8} hasSidebar />
        </div>
      </div>
    </div>
  );
}

/** The loading state of the book page. */
export function BookPageSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-busy aria-label={label} className={styles.page}>
      <TextSkeleton width={260} className={`${styles.crumbs} ${styles.bookCrumbs}`} />
      <div className={styles.book}>
        <CoverSkeleton className={styles.bookCover} />
        <div>
          <TextSkeleton width="80%" className={styles.bookTitle} />
          <TextSkeleton width="40%" className={styles.bookAuthor} />
          <TextSkeleton width="30%" />
          <Skeleton height={170} radius={16} className={styles.buyBox} />
        </div>
      </div>
      <div className={styles.description}>
        {Array.from({ length: 4 }, (_, index) => (
          <TextSkeleton key={index} width={index === 3 ? '60%' : '100%'} />
        ))}
      </div>
    </div>
  );
}
