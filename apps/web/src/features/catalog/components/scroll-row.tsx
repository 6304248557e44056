'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { IconButton } from '@/components/base/button';
import { StrokeIcon } from '@/components/base/stroke-icon';
import styles from './scroll-row.module.css';

type ScrollRowProps = { children: ReactNode; label: string };

/** Lucide's chevrons, drawn inline: the island carries no icon library. */
const CHEVRON = { [-1]: 'm15 18-6-6 6-6', 1: 'm9 18 6-6-6-6' } as const;

/**
 * A horizontal list that scrolls by swipe, trackpad or keyboard, with previous/next buttons on
 * devices with a pointer (from `md`). The items are rendered by the server; this only scrolls
 * them.
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
    return () => window.removeEventListener('resize', updateEdges);
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
      className={`${styles.arrow} ${direction === 1 ? styles.next : styles.previous}`}
    >
      <StrokeIcon d={CHEVRON[direction]} />
    </IconButton>
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
