'use client';

import CloseIcon from '@mui/icons-material/Close';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import StopIcon from '@mui/icons-material/Stop';
import IconButton from '@mui/material/IconButton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import type { ReaderEngine } from './engine';
import { RATES, ReadAloudPlayer, type ReadAloudSnapshot } from './read-aloud';
import { ReaderMui } from './reader-mui';
import styles from './read-aloud.module.css';

/** The rate is this device's (voices differ from device to device). */
const RATE_KEY = 'nangsue-read-aloud-rate';
const savedRate = (): number => {
  try {
    const rate = Number(window.localStorage.getItem(RATE_KEY));
    return (RATES as readonly number[]).includes(rate) ? rate : 1;
  } catch {
    return 1;
  }
};

/** The language's name in the page's language ("ไทย", "Thai"); the tag itself if it has none. */
const nameOf = (language: string, locale: string): string => {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(language) ?? language;
  } catch {
    return language;
  }
};

/**
 * The read-aloud bar (docs/reader.md "Read aloud"): opened by the toolbar's button, it starts
 * reading from the page shown at once; pause and resume, stop (play starts again from the page
 * shown), speed, close. What it is doing is said in a polite live region; a device without a
 * voice of the book's language and a browser without speech synthesis are said plainly.
 * Loaded, with the player and MUI, on the first press.
 */
export function ReadAloudControls({
  engine,
  language,
  onClose,
}: {
  engine: ReaderEngine;
  /** The book's language (`ReaderBook.Language`). */
  language: string;
  onClose: () => void;
}) {
  const t = useTranslations('reader.readAloud');
  const format = useFormatter();
  const locale = useLocale();
  const [snapshot, setSnapshot] = useState<ReadAloudSnapshot | null>(null);
  const playerRef = useRef<ReadAloudPlayer | null>(null);
  // Rendered in the browser only (`ssr: false`), so the window can be asked while rendering.
  const unsupported =
    !engine.readAloud ||
    !('speechSynthesis' in window) ||
    typeof window.SpeechSynthesisUtterance !== 'function';

  useEffect(() => {
    const readAloud = engine.readAloud;
    if (unsupported || !readAloud) return;
    let cancelled = false;
    let player: ReadAloudPlayer | null = null;
    void readAloud().then((source) => {
      if (cancelled) {
        source.destroy();
        return;
      }
      player = new ReadAloudPlayer({
        source,
        synth: window.speechSynthesis,
        Utterance: window.SpeechSynthesisUtterance,
        lang: language,
        rate: savedRate(),
        onChange: setSnapshot,
      });
      playerRef.current = player;
      void player.start();
    });
    return () => {
      cancelled = true;
      player?.destroy();
      playerRef.current = null;
    };
  }, [engine, language, unsupported]);

  const state = snapshot?.state ?? 'loading';
  const languageName = nameOf(language, locale);
  const message = unsupported
    ? t('unsupported')
    : state === 'no-voice'
      ? t('noVoice', { language: languageName })
      : null;
  const status =
    message !== null ? '' : t(state === 'unsupported' || state === 'no-voice' ? 'loading' : state);
  const canPlay = message === null;
  const playing = state === 'playing';

  const toggle = () => {
    const player = playerRef.current;
    if (!player) return;
    if (state === 'playing') player.pause();
    else if (state === 'paused') player.resume();
    else void player.start();
  };

  return (
    <ReaderMui>
      <div className={styles.bar} role="region" aria-label={t('controls')} data-state={state}>
        {canPlay ? (
          <>
            <IconButton
              autoFocus
              aria-label={playing ? t('pause') : state === 'paused' ? t('resume') : t('play')}
              title={playing ? t('pause') : state === 'paused' ? t('resume') : t('play')}
              onClick={toggle}
              disabled={state === 'loading'}
              color="primary"
            >
              {playing ? <PauseIcon /> : <PlayArrowIcon />}
            </IconButton>
            <IconButton
              aria-label={t('stop')}
              title={t('stop')}
              onClick={() => playerRef.current?.stop()}
              disabled={!playing && state !== 'paused'}
            >
              <StopIcon />
            </IconButton>
            <ToggleButtonGroup
              exclusive
              size="small"
              aria-label={t('speed')}
              value={snapshot?.rate ?? 1}
              onChange={(_, rate: number | null) => {
                if (rate === null) return;
                try {
                  window.localStorage.setItem(RATE_KEY, String(rate));
                } catch {
                  // A private window without storage: the rate holds for this visit.
                }
                playerRef.current?.setRate(rate);
              }}
            >
              {RATES.map((rate) => (
                <ToggleButton key={rate} value={rate}>
                  {t('rate', { rate: format.number(rate) })}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </>
        ) : (
          <p className={styles.message} role="alert">
            {message}
          </p>
        )}
        <IconButton aria-label={t('close')} title={t('close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
        <p
          className={styles.status}
          role="status"
          aria-live="polite"
          data-testid="read-aloud-status"
          data-timing={snapshot?.timing}
        >
          {status}
        </p>
      </div>
    </ReaderMui>
  );
}
