'use client';

import type { Annotation, BookFileFormat, NotesExportFormat } from '@nangsue/contracts';
import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import ShareIcon from '@mui/icons-material/ShareOutlined';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useFormatter, useTranslations } from 'next-intl';
import { useRef, useState, type ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import type { SearchHit, TocEntry } from './engine';
import { PERCENT_FORMAT } from './progress';
import { ReaderMui } from './reader-mui';
import { READER_FONT_STACKS } from './reader-fonts';
import {
  ALIGNS,
  BRIGHTNESS,
  FONT_SIZES,
  FONTS,
  LINE_HEIGHTS,
  MARGINS,
  PDF_ZOOMS,
  stepOf,
  THEMES,
  WARMTH,
  type ReaderFont,
  type ReaderSettings,
} from './settings';
import styles from './reader.module.css';

export type Panel = 'toc' | 'notes' | 'search' | 'settings';

function PanelDrawer({
  open,
  onClose,
  title,
  anchor = 'right',
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  anchor?: 'left' | 'right';
  children: ReactNode;
}) {
  const t = useTranslations('reader');
  return (
    <ReaderMui>
      <Drawer
        anchor={anchor}
        open={open}
        onClose={onClose}
        slotProps={{
          paper: { className: styles.panel, role: 'dialog', 'aria-label': title },
        }}
      >
        <div className={styles.panelHead}>
          <h2 className={styles.panelTitle}>{title}</h2>
          <IconButton aria-label={t('close')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </div>
        {children}
      </Drawer>
    </ReaderMui>
  );
}

export function ContentsPanel({
  open,
  onClose,
  toc,
  onGo,
}: {
  open: boolean;
  onClose: () => void;
  toc: readonly TocEntry[];
  onGo: (locator: string) => void;
}) {
  const t = useTranslations('reader');
  return (
    <PanelDrawer open={open} onClose={onClose} title={t('contents')} anchor="left">
      {toc.length === 0 ? (
        <p className={styles.panelEmpty}>{t('noContents')}</p>
      ) : (
        <List dense component="nav" aria-label={t('contents')}>
          {toc.map((entry, index) => (
            <ListItemButton
              key={`${entry.target}-${index}`}
              onClick={() => onGo(entry.target)}
              sx={{ pl: 2 + entry.level * 2 }}
            >
              <ListItemText primary={entry.label} />
            </ListItemButton>
          ))}
        </List>
      )}
    </PanelDrawer>
  );
}

export function SearchPanel({
  open,
  onClose,
  search,
  onGo,
}: {
  open: boolean;
  onClose: () => void;
  search: (query: string, onHit: (hit: SearchHit) => void, signal: AbortSignal) => Promise<void>;
  onGo: (locator: string) => void;
}) {
  const t = useTranslations('reader');
  const [query, setQuery] = useState('');
  const [hits, setHits] = useState<SearchHit[]>([]);
  const [state, setState] = useState<'idle' | 'searching' | 'done'>('idle');
  const running = useRef<AbortController | null>(null);

  const start = () => {
    const words = query.trim();
    if (words === '') return;
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setHits([]);
    setState('searching');
    const found: SearchHit[] = [];
    void search(
      words,
      (hit) => {
        if (found.length >= 200) return;
        found.push(hit);
        setHits([...found]);
      },
      controller.signal,
    )
      .catch(() => undefined)
      .finally(() => {
        if (!controller.signal.aborted) setState('done');
      });
  };

  return (
    <PanelDrawer open={open} onClose={onClose} title={t('search')}>
      <form
        className={styles.searchForm}
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          start();
        }}
      >
        <TextField
          size="small"
          fullWidth
          label={t('searchLabel')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          autoFocus
        />
        <Button type="submit" variant="contained">
          {t('searchButton')}
        </Button>
      </form>
      <p className={styles.panelEmpty} aria-live="polite">
        {state === 'searching'
          ? t('searching')
          : state === 'done'
            ? hits.length === 0
              ? t('searchNone')
              : t('searchResults', { count: hits.length })
            : ''}
      </p>
      <List dense aria-label={t('searchResultsLabel')}>
        {hits.map((hit, index) => (
          <ListItemButton key={`${hit.locator}-${index}`} onClick={() => onGo(hit.locator)}>
            <ListItemText
              primary={
                <span>
                  {hit.pre}
                  <mark>{hit.match}</mark>
                  {hit.post}
                </span>
              }
            />
          </ListItemButton>
        ))}
      </List>
    </PanelDrawer>
  );
}

export function NotesPanel({
  open,
  onClose,
  annotations,
  supportsHighlights,
  onGo,
  onEdit,
  onDelete,
  exportHref,
  onShare,
}: {
  open: boolean;
  onClose: () => void;
  annotations: readonly Annotation[];
  supportsHighlights: boolean;
  onGo: (locator: string) => void;
  onEdit: (annotation: Annotation) => void;
  onDelete: (annotation: Annotation) => void;
  /** This book's notes as a file (`/notes-export`). */
  exportHref: (format: NotesExportFormat) => string;
  /** A highlight as a picture to share (share-card.ts). */
  onShare: (annotation: Annotation) => void;
}) {
  const t = useTranslations('reader');
  const format = useFormatter();
  const sorted = [...annotations].sort((a, b) => a.Progress - b.Progress);
  return (
    <PanelDrawer open={open} onClose={onClose} title={t('notes')}>
      {supportsHighlights ? null : <p className={styles.panelEmpty}>{t('highlightsEpubOnly')}</p>}
      {sorted.length === 0 ? (
        <p className={styles.panelEmpty}>{t('noNotes')}</p>
      ) : (
        <List dense aria-label={t('notes')}>
          {sorted.map((annotation) => {
            const kind = annotation.Kind === 'bookmark' ? t('bookmark') : t('highlightKind');
            const label = annotation.Quote || kind;
            return (
              <ListItem
                key={annotation.Id}
                disablePadding
                secondaryAction={
                  <span className={styles.noteActions}>
                    {annotation.Kind === 'highlight' ? (
                      <IconButton
                        aria-label={t('shareHighlight', { quote: label.slice(0, 40) })}
                        onClick={() => onShare(annotation)}
                      >
                        <ShareIcon />
                      </IconButton>
                    ) : null}
                    {annotation.Kind === 'highlight' ? (
                      <IconButton
                        aria-label={t('editNote', { quote: label.slice(0, 40) })}
                        onClick={() => onEdit(annotation)}
                      >
                        <EditIcon />
                      </IconButton>
                    ) : null}
                    <IconButton
                      aria-label={t('deleteNamed', { kind, quote: label.slice(0, 40) })}
                      onClick={() => onDelete(annotation)}
                    >
                      <DeleteIcon />
                    </IconButton>
                  </span>
                }
              >
                <ListItemButton
                  onClick={() => onGo(annotation.Locator)}
                  sx={{ pr: annotation.Kind === 'highlight' ? 17 : 7 }}
                >
                  <ListItemText
                    primary={
                      <span>
                        <span
                          className={styles.noteKind}
                          data-color={annotation.Kind === 'highlight' ? annotation.Color : 'none'}
                        >
                          {kind}
                        </span>{' '}
                        {label}
                      </span>
                    }
                    secondary={[format.number(annotation.Progress, PERCENT_FORMAT), annotation.Note]
                      .filter(Boolean)
                      .join(' · ')}
                  />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      )}
      {sorted.length === 0 ? null : (
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', px: 2, py: 1 }}
          role="group"
          aria-label={t('exportNotes')}
        >
          <span>{t('exportNotes')}</span>
          <Button size="small" href={exportHref('markdown')} download>
            {t('exportMarkdown')}
          </Button>
          <Button size="small" href={exportHref('csv')} download>
            {t('exportCsv')}
          </Button>
        </Stack>
      )}
    </PanelDrawer>
  );
}

export function SettingsPanel({
  open,
  onClose,
  settings,
  format,
  formats,
  formatHref,
  onChange,
  synced,
}: {
  open: boolean;
  onClose: () => void;
  settings: ReaderSettings;
  /** The settings are the account's (signed in), not only this device's. */
  synced: boolean;
  format: BookFileFormat;
  /** The book's files: with both, the reader may open the other one. */
  formats: readonly BookFileFormat[];
  formatHref: (format: BookFileFormat) => string;
  onChange: (settings: ReaderSettings) => void;
}) {
  const t = useTranslations('reader');
  const numbers = useFormatter();
  const set = (changes: Partial<ReaderSettings>) => onChange({ ...settings, ...changes });
  const stepper = (
    label: string,
    value: string,
    less: { label: string; onClick: () => void; disabled: boolean },
    more: { label: string; onClick: () => void; disabled: boolean },
  ) => (
    <div className={styles.setting} role="group" aria-label={label}>
      <span className={styles.settingLabel}>{label}</span>
      <Button
        variant="outlined"
        onClick={less.onClick}
        disabled={less.disabled}
        aria-label={less.label}
      >
        −
      </Button>
      <output className={styles.settingValue} aria-live="polite">
        {value}
      </output>
      <Button
        variant="outlined"
        onClick={more.onClick}
        disabled={more.disabled}
        aria-label={more.label}
      >
        +
      </Button>
    </div>
  );
  const choice = <T extends string>(
    label: string,
    value: T,
    options: readonly { value: T; label: string; fontFamily?: string }[],
    onPick: (value: T) => void,
    vertical = false,
  ) => (
    <div className={styles.setting}>
      <span className={styles.settingLabel} id={`reader-setting-${label}`}>
        {label}
      </span>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={value}
        orientation={vertical ? 'vertical' : 'horizontal'}
        fullWidth={vertical}
        aria-labelledby={`reader-setting-${label}`}
        onChange={(_, picked: T | null) => picked !== null && onPick(picked)}
      >
        {options.map((option) => (
          <ToggleButton
            key={option.value}
            value={option.value}
            sx={option.fontFamily ? { fontFamily: option.fontFamily, fontSize: '1rem' } : undefined}
          >
            {option.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </div>
  );
  // Each typeface's name is shown in that typeface (the book's own: in the store's).
  const fontFamilyOf = (font: ReaderFont): string | undefined =>
    font === 'sarabun' || font === 'noto-serif-thai' ? READER_FONT_STACKS[font] : undefined;
  const percentOf = (value: number) => numbers.number(value / 100, { style: 'percent' });

  return (
    <PanelDrawer open={open} onClose={onClose} title={t('settings')}>
      <div className={styles.settings}>
        {formats.length > 1 ? (
          <nav className={styles.setting} aria-label={t('format')}>
            <span className={styles.settingLabel}>{t('format')}</span>
            {formats.map((other) => (
              <Button
                key={other}
                variant={other === format ? 'contained' : 'outlined'}
                component={Link}
                prefetch={false}
                href={formatHref(other)}
                aria-current={other === format ? 'page' : undefined}
              >
                {other}
              </Button>
            ))}
          </nav>
        ) : null}
        {format === 'EPUB' ? (
          <>
            {stepper(
              t('fontSize'),
              numbers.number(settings.fontSize / 100, { style: 'percent' }),
              {
                label: t('smaller'),
                onClick: () => set({ fontSize: stepOf(FONT_SIZES, settings.fontSize, -1) }),
                disabled: settings.fontSize === FONT_SIZES[0],
              },
              {
                label: t('larger'),
                onClick: () => set({ fontSize: stepOf(FONT_SIZES, settings.fontSize, 1) }),
                disabled: settings.fontSize === FONT_SIZES.at(-1),
              },
            )}
            {choice(
              t('typeface'),
              settings.font,
              FONTS.map((font) => ({
                value: font,
                label: t(`fonts.${font}`),
                fontFamily: fontFamilyOf(font),
              })),
              (font) => set({ font }),
              true,
            )}
            {stepper(
              t('lineHeight'),
              numbers.number(settings.lineHeight, { maximumFractionDigits: 1 }),
              {
                label: t('tighter'),
                onClick: () => set({ lineHeight: stepOf(LINE_HEIGHTS, settings.lineHeight, -1) }),
                disabled: settings.lineHeight === LINE_HEIGHTS[0],
              },
              {
                label: t('looser'),
                onClick: () => set({ lineHeight: stepOf(LINE_HEIGHTS, settings.lineHeight, 1) }),
                disabled: settings.lineHeight === LINE_HEIGHTS.at(-1),
              },
            )}
            {choice(
              t('margins'),
              settings.margin,
              MARGINS.map((margin) => ({ value: margin, label: t(`marginSizes.${margin}`) })),
              (margin) => set({ margin }),
            )}
            {choice(
              t('alignment'),
              settings.align,
              ALIGNS.map((align) => ({ value: align, label: t(`aligns.${align}`) })),
              (align) => set({ align }),
            )}
            {choice(
              t('layout'),
              settings.flow,
              [
                { value: 'paginated', label: t('paginated') },
                { value: 'scrolled', label: t('scrolled') },
              ],
              (flow) => set({ flow }),
            )}
          </>
        ) : (
          <>
            {choice(
              t('fit'),
              settings.pdfFit,
              [
                { value: 'width', label: t('fitWidth') },
                { value: 'page', label: t('fitPage') },
              ],
              (pdfFit) => set({ pdfFit }),
            )}
            {stepper(
              t('zoom'),
              numbers.number(settings.pdfZoom, { style: 'percent' }),
              {
                label: t('zoomOut'),
                onClick: () => set({ pdfZoom: stepOf(PDF_ZOOMS, settings.pdfZoom, -1) }),
                disabled: settings.pdfZoom === PDF_ZOOMS[0],
              },
              {
                label: t('zoomIn'),
                onClick: () => set({ pdfZoom: stepOf(PDF_ZOOMS, settings.pdfZoom, 1) }),
                disabled: settings.pdfZoom === PDF_ZOOMS.at(-1),
              },
            )}
          </>
        )}
        {choice(
          t('theme'),
          settings.theme,
          THEMES.map((theme) => ({ value: theme, label: t(`themes.${theme}`) })),
          (theme) => set({ theme }),
        )}
        {stepper(
          t('brightness'),
          percentOf(settings.brightness),
          {
            label: t('dimmer'),
            onClick: () => set({ brightness: stepOf(BRIGHTNESS, settings.brightness, -1) }),
            disabled: settings.brightness === BRIGHTNESS[0],
          },
          {
            label: t('brighter'),
            onClick: () => set({ brightness: stepOf(BRIGHTNESS, settings.brightness, 1) }),
            disabled: settings.brightness === BRIGHTNESS.at(-1),
          },
        )}
        {stepper(
          t('warmth'),
          percentOf(settings.warmth),
          {
            label: t('cooler'),
            onClick: () => set({ warmth: stepOf(WARMTH, settings.warmth, -1) }),
            disabled: settings.warmth === WARMTH[0],
          },
          {
            label: t('warmer'),
            onClick: () => set({ warmth: stepOf(WARMTH, settings.warmth, 1) }),
            disabled: settings.warmth === WARMTH.at(-1),
          },
        )}
        <p className={styles.settingsNote}>
          {synced ? t('settingsSynced') : t('settingsThisDevice')}
        </p>
      </div>
    </PanelDrawer>
  );
}
