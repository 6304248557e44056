import { READER_SETTINGS_STORAGE_KEY } from '@/lib/storage-keys';

/** The reader's look, kept per device in local storage (never on the server: docs/reader.md). */
export type ReaderTheme = 'light' | 'dark' | 'sepia';
export type ReaderFlow = 'paginated' | 'scrolled';
export type PdfFit = 'width' | 'page';

export type ReaderSettings = {
  /** Text size in percent of the book's own. */
  fontSize: number;
  lineHeight: number;
  theme: ReaderTheme;
  flow: ReaderFlow;
  /** PDF: fit the page's width or the whole page, times `pdfZoom`. */
  pdfFit: PdfFit;
  pdfZoom: number;
};

export const FONT_SIZES = [80, 90, 100, 110, 120, 140, 160, 180, 200] as const;
export const LINE_HEIGHTS = [1.4, 1.6, 1.8, 2, 2.2] as const;
export const PDF_ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;
export const THEMES = ['light', 'dark', 'sepia'] as const;

/** Thai needs room above and below the line for its marks: 1.8 rather than Latin's 1.4-1.5. */
export const DEFAULT_SETTINGS: ReaderSettings = {
  fontSize: 100,
  lineHeight: 1.8,
  theme: 'light',
  flow: 'paginated',
  pdfFit: 'page',
  pdfZoom: 1,
};

export const THEME_COLORS: Record<ReaderTheme, { background: string; text: string; link: string }> =
  {
    light: { background: '#ffffff', text: '#1b1b1b', link: '#0b57d0' },
    dark: { background: '#121212', text: '#e3e3e3', link: '#8ab4f8' },
    sepia: { background: '#f4ecd8', text: '#4a3b2a', link: '#7a4b12' },
  };

const oneOf = <T>(values: readonly T[], value: unknown, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

/** What this device kept, each value checked (anything unknown falls back to the default). */
export const loadSettings = (): ReaderSettings => {
  try {
    const raw = JSON.parse(localStorage.getItem(READER_SETTINGS_STORAGE_KEY) ?? '{}') as Record<
      string,
      unknown
    >;
    return {
      fontSize: oneOf(FONT_SIZES, raw.fontSize, DEFAULT_SETTINGS.fontSize),
      lineHeight: oneOf(LINE_HEIGHTS, raw.lineHeight, DEFAULT_SETTINGS.lineHeight),
      theme: oneOf(THEMES, raw.theme, DEFAULT_SETTINGS.theme),
      flow: oneOf(['paginated', 'scrolled'] as const, raw.flow, DEFAULT_SETTINGS.flow),
      pdfFit: oneOf(['width', 'page'] as const, raw.pdfFit, DEFAULT_SETTINGS.pdfFit),
      pdfZoom: oneOf(PDF_ZOOMS, raw.pdfZoom, DEFAULT_SETTINGS.pdfZoom),
    };
  } catch {
    return DEFAULT_SETTINGS;
  }
};

export const saveSettings = (settings: ReaderSettings): void => {
  try {
    localStorage.setItem(READER_SETTINGS_STORAGE_KEY, JSON.stringify(settings));
  } catch {
    // Private browsing without storage: the settings last for this visit.
  }
};

/** The next bigger or smaller step of `steps` from `value`. */
export const stepOf = (steps: readonly number[], value: number, direction: 1 | -1): number => {
  const index = steps.indexOf(value);
  const next = Math.min(steps.length - 1, Math.max(0, (index < 0 ? 0 : index) + direction));
  return steps[next] ?? value;
};

/**
 * This device's settings as a store for `useSyncExternalStore`: nothing on the server (the page is
 * rendered without them), read from local storage once in the browser, kept when changed.
 */
let current: ReaderSettings | null = null;
const listeners = new Set<() => void>();

export const settingsStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get(): ReaderSettings {
    current ??= loadSettings();
    return current;
  },
  server(): ReaderSettings | null {
    return null;
  },
  set(next: ReaderSettings): void {
    current = next;
    saveSettings(next);
    for (const listener of listeners) listener();
  },
};
