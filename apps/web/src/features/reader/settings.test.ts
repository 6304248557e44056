import type { AccountReaderSettings } from '@nangsue/contracts';
import { ReaderSettingsValuesSchema } from '@nangsue/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { READER_SETTINGS_STORAGE_KEY } from '@/lib/storage-keys';
import { pageLocator, pageOfLocator } from './engine';
import {
  adoptAccount,
  createAccountSaver,
  DEFAULT_SETTINGS,
  FONT_SIZES,
  fromAccount,
  loadSettings,
  resetSettingsStore,
  saveSettings,
  settingsStore,
  stepOf,
  toAccount,
  type ReaderSettings,
} from './settings';

const store = new Map<string, string>();
const storage = {
  getItem: (key: string) => store.get(key) ?? null,
  setItem: (key: string, value: string) => void store.set(key, value),
};

const SARABUN_SEPIA_WIDE: ReaderSettings = {
  ...DEFAULT_SETTINGS,
  fontSize: 120,
  theme: 'sepia',
  font: 'sarabun',
  margin: 'wide',
  align: 'justify',
  brightness: 80,
  warmth: 40,
};

const accountOf = (settings: ReaderSettings): AccountReaderSettings => ({
  ...toAccount(settings),
  Version: 3,
  UpdatedAt: '2026-11-29T10:00:00.000Z',
});

describe('reader settings', () => {
  beforeEach(() => {
    store.clear();
    resetSettingsStore();
    Object.assign(globalThis, { localStorage: storage });
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'localStorage');
    vi.useRealTimers();
  });

  it('are the defaults on a new device, and what was saved afterwards', () => {
    expect(loadSettings()).toEqual(DEFAULT_SETTINGS);
    const mine = { ...SARABUN_SEPIA_WIDE, flow: 'scrolled' as const };
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
        font: 'comic-sans',
        margin: 'wide',
        brightness: 5,
        warmth: 40,
      }),
    );
    expect(loadSettings()).toEqual({
      ...DEFAULT_SETTINGS,
      flow: 'scrolled',
      pdfZoom: 2,
      margin: 'wide',
      warmth: 40,
    });
    store.set(READER_SETTINGS_STORAGE_KEY, '{not json');
    expect(loadSettings()).toEqual(DEFAULT_SETTINGS);
  });

  it('step through the sizes and stop at both ends', () => {
    expect(stepOf(FONT_SIZES, 100, 1)).toBe(110);
    expect(stepOf(FONT_SIZES, 100, -1)).toBe(90);
    expect(stepOf(FONT_SIZES, 200, 1)).toBe(200);
    expect(stepOf(FONT_SIZES, 80, -1)).toBe(80);
  });

  it('go to the account as the API’s fields, each one it accepts, and come back the same', () => {
    for (const settings of [DEFAULT_SETTINGS, SARABUN_SEPIA_WIDE]) {
      expect(ReaderSettingsValuesSchema.parse(toAccount(settings))).toEqual(toAccount(settings));
      expect(fromAccount(toAccount(settings))).toEqual(settings);
    }
  });

  it('are the account’s once the page brings them, on this device too', () => {
    saveSettings({ ...DEFAULT_SETTINGS, theme: 'dark' });
    expect(adoptAccount(accountOf(SARABUN_SEPIA_WIDE))).toBe('nothing-to-send');
    expect(settingsStore.get()).toEqual(SARABUN_SEPIA_WIDE);
    expect(loadSettings()).toEqual(SARABUN_SEPIA_WIDE);
    // Once per page: a render after a change does not take the account's back.
    settingsStore.set({ ...SARABUN_SEPIA_WIDE, margin: 'narrow' });
    expect(adoptAccount(accountOf(SARABUN_SEPIA_WIDE))).toBe('nothing-to-send');
    expect(settingsStore.get().margin).toBe('narrow');
  });

  it('of this device go to an account that has none, unless they are the defaults', () => {
    saveSettings(SARABUN_SEPIA_WIDE);
    expect(adoptAccount(null)).toEqual(SARABUN_SEPIA_WIDE);
    resetSettingsStore();
    store.clear();
    expect(adoptAccount(null)).toBe('nothing-to-send');
  });

  it('are sent to the account once after a run of changes, and at once when the page goes', async () => {
    vi.useFakeTimers();
    const sent: ReaderSettings[] = [];
    const saver = createAccountSaver(async (settings) => void sent.push(settings), 800);
    saver.changed({ ...DEFAULT_SETTINGS, fontSize: 110 });
    saver.changed({ ...DEFAULT_SETTINGS, fontSize: 120 });
    saver.changed({ ...DEFAULT_SETTINGS, fontSize: 140 });
    expect(sent).toEqual([]);
    await vi.runAllTimersAsync();
    expect(sent.map((settings) => settings.fontSize)).toEqual([140]);
    saver.changed(SARABUN_SEPIA_WIDE);
    saver.flush();
    saver.flush();
    expect(sent.at(-1)).toEqual(SARABUN_SEPIA_WIDE);
    expect(sent).toHaveLength(2);
  });

  it('sends a save made offline again when the device is back online, unless a newer one came', async () => {
    vi.useFakeTimers();
    const online = new EventTarget();
    let reachable = false;
    const sent: ReaderSettings[] = [];
    const saver = createAccountSaver(
      async (settings) => {
        if (!reachable) throw new TypeError('Failed to fetch');
        sent.push(settings);
      },
      800,
      online,
    );
    saver.changed(SARABUN_SEPIA_WIDE);
    await vi.runAllTimersAsync();
    expect(sent).toEqual([]);
    reachable = true;
    online.dispatchEvent(new Event('online'));
    await vi.runAllTimersAsync();
    expect(sent).toEqual([SARABUN_SEPIA_WIDE]);
    // Nothing waits any more: a second `online` sends nothing.
    online.dispatchEvent(new Event('online'));
    await vi.runAllTimersAsync();
    expect(sent).toHaveLength(1);

    // Offline again: a failed save is replaced by the newer change, which is what goes.
    reachable = false;
    saver.changed({ ...SARABUN_SEPIA_WIDE, theme: 'dark' });
    await vi.runAllTimersAsync();
    saver.changed({ ...SARABUN_SEPIA_WIDE, theme: 'light' });
    reachable = true;
    await vi.runAllTimersAsync();
    online.dispatchEvent(new Event('online'));
    await vi.runAllTimersAsync();
    expect(sent.map((settings) => settings.theme)).toEqual(['sepia', 'light']);
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
