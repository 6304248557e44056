import {
  READER_ALIGNS,
  READER_BRIGHTNESS,
  READER_FLOWS,
  READER_FONT_SIZES,
  READER_FONTS,
  READER_LINE_HEIGHTS,
  READER_MARGINS,
  READER_PDF_FITS,
  READER_PDF_ZOOMS,
  READER_THEMES,
  READER_WARMTH,
  type AccountReaderSettings,
  type ReaderSettingsValues,
} from '@nangsue/contracts';
import { READER_SETTINGS_STORAGE_KEY } from '@/lib/storage-keys';

/**
 * The reader's look (docs/reader.md "Typography and comfort"). A signed-in reader's are the
 * account's (`GET/POST /v2/reader-settings`), the same on every device; this device keeps a copy in
 * local storage, read for the first paint. A guest's (a sample) stay on this device only.
 */
export type ReaderTheme = (typeof READER_THEMES)[number];
export type ReaderFlow = (typeof READER_FLOWS)[number];
export type PdfFit = (typeof READER_PDF_FITS)[number];
/** `book`: the book's own typeface (the publisher's); else one of the store's Thai families. */
export type ReaderFont = (typeof READER_FONTS)[number];
export type ReaderMargin = (typeof READER_MARGINS)[number];
export type ReaderAlign = (typeof READER_ALIGNS)[number];

export type ReaderSettings = {
  /** Text size in percent of the book's own. */
  fontSize: (typeof READER_FONT_SIZES)[number];
  lineHeight: (typeof READER_LINE_HEIGHTS)[number];
  theme: ReaderTheme;
  flow: ReaderFlow;
  /** PDF: fit the page's width or the whole page, times `pdfZoom`. */
  pdfFit: PdfFit;
  pdfZoom: (typeof READER_PDF_ZOOMS)[number];
  font: ReaderFont;
  margin: ReaderMargin;
  align: ReaderAlign;
  /** Percent: 100 is the theme as it is, less dims the page. */
  brightness: (typeof READER_BRIGHTNESS)[number];
  /** Percent of a warm tint over the page (0: none). */
  warmth: (typeof READER_WARMTH)[number];
};

export const FONT_SIZES = READER_FONT_SIZES;
export const LINE_HEIGHTS = READER_LINE_HEIGHTS;
export const PDF_ZOOMS = READER_PDF_ZOOMS;
export const THEMES = READER_THEMES;
export const FONTS = READER_FONTS;
export const MARGINS = READER_MARGINS;
export const ALIGNS = READER_ALIGNS;
export const BRIGHTNESS = READER_BRIGHTNESS;
export const WARMTH = READER_WARMTH;

/** Thai needs room above and below the line for its marks: 1.8 rather than Latin's 1.4-1.5. */
export const DEFAULT_SETTINGS: ReaderSettings = {
  fontSize: 100,
  lineHeight: 1.8,
  theme: 'light',
  flow: 'paginated',
  pdfFit: 'page',
  pdfZoom: 1,
  font: 'book',
  margin: 'normal',
  align: 'start',
  brightness: 100,
  warmth: 0,
};

export const THEME_COLORS: Record<ReaderTheme, { background: string; text: string; link: string }> =
  {
    light: { background: '#ffffff', text: '#1b1b1b', link: '#0b57d0' },
    dark: { background: '#121212', text: '#e3e3e3', link: '#8ab4f8' },
    sepia: { background: '#f4ecd8', text: '#4a3b2a', link: '#7a4b12' },
  };

const oneOf = <T>(values: readonly T[], value: unknown, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

/** Settings from anything (an old or edited entry): each value checked, else its default. */
export const checkedSettings = (raw: Record<string, unknown>): ReaderSettings => ({
  fontSize: oneOf(FONT_SIZES, raw.fontSize, DEFAULT_SETTINGS.fontSize),
  lineHeight: oneOf(LINE_HEIGHTS, raw.lineHeight, DEFAULT_SETTINGS.lineHeight),
  theme: oneOf(THEMES, raw.theme, DEFAULT_SETTINGS.theme),
  flow: oneOf(READER_FLOWS, raw.flow, DEFAULT_SETTINGS.flow),
  pdfFit: oneOf(READER_PDF_FITS, raw.pdfFit, DEFAULT_SETTINGS.pdfFit),
  pdfZoom: oneOf(PDF_ZOOMS, raw.pdfZoom, DEFAULT_SETTINGS.pdfZoom),
  font: oneOf(FONTS, raw.font, DEFAULT_SETTINGS.font),
  margin: oneOf(MARGINS, raw.margin, DEFAULT_SETTINGS.margin),
  align: oneOf(ALIGNS, raw.align, DEFAULT_SETTINGS.align),
  brightness: oneOf(BRIGHTNESS, raw.brightness, DEFAULT_SETTINGS.brightness),
  warmth: oneOf(WARMTH, raw.warmth, DEFAULT_SETTINGS.warmth),
});

/** What this device kept, each value checked (anything unknown falls back to the default). */
export const loadSettings = (): ReaderSettings => {
  try {
    return checkedSettings(
      JSON.parse(localStorage.getItem(READER_SETTINGS_STORAGE_KEY) ?? '{}') as Record<
        string,
        unknown
      >,
    );
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

/** The account's settings (the API's fields) as the reader's. */
export const fromAccount = (account: ReaderSettingsValues): ReaderSettings => ({
  fontSize: account.FontSize,
  lineHeight: account.LineHeight,
  theme: account.Theme,
  flow: account.Flow,
  pdfFit: account.PdfFit,
  pdfZoom: account.PdfZoom,
  font: account.Font,
  margin: account.Margin,
  align: account.Align,
  brightness: account.Brightness,
  warmth: account.Warmth,
});

/** The reader's settings as the API's `SaveReaderSettings` data. */
export const toAccount = (settings: ReaderSettings): ReaderSettingsValues => ({
  FontSize: settings.fontSize,
  LineHeight: settings.lineHeight,
  Theme: settings.theme,
  Flow: settings.flow,
  PdfFit: settings.pdfFit,
  PdfZoom: settings.pdfZoom,
  Font: settings.font,
  Margin: settings.margin,
  Align: settings.align,
  Brightness: settings.brightness,
  Warmth: settings.warmth,
});

export const sameSettings = (a: ReaderSettings, b: ReaderSettings): boolean =>
  (Object.keys(a) as (keyof ReaderSettings)[]).every((key) => a[key] === b[key]);

/** The next bigger or smaller step of `steps` from `value`. */
export const stepOf = <T extends number>(steps: readonly T[], value: T, direction: 1 | -1): T => {
  const index = steps.indexOf(value);
  const next = Math.min(steps.length - 1, Math.max(0, (index < 0 ? 0 : index) + direction));
  return steps[next] ?? value;
};

/**
 * The settings as a store for `useSyncExternalStore`: nothing on the server (the page is rendered
 * without them), read from local storage once in the browser (or taken from the account, see
 * `adoptAccount`), kept when changed.
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

/**
 * A signed-in reader opens with the account's settings (they come with the page): they replace this
 * device's copy before the book opens. An account with none yet takes this device's, when they are
 * not the defaults (returned, for the caller to save). Once per page.
 */
let adopted = false;
export const adoptAccount = (
  account: AccountReaderSettings | null,
): ReaderSettings | 'nothing-to-send' => {
  if (adopted) return 'nothing-to-send';
  adopted = true;
  if (account !== null) {
    const theirs = fromAccount(account);
    if (!sameSettings(theirs, settingsStore.get())) settingsStore.set(theirs);
    return 'nothing-to-send';
  }
  const mine = settingsStore.get();
  return sameSettings(mine, DEFAULT_SETTINGS) ? 'nothing-to-send' : mine;
};

/** For tests: forget what this page read and adopted. */
export const resetSettingsStore = (): void => {
  current = null;
  adopted = false;
};

export const ACCOUNT_SAVE_DELAY_MS = 800;

/**
 * Sends the settings to the account a moment after the last change (a reader pressing "larger"
 * four times sends one save); `send` is the API call. The last one sent wins on the server. A save
 * that could not reach the store (a book read offline) is sent again when the device is back online
 * (`online`, the same event the offline queue waits for), unless a newer change replaced it.
 */
export const createAccountSaver = (
  send: (settings: ReaderSettings) => Promise<unknown>,
  delay = ACCOUNT_SAVE_DELAY_MS,
  events: Pick<EventTarget, 'addEventListener'> | undefined = typeof window === 'undefined'
    ? undefined
    : window,
) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let waiting: ReaderSettings | null = null;
  const flush = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (waiting === null) return;
    const settings = waiting;
    waiting = null;
    void send(settings).catch(() => {
      waiting ??= settings;
    });
  };
  events?.addEventListener('online', flush);
  return {
    changed(settings: ReaderSettings) {
      waiting = settings;
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(flush, delay);
    },
    flush,
  };
};
