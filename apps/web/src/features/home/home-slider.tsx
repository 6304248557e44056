'use client';

import type { HomeWidget } from '@nangsue/contracts';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import styles from './home-slider.module.css';

type Slide = HomeWidget['Sliders'][number];

/** The slider's texts, written on the server (`home.slider`): the island needs no messages. */
export type HomeSliderLabels = {
  label: string;
  roleDescription: string;
  slideRoleDescription: string;
  previous: string;
  next: string;
  action: string;
  /** `1 of 5`, one per slide. */
  slides: readonly string[];
  /** `Go to slide 1`, one per slide. */
  goTo: readonly string[];
};

const AUTOPLAY_MS = 6000;

function SlideLink({ slide, children }: { slide: Slide; children: ReactNode }) {
  if (slide.IsExternal) {
    return (
      <a href={slide.Link} target="_blank" rel="noopener noreferrer" className={styles.link}>
        {children}
      </a>
    );
  }
  return (
    <Link href={slide.Link} className={styles.link}>
      {children}
    </Link>
  );
}

/**
 * The home banners, a small client island: a CSS scroll-snap track (swipe or scroll on touch),
 * with arrows and dots elsewhere. It advances by itself every few seconds unless the reader points
 * at it, focuses it, or prefers reduced motion. Only the first banner loads at once; every banner
 * has its size, so nothing moves while they load.
 */
export function HomeSlider({
  slides,
  labels,
}: {
  slides: readonly Slide[];
  labels: HomeSliderLabels;
}) {
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
    const current = Math.round(track.scrollLeft / step);
    const visible = Math.max(1, Math.round(track.clientWidth / step));
    setPosition((previous) =>
      previous.current === current && previous.visible === visible
        ? previous
        : { current, visible },
    );
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

  return (
    <section
      aria-roledescription={labels.roleDescription}
      aria-label={labels.label}
      onMouseEnter={() => setIsPaused(true)}
      onMouseLeave={() => setIsPaused(false)}
      onFocusCapture={() => setIsPaused(true)}
      onBlurCapture={() => setIsPaused(false)}
      className={styles.slider}
    >
      <div ref={trackRef} onScroll={measure} className={styles.track}>
        {slides.map((slide, index) => (
          <div
            key={slide.Id}
            role="group"
            aria-roledescription={labels.slideRoleDescription}
            aria-label={labels.slides[index]}
            className={styles.slide}
          >
            <SlideLink slide={slide}>
              <div className={styles.frame}>
                {/* The artwork has no text: the title is written over it, in the reader's language. */}
                {/* eslint-disable-next-line @next/next/no-img-element -- served sized by the store, as the covers */}
                <img
                  src={slide.PictureUrl}
                  alt=""
                  width={1200}
                  height={400}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : undefined}
                  decoding="async"
                  className={styles.image}
                />
                <div className={styles.overlay}>
                  <span className={styles.title}>{slide.Title}</span>
                  {slide.Subtitle === '' ? null : (
                    <span className={styles.subtitle}>{slide.Subtitle}</span>
                  )}
                  <span className={styles.action}>{labels.action}</span>
                </div>
              </div>
            </SlideLink>
          </div>
        ))}
      </div>

      {slides.length > 1 ? (
        <>
          {stops > 1 ? (
            <>
              <button
                type="button"
                aria-label={labels.previous}
                onClick={() => goTo(position.current - 1)}
                disabled={position.current === 0}
                className={`${styles.arrow} ${styles.previous}`}
              >
                <ChevronLeft />
              </button>
              <button
                type="button"
                aria-label={labels.next}
                onClick={() => goTo(position.current + 1)}
                disabled={position.current >= stops - 1}
                className={`${styles.arrow} ${styles.next}`}
              >
                <ChevronRight />
              </button>
            </>
          ) : null}
          {/* Its height is kept even when every banner is in view (two on wide screens), so the
              rows below do not move once the slider has measured itself. */}
          <div className={styles.dots}>
            {stops > 1
              ? Array.from({ length: stops }, (_, index) => (
                  <button
                    key={index}
                    type="button"
                    aria-label={labels.goTo[index]}
                    aria-current={index === position.current ? 'true' : undefined}
                    onClick={() => goTo(index)}
                    className={styles.dot}
                  />
                ))
              : null}
          </div>
        </>
      ) : null}
    </section>
  );
}
