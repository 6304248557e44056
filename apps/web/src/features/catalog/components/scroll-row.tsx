'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { IconButton } from '@/components/base/button';
import styles from './scroll-row.module.css';

type ScrollRowProps = { children: ReactNode; label: string };

/**
 * A horizontal list that scrolls by swipe, trackpad or keyboard, with previous/next buttons on
 * devices with a pointer (from `md`). The items are rendered by the server (or come later, on
 * the home page); this only scrolls them.
 */
export function ScrollRow({ children, label }: ScrollRowProps) {
  const t = useTranslations('catalog.row');
  const trackRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });

  const updateEdges = useCallback(() => {
    const track = trackRef.current;
    if (track === null) return;
    setEdges({
      atStart: track.scrollLeft <= 4,
      atEnd: track.scrollLeft + track.clientWidth >= track.scrollWidth - 4,
    });
  }, []);

  useEffect(() => {
    updateEdges();
    window.addEventListener('resize', updateEdges);
    // Cards that come later (the home page's rows, `LazyRowCards`) widen the track.
    const track = trackRef.current;
    const observer = new MutationObserver(updateEdges);
    if (track !== null) observer.observe(track, { childList: true });
    return () => {
      window.removeEventListener('resize', updateEdges);
      observer.disconnect();
    };
  }, [updateEdges]);

  const scrollBy = (direction: 1 | -1) => {
    const track = trackRef.current;
    if (track === null) return;
    track.scrollBy({ left: direction * track.clientWidth * 0.85, behavior: 'smooth' });
  };

  const arrow = (direction: 1 | -1) => (
    <IconButton
      aria-label={direction === 1 ? t('next') : t('previous')}
      onClick={() => scrollBy(direction)}
      disabled={direction === 1 ? edges.atEnd : edges.atStart}
      // The chevron is drawn by the stylesheet (Lucide's, as a mask): a home page has nine rows.
      className={`${styles.arrow} ${direction === 1 ? styles.next : styles.previous}`}
    />
  );

  return (
    <div className={styles.row}>
      {arrow(-1)}
      <ul ref={trackRef} aria-label={label} onScroll={updateEdges} className={styles.track}>
        {children}
      </ul>
      {arrow(1)}
    </div>
  );
}
