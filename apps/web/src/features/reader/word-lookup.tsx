'use client';

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useLocale, useTranslations } from 'next-intl';
import { ReaderMui } from './reader-mui';
import styles from './word-lookup.module.css';
import { withoutWordJoiners } from './thai-selection';

/** Longer selections are looked up by their first word. */
const MAX_LOOKUP = 40;

/** The word to look up in a selection: all of it when short, else its first word. */
export const lookupWordOf = (quote: string, language: string): string => {
  const text = withoutWordJoiners(quote).replace(/\s+/g, ' ').trim();
  if (text.length <= MAX_LOOKUP) return text;
  const segmenter = new Intl.Segmenter(language, { granularity: 'word' });
  for (const segment of segmenter.segment(text))
    if (segment.isWordLike) return segment.segment.slice(0, MAX_LOOKUP);
  return text.slice(0, MAX_LOOKUP);
};

/**
 * Dictionaries a word is looked up in (ADR 0021): no openly licensed Thai–English dictionary is
 * shipped yet, so the reader links out, in the reader's language: Longdo Dict (Thai ↔ English, by
 * the word's address), Wiktionary in the reader's language (by the word's page), and the Royal
 * Institute's dictionary (Thai–Thai; it has no address per word: its search page).
 */
export const dictionaryLinks = (word: string, locale: string) => {
  const path = encodeURIComponent(word);
  return [
    { key: 'lookUpLongdo', href: `https://dict.longdo.com/search/${path}` },
    {
      key: 'lookUpWiktionary',
      href: `https://${locale === 'en' ? 'en' : 'th'}.wiktionary.org/wiki/${path}`,
    },
    { key: 'lookUpRoyalInstitute', href: 'https://dictionary.orst.go.th/' },
  ] as const;
};

/** "Look up": the selected word and where to find its meaning. */
export function WordLookup({
  quote,
  language,
  onClose,
}: {
  quote: string;
  /** The book's language (how to find the first word of a long selection). */
  language: string;
  onClose: () => void;
}) {
  const t = useTranslations('reader');
  const locale = useLocale();
  const word = lookupWordOf(quote, language);
  return (
    <ReaderMui>
      <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="reader-lookup-title">
        <DialogTitle id="reader-lookup-title">{t('lookUpTitle', { word })}</DialogTitle>
        <DialogContent>
          <p>{t('lookUpIntro')}</p>
          <ul className={styles.links}>
            {dictionaryLinks(word, locale).map((link) => (
              <li key={link.key}>
                <a href={link.href} target="_blank" rel="noopener noreferrer" lang={locale}>
                  {t(link.key)}
                </a>
              </li>
            ))}
          </ul>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('lookUpClose')}</Button>
        </DialogActions>
      </Dialog>
    </ReaderMui>
  );
}
