'use client';

import ChevronLeftRoundedIcon from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRoundedIcon from '@mui/icons-material/ChevronRightRounded';
import type { HomeWidget } from '@nangsue/contracts';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from '@/i18n/navigation';

type Slide = HomeWidget['Sliders'][number];

const AUTOPLAY_MS = 6000;
const BANNER_RATIO = '1200 / 400';

function SlideLink({ slide, children }: { slide: Slide; children: ReactNode }) {
  const style = { display: 'block', color: 'inherit' } as const;
  if (slide.IsExternal) {
    return (
      <a href={slide.Link} target="_blank" rel="noopener noreferrer" style={style}>
        {children}
      </a>
    );
  }
  return (
    <Link href={slide.Link} style={style}>
      {children}
    </Link>
  );
}

/**
 * The home banners: swipe or scroll on touch, arrows and dots elsewhere. It advances by itself
 * every few seconds unless the reader points at it, focuses it, or prefers reduced motion.
 */
export function HomeSlider({ slides }: { slides: readonly Slide[] }) {
  const t = useTranslations('home.slider');
  const trackRef = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState({ current: 0, visible: 1 });
  const [isPaused, setIsPaused] = useState(false);
  const stops = Math.max(1, slides.length - position.visible + 1);

  /** Where the track is: the first slide in view, and how many fit (two on wide screens). */
  const measure = useCallback(() => {
    const track = trackRef.current;
    const first = track?.firstElementChild as HTMLElement | null | undefined;
    if (!track || !first || first.offsetWidth === 0) return;
    const second = first.nextElementSibling as HTMLElement | null;
    const step = second ? second.offsetLeft - first.offsetLeft : first.offsetWidth;
    setPosition({
      current: Math.round(track.scrollLeft / step),
      visible: Math.max(1, Math.round(track.clientWidth / step)),
    });
  }, []);

  const goTo = useCallback((index: number) => {
    const track = trackRef.current;
    if (track === null) return;
    const target = track.children[index] as HTMLElement | undefined;
    track.scrollTo({ left: target?.offsetLeft ?? 0, behavior: 'smooth' });
  }, []);

  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure]);

  useEffect(() => {
    if (isPaused || stops < 2) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible')
        goTo(position.current + 1 >= stops ? 0 : position.current + 1);
    }, AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [position, goTo, isPaused, stops]);

  if (slides.length === 0) return null;

  const arrowSx = {
    display: { xs: 'none', md: 'inline-flex' },
    position: 'absolute',
    top: 'calc(50% - 14px)',
    transform: 'translateY(-50%)',
    zIndex: 1,
    bgcolor: 'color-mix(in srgb, var(--mui-palette-common-black) 40%, transparent)',
    color: 'common.white',
    backdropFilter: 'blur(6px)',
    '&:hover': { bgcolor: 'color-mix(in srgb, var(--mui-palette-common-black) 60%, transparent)' },
    '&.Mui-disabled': { opacity: 0, pointerEvents: 'none' },
  } as const;

  return (
    <Box
      component="section"
      aria-roledescription={t('roleDescription')}
      aria-label={t('label')}
      onMouseEnter={() => setIsPaused(true)}
      onMouseLeave={() => setIsPaused(false)}
      onFocusCapture={() => setIsPaused(true)}
      onBlurCapture={() => setIsPaused(false)}
      sx={{ position: 'relative' }}
    >
      <Box
        ref={trackRef}
        onScroll={measure}
        sx={{
          position: 'relative',
          display: 'flex',
          gap: 2,
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          scrollbarWidth: 'none',
          '&::-webkit-scrollbar': { display: 'none' },
        }}
      >
        {slides.map((slide, index) => (
          <Box
            key={slide.Id}
            role="group"
            aria-roledescription={t('slideRoleDescription')}
            aria-label={t('slideLabel', { index: index + 1, total: slides.length })}
            sx={{
              flex: { xs: '0 0 100%', lg: '0 0 calc((100% - 16px) / 2)' },
              scrollSnapAlign: 'start',
              borderRadius: { xs: '14px', md: '18px' },
              overflow: 'hidden',
              transition: 'filter 200ms',
              '&:hover': { filter: 'brightness(1.06)' },
            }}
          >
            <SlideLink slide={slide}>
              <Box sx={{ position: 'relative', containerType: 'inline-size' }}>
                {/* The artwork has no text: the title is written over it, in the reader's language. */}
                <Box
                  component="img"
                  src={slide.PictureUrl}
                  alt=""
                  width={1200}
                  height={400}
                  loading={index < 2 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : undefined}
                  decoding="async"
                  sx={{
                    display: 'block',
                    width: '100%',
                    height: 'auto',
                    aspectRatio: BANNER_RATIO,
                    objectFit: 'cover',
                    bgcolor: 'tokens.bg-lv3',
                  }}
                />
                <Box
                  sx={{
                    position: 'absolute',
                    inset: 0,
                    display: 'flex',
                    flexDirection: 'column',
                    justifyContent: 'center',
                    alignItems: 'flex-start',
                    gap: 'clamp(4px, 1.6cqi, 12px)',
                    pl: '7cqi',
                    pr: '36cqi',
                    color: 'common.white',
                    background:
                      'linear-gradient(90deg, rgba(0,0,0,.7) 0%, rgba(0,0,0,.5) 62%, rgba(0,0,0,0) 85%)',
                  }}
                >
                  <Box
                    component="span"
                    sx={{
                      fontWeight: 700,
                      lineHeight: 1.25,
                      fontSize: 'clamp(1.05rem, 5cqi, 2.1rem)',
                    }}
                  >
                    {slide.Title}
                  </Box>
                  {slide.Subtitle === '' ? null : (
                    <Box
                      component="span"
                      sx={{
                        fontSize: 'clamp(0.85rem, 2.4cqi, 1.1rem)',
                        lineHeight: 1.5,
                        opacity: 0.95,
                        '@container (max-width: 480px)': { display: 'none' },
                      }}
                    >
                      {slide.Subtitle}
                    </Box>
                  )}
                  <Box
                    component="span"
                    sx={{
                      mt: 'clamp(2px, 1cqi, 8px)',
                      px: 'clamp(12px, 3cqi, 18px)',
                      py: 'clamp(3px, 1cqi, 6px)',
                      borderRadius: 999,
                      bgcolor: 'tokens.cta',
                      color: 'tokens.cta-font',
                      fontWeight: 600,
                      fontSize: 'clamp(0.8rem, 2cqi, 0.95rem)',
                    }}
                  >
                    {t('action')}
                  </Box>
                </Box>
              </Box>
            </SlideLink>
          </Box>
        ))}
      </Box>

      {stops > 1 ? (
        <>
          <IconButton
            aria-label={t('previous')}
            onClick={() => goTo(position.current - 1)}
            disabled={position.current === 0}
            sx={{ ...arrowSx, left: 16 }}
          >
            <ChevronLeftRoundedIcon />
          </IconButton>
          <IconButton
            aria-label={t('next')}
            onClick={() => goTo(position.current + 1)}
            disabled={position.current >= stops - 1}
            sx={{ ...arrowSx, right: 16 }}
          >
            <ChevronRightRoundedIcon />
          </IconButton>
          <Box sx={{ display: 'flex', justifyContent: 'center', mt: 1 }}>
            {Array.from({ length: stops }, (_, index) => (
              <Box
                key={index}
                component="button"
                type="button"
                aria-label={t('goTo', { index: index + 1 })}
                aria-current={index === position.current ? 'true' : undefined}
                onClick={() => goTo(index)}
                sx={{
                  width: 28,
                  height: 24,
                  p: 0,
                  border: 0,
                  bgcolor: 'transparent',
                  cursor: 'pointer',
                  display: 'grid',
                  placeItems: 'center',
                  '&::before': {
                    content: '""',
                    width: index === position.current ? 22 : 8,
                    height: 8,
                    borderRadius: '4px',
                    bgcolor: index === position.current ? 'primary.main' : 'tokens.bg-lv4',
                    transition: 'width 200ms, background-color 200ms',
                  },
                  '&:focus-visible': { outline: 'none' },
                  '&:focus-visible::before': {
                    outline: '2px solid var(--mui-palette-tokens-primary)',
                    outlineOffset: 2,
                  },
                }}
              />
            ))}
          </Box>
        </>
      ) : null}
    </Box>
  );
}
