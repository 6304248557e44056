'use client';

import ChevronLeftRoundedIcon from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRoundedIcon from '@mui/icons-material/ChevronRightRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

type ScrollRowProps = { children: ReactNode; label: string };

/**
 * A horizontal list that scrolls by swipe, trackpad or keyboard, with previous/next buttons on
 * devices with a pointer. The items are rendered by the server; this only scrolls them.
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
      sx={{
        display: { xs: 'none', md: 'inline-flex' },
        position: 'absolute',
        top: 'calc(50% - 56px)',
        [direction === 1 ? 'right' : 'left']: -18,
        zIndex: 2,
        width: 40,
        height: 40,
        bgcolor: 'tokens.bg-lv2',
        border: '1px solid',
        borderColor: 'tokens.divider',
        boxShadow: '0 8px 20px -8px rgba(0,0,0,.5)',
        '&:hover': { bgcolor: 'tokens.bg-lv3' },
        '&.Mui-disabled': { opacity: 0, pointerEvents: 'none' },
        transition: 'opacity 150ms',
      }}
    >
      {direction === 1 ? <ChevronRightRoundedIcon /> : <ChevronLeftRoundedIcon />}
    </IconButton>
  );

  return (
    <Box sx={{ position: 'relative' }}>
      {arrow(-1)}
      <Box
        component="ul"
        ref={trackRef}
        aria-label={label}
        onScroll={updateEdges}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          pb: 1,
          display: 'grid',
          gridAutoFlow: 'column',
          gridAutoColumns: { xs: 136, sm: 152, md: 168, xl: 180 },
          gap: { xs: 2, md: 2.5 },
          overflowX: 'auto',
          overscrollBehaviorX: 'contain',
          scrollSnapType: 'x mandatory',
          scrollPaddingInline: 2,
          scrollbarWidth: 'none',
          '&::-webkit-scrollbar': { display: 'none' },
          '& > li': { scrollSnapAlign: 'start', minWidth: 0 },
          // Room for the cards' hover lift and focus ring inside the scroll box.
          pt: 1,
          mt: -1,
          px: 0.5,
          mx: -0.5,
        }}
      >
        {children}
      </Box>
      {arrow(1)}
    </Box>
  );
}
