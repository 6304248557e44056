import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { READER_SETTINGS_STORAGE_KEY } from '@/lib/storage-keys';
import { pageLocator, pageOfLocator } from './engine';
import { DEFAULT_SETTINGS, FONT_SIZES, loadSettings, saveSettings, stepOf } from './settings';

const store = new Map<string, string>();
const storage = {
  getItem: (key: string) => store.get(key) ?? null,
  setItem: (key: string, value: string) => void store.set(key, value),
};

describe('reader settings (per device)', () => {
  beforeEach(() => {
    store.clear();
    Object.assign(globalThis, { localStorage: storage });
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'localStorage');
  });

  it('are the defaults on a new device, and what was saved afterwards', () => {
    expect(loadSettings()).toEqual(DEFAULT_SETTINGS);
    const mine = {
      ...DEFAULT_SETTINGS,
      fontSize: 140,
      theme: 'sepia' as const,
      flow: 'scrolled' as const,
    };
    saveSettings(mine);
    expect(loadSettings()).toEqual(mine);
  });

  it('take back each value it does not know (an old or edited entry) to its default', () => {
    store.set(
      READER_SETTINGS_STORAGE_KEY,
      JSON.stringify({
        fontSize: 999,
        lineHeight: '2',
        theme: 'neon',
        flow: 'scrolled',
        pdfZoom: 2,
      }),
    );
    expect(loadSettings()).toEqual({ ...DEFAULT_SETTINGS, flow: 'scrolled', pdfZoom: 2 });
    store.set(READER_SETTINGS_STORAGE_KEY, '{not json');
    expect(loadSettings()).toEqual(DEFAULT_SETTINGS);
  });

  it('step through the sizes and stop at both ends', () => {
    expect(stepOf(FONT_SIZES, 100, 1)).toBe(110);
    expect(stepOf(FONT_SIZES, 100, -1)).toBe(90);
    expect(stepOf(FONT_SIZES, 200, 1)).toBe(200);
    expect(stepOf(FONT_SIZES, 80, -1)).toBe(80);
  });
});

describe('PDF locators', () => {
  it('are page:N, 1-based, and nothing else is one', () => {
    expect(pageLocator(12)).toBe('page:12');
    expect(pageOfLocator('page:12')).toBe(12);
    expect(pageOfLocator('epubcfi(/6/4!/4/2/1:0)')).toBeNull();
    expect(pageOfLocator('page:x')).toBeNull();
  });
});
