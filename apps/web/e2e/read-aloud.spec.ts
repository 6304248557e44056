import { expect, test, type Frame, type Page } from '@playwright/test';
import th from '../messages/th.json' with { type: 'json' };
import { openCatalogApi } from './catalog-data';
import { screenshot } from './screenshots';

/**
 * Read aloud in Thai (docs/reader.md "Read aloud"). A browser's speech synthesis is the device's
 * (no voice in a headless Chromium, and nothing to hear in a test), so a stand-in takes its place
 * at the Web API boundary (`window.speechSynthesis`, `SpeechSynthesisUtterance`): it records the
 * utterances queued (text, lang, rate) and lets the test fire their `start`, `boundary` and `end`
 * events as a voice would. A guest goes from the home page to a Thai book's sample by the header's
 * search and the book page's "read sample", presses read aloud, and hears the chapter's first
 * sentences in order, in Thai, the word highlighted in the book following the voice's boundaries,
 * a new speed applied, the page turned when the voice reaches the next one, and stop cancelling.
 * A device without a Thai voice is told so.
 */

const t = th.reader.readAloud;
/** A demo book with a Thai sample (the reader journeys' sample book). */
const SAMPLE_BOOK = 3;

type StandIn = {
  queued: { text: string; lang: string; rate: number }[];
  cancels: number;
  pauses: number;
  resumes: number;
};

declare global {
  interface Window {
    readAloudStandIn?: StandIn & {
      fire: (index: number, type: string, init?: { name?: string; charIndex?: number }) => void;
    };
  }
}

/** The stand-in speech synthesis, installed before the page's scripts run. */
const installStandIn = (page: Page, voices: { lang: string; name: string }[]) =>
  page.addInitScript((voiceList) => {
    if (window.top !== window) return;
    const utterances: EventTarget[] = [];
    const record: StandIn & {
      fire: (index: number, type: string, init?: { name?: string; charIndex?: number }) => void;
    } = {
      queued: [],
      cancels: 0,
      pauses: 0,
      resumes: 0,
      fire: (index, type, init = {}) => {
        utterances[index]?.dispatchEvent(Object.assign(new Event(type), init));
      },
    };
    class StandInUtterance extends EventTarget {
      lang = '';
      rate = 1;
      pitch = 1;
      volume = 1;
      voice: unknown = null;
      constructor(public text = '') {
        super();
      }
    }
    const synth = Object.assign(new EventTarget(), {
      speaking: false,
      paused: false,
      pending: false,
      getVoices: () =>
        voiceList.map((voice) => ({ ...voice, default: false, localService: true, voiceURI: '' })),
      speak: (utterance: StandInUtterance) => {
        utterances.push(utterance);
        record.queued.push({ text: utterance.text, lang: utterance.lang, rate: utterance.rate });
        // A voice starts at once.
        setTimeout(() => utterance.dispatchEvent(new Event('start')), 0);
      },
      cancel: () => {
        record.cancels += 1;
      },
      pause: () => {
        record.pauses += 1;
      },
      resume: () => {
        record.resumes += 1;
      },
    });
    Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
    Object.defineProperty(window, 'SpeechSynthesisUtterance', {
      value: StandInUtterance,
      configurable: true,
    });
    window.readAloudStandIn = record;
  }, voices);

const standIn = (page: Page) =>
  page.evaluate(() => {
    const record = window.readAloudStandIn;
    if (!record) throw new Error('no stand-in');
    return {
      queued: record.queued,
      cancels: record.cancels,
      pauses: record.pauses,
      resumes: record.resumes,
    };
  });

const fire = (
  page: Page,
  index: number,
  type: string,
  init?: { name: string; charIndex: number },
) =>
  page.evaluate(([i, ty, ini]) => window.readAloudStandIn?.fire(i, ty, ini), [
    index,
    type,
    init,
  ] as const);

/** The chapter's frame (foliate's `blob:` document). */
const bookFrame = async (page: Page): Promise<Frame> => {
  await expect
    .poll(() => page.frames().some((frame) => frame.url().startsWith('blob:')), { timeout: 15_000 })
    .toBe(true);
  const frame = page.frames().find((candidate) => candidate.url().startsWith('blob:'));
  if (!frame) throw new Error('no book frame');
  await frame.waitForFunction(() => (document.body?.innerText ?? '').trim().length > 0);
  return frame;
};

/** The word read aloud is highlighted with, in the book (CSS Custom Highlight API). */
const highlightIn = (frame: Frame) =>
  frame.evaluate(() => {
    const highlight = CSS.highlights.get('nangsue-read-aloud');
    if (!highlight) return null;
    return Array.from(highlight as unknown as Iterable<Range>)
      .map((range) => range.toString())
      .join('')
      .replaceAll('\u2060', '');
  });

/** From the home page: the header's search, the book, its "read sample". */
const openThaiSample = async (page: Page) => {
  const api = await openCatalogApi();
  const book = await api.book(SAMPLE_BOOK, 'th');
  await api.dispose();
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'ค้นหาหนังสือ' });
  await box.fill(book.Name);
  await page.getByRole('option', { name: book.Name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/book-detail/${SAMPLE_BOOK}$`));
  await page.getByRole('link', { name: th.bookshelf.book.readSample }).click();
  await expect(page).toHaveURL(new RegExp(`/bookshelf/read/${SAMPLE_BOOK}\\?sample=true$`));
  const frame = await bookFrame(page);
  await expect(page.getByTestId('reader-progress')).toHaveText(/\d/);
  return frame;
};

/** Text as the voice gets it: no word joiners, spaces collapsed. */
const plain = (text: string) => text.replaceAll('\u2060', '').replace(/\s+/g, '');

test.describe('read aloud (th)', () => {
  // A Thai browser, so the home page is Thai.
  test.use({ locale: 'th-TH' });

  test('reads the chapter aloud sentence by sentence in Thai, the word highlighted, speed, page turns and stop', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await installStandIn(page, [
      { lang: 'en-US', name: 'English' },
      { lang: 'th-TH', name: 'Thai' },
    ]);
    const frame = await openThaiSample(page);
    const chapter = plain(await frame.evaluate(() => document.body.innerText));

    await page.getByRole('button', { name: t.open, exact: true }).click();
    const bar = page.getByRole('region', { name: t.controls });
    await expect(bar.getByRole('status')).toHaveText(t.playing);
    await expect.poll(async () => (await standIn(page)).queued.length).toBe(1);

    // The first sentence of the chapter, in Thai, at the normal speed.
    let { queued } = await standIn(page);
    const first = queued[0];
    if (!first) throw new Error('nothing queued');
    expect(first.lang).toBe('th-TH');
    expect(first.rate).toBe(1);
    expect(first.text).toMatch(/[\u0e00-\u0e7f]/u);
    expect(first.text).not.toContain('\u2060');
    expect(chapter.startsWith(plain(first.text))).toBe(true);

    // The highlight follows the voice's word boundaries.
    await expect.poll(() => highlightIn(frame)).not.toBeNull();
    const words = Array.from(new Intl.Segmenter('th', { granularity: 'word' }).segment(first.text))
      .filter((segment) => segment.isWordLike)
      .map((segment) => segment.index);
    expect(words.length).toBeGreaterThan(2);
    const seen: string[] = [];
    for (const charIndex of [words[1] ?? 0, words[2] ?? 0]) {
      await fire(page, 0, 'boundary', { name: 'word', charIndex });
      // The word the boundary falls in (from its start, or inside a compound the book joins).
      await expect
        .poll(async () => {
          const word = (await highlightIn(frame)) ?? '';
          return (
            word.length > 0 &&
            Array.from({ length: charIndex + 1 }, (_, start) => start).some(
              (start) =>
                start + word.length > charIndex && first.text.slice(start).startsWith(word),
            )
          );
        })
        .toBe(true);
      seen.push((await highlightIn(frame)) ?? '');
    }
    expect(seen[0]).not.toBe(seen[1]);
    await screenshot(page, 'thai.png');

    // The next sentences follow in the chapter's order.
    for (let index = 0; index < 2; index += 1) {
      await fire(page, index, 'end');
      await expect.poll(async () => (await standIn(page)).queued.length).toBe(index + 2);
    }
    ({ queued } = await standIn(page));
    expect(chapter.startsWith(queued.map((utterance) => plain(utterance.text)).join(''))).toBe(
      true,
    );

    // A new speed: the sentence starts again from the word being spoken, at that speed.
    const before = queued.length;
    await bar.getByRole('button', { name: '1.5×' }).click();
    await expect.poll(async () => (await standIn(page)).queued.length).toBe(before + 1);
    ({ queued } = await standIn(page));
    const faster = queued.at(-1);
    expect(faster?.rate).toBe(1.5);
    expect(queued.at(-2)?.text.endsWith(faster?.text ?? '-')).toBe(true);

    // Pause and resume reach the synthesis.
    await bar.getByRole('button', { name: t.pause, exact: true }).click();
    await expect(bar.getByRole('status')).toHaveText(t.paused);
    await bar.getByRole('button', { name: t.resume, exact: true }).click();
    await expect(bar.getByRole('status')).toHaveText(t.playing);
    const afterPause = await standIn(page);
    expect(afterPause.pauses).toBe(1);
    expect(afterPause.resumes).toBeGreaterThanOrEqual(1);

    // The voice reaches the next page: the reader turns by itself.
    const where = await page.getByTestId('reader-where').textContent();
    let turned = false;
    for (let guard = 0; guard < 120 && !turned; guard += 1) {
      const count = (await standIn(page)).queued.length;
      await fire(page, count - 1, 'end');
      await expect.poll(async () => (await standIn(page)).queued.length).toBe(count + 1);
      turned = (await page.getByTestId('reader-where').textContent()) !== where;
    }
    expect(turned).toBe(true);
    await expect.poll(() => highlightIn(frame)).not.toBeNull();

    // Stop cancels the voice and the highlight; a late end queues nothing more.
    const { cancels, queued: all } = await standIn(page);
    await bar.getByRole('button', { name: t.stop, exact: true }).click();
    await expect(bar.getByRole('status')).toHaveText(t.stopped);
    expect((await standIn(page)).cancels).toBeGreaterThan(cancels);
    await expect.poll(() => highlightIn(frame)).toBeNull();
    await fire(page, all.length - 1, 'end');
    await page.waitForTimeout(300);
    expect((await standIn(page)).queued).toHaveLength(all.length);
  });

  test('a PDF is read from its text layer, the word highlighted, the page turned at its end', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await installStandIn(page, [{ lang: 'th-TH', name: 'Thai' }]);
    await openThaiSample(page);
    await page.getByRole('button', { name: th.reader.settings }).click();
    await page.getByRole('link', { name: 'PDF', exact: true }).click();
    await expect(page).toHaveURL(/\?format=PDF&sample=true$/);
    const where = page.getByTestId('reader-where');
    await expect(where).toHaveText(/^หน้า 1 จาก \d+$/, { timeout: 20_000 });
    await page.getByRole('button', { name: th.reader.close }).click();
    const pageText = plain((await page.locator('.textLayer').textContent()) ?? '');

    await page.getByRole('button', { name: t.open, exact: true }).click();
    await expect.poll(async () => (await standIn(page)).queued.length).toBe(1);
    const first = (await standIn(page)).queued[0];
    expect(first?.lang).toBe('th-TH');
    expect(pageText.startsWith(plain(first?.text ?? '-'))).toBe(true);

    // The word is highlighted in the page's text layer.
    const highlightOnPage = () =>
      page.evaluate(() => {
        const highlight = CSS.highlights.get('nangsue-read-aloud');
        return highlight
          ? Array.from(highlight as unknown as Iterable<Range>)
              .map((range) => range.toString())
              .join('')
          : null;
      });
    await expect.poll(highlightOnPage).not.toBeNull();
    await screenshot(page, 'pdf.png');

    // At the page's last sentence the reader turns to page 2 and reads on.
    for (let guard = 0; guard < 80; guard += 1) {
      if (/^หน้า 2 /.test((await where.textContent()) ?? '')) break;
      const count = (await standIn(page)).queued.length;
      await fire(page, count - 1, 'end');
      await expect.poll(async () => (await standIn(page)).queued.length).toBe(count + 1);
    }
    await expect(where).toHaveText(/^หน้า 2 จาก \d+$/);
    const second = plain((await page.locator('.textLayer').textContent()) ?? '');
    const last = (await standIn(page)).queued.at(-1);
    expect(second.startsWith(plain(last?.text ?? '-'))).toBe(true);
  });

  test('a device without a Thai voice is told so', async ({ page }) => {
    await installStandIn(page, [{ lang: 'en-US', name: 'English' }]);
    await openThaiSample(page);
    await page.getByRole('button', { name: t.open, exact: true }).click();
    const bar = page.getByRole('region', { name: t.controls });
    await expect(bar.getByRole('alert')).toHaveText(t.noVoice.replaceAll('{language}', 'ไทย'));
    expect((await standIn(page)).queued).toHaveLength(0);
    await screenshot(page, 'no-voice.png');
  });
});
