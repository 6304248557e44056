import type { Frame, Page } from '@playwright/test';
import en from '../messages/en.json' with { type: 'json' };
import th from '../messages/th.json' with { type: 'json' };
import { expect, logInThroughProxy, test } from './address-auth';
import { claimRedeemCode, mintRedeemCode, prefixOf, type Lang } from './buying';
import { screenshot } from './screenshots';

/**
 * The reader (docs/reader.md): a customer opens a book they own, changes the text size and theme,
 * adds a bookmark and a highlight with a note; a second browser (another device, same account)
 * opens the book on the same page with the same notes, and when that device reads further the
 * first one is moved there and told so. A guest reads a sample to its end and is offered the book.
 * Every test enters the reader as a person does, by clicking "Read" on the shelf or "Read sample" on
 * the book page (a client-side navigation once kept the previous page's security policy and the EPUB
 * never opened: issue 23 §0); each test runs in one language, Thai and English alternating.
 */

const MESSAGES = { th, en } as const;

/** Demo books with an EPUB and a PDF (their text is Thai with English passages). */
const BOOK = { th: 1, en: 2 } as const;
const SAMPLE_BOOK = 3;
/** Thai compounds ICU splits, kept on one line by the API (the unit test's list). */
const THAI_COMPOUNDS = [
  'ตู้เย็น',
  'น่าตื่นเต้น',
  'เด็กหญิง',
  'ชาวบ้าน',
  'ห้องสมุด',
  'สมุดบันทึก',
  'ผู้เฒ่า',
  'ผู้โดยสาร',
  'เมล็ดพันธุ์',
  'พี่ชาย',
  'เส้นทาง',
  'ลานวัด',
  'ตัดสินใจ',
  'ให้อภัย',
  'ข้าวเหนียว',
  'ทุ่งนา',
  'หน้าร้อน',
  'ตัวเอง',
  'ริมน้ำ',
  'หลังบ้าน',
];

const WORDS = {
  th: {
    settings: 'ตั้งค่าการอ่าน',
    larger: 'ตัวอักษรใหญ่ขึ้น',
    dark: 'มืด',
    sepia: 'ซีเปีย',
    sarabun: 'สารบรรณ',
    wide: 'กว้าง',
    close: 'ปิด',
    next: 'หน้าถัดไป',
    bookmark: 'คั่นหน้านี้',
    bookmarked: 'คั่นหน้าแล้ว',
    highlight: 'ไฮไลต์ข้อความที่เลือก',
    note: 'บันทึก',
    save: 'บันทึก',
    notes: 'ที่คั่นและไฮไลต์',
    contents: 'สารบัญ',
    conflict: 'ย้ายไปยังหน้าที่คุณอ่านไกลที่สุดจากอุปกรณ์อื่น',
    sampleEnd: 'จบตัวอย่างแล้ว',
    buy: 'หยิบใส่ตะกร้า',
    viewBook: 'ดูหน้าหนังสือ',
    search: 'ค้นหาในเล่ม',
    searchLabel: 'คำที่ค้นหา',
    searchButton: 'ค้นหา',
  },
  en: {
    settings: 'Reading settings',
    larger: 'Larger text',
    dark: 'Dark',
    sepia: 'Sepia',
    sarabun: 'Sarabun',
    wide: 'Wide',
    close: 'Close',
    next: 'Next page',
    bookmark: 'Bookmark this page',
    bookmarked: 'Bookmarked',
    highlight: 'Highlight the selected text',
    note: 'Note',
    save: 'Save',
    notes: 'Bookmarks and highlights',
    contents: 'Contents',
    conflict: 'Moved to where you read furthest on another device',
    sampleEnd: 'That is the end of the sample',
    buy: 'Add to basket',
    viewBook: 'See the book',
    search: 'Search in the book',
    searchLabel: 'Words to find',
    searchButton: 'Search',
  },
} as const;

/** The chapter's frame: foliate renders it from a `blob:` URL inside its closed shadow roots. */
const bookFrame = async (page: Page): Promise<Frame> => {
  await expect
    .poll(() => page.frames().some((frame) => frame.url().startsWith('blob:')), { timeout: 15_000 })
    .toBe(true);
  const frame = page.frames().find((candidate) => candidate.url().startsWith('blob:'));
  if (!frame) throw new Error('no book frame');
  await frame.waitForFunction(() => (document.body?.innerText ?? '').trim().length > 0);
  return frame;
};

/** The reader open on its book: the chapter's frame shown and where the reader is, in numbers. */
const readerOpened = async (page: Page) => {
  const frame = await bookFrame(page);
  await expect(page.getByTestId('reader-progress')).toHaveText(/\d/);
  return frame;
};

/**
 * The reader's errors: a policy that refuses the book's frame shows in the console (`Framing
 * 'blob:…' violates … Content Security Policy`), then as a failing page script.
 */
const watchErrors = (page: Page): string[] => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|violates/.test(message.text()))
      errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
};

/** From the shelf, the book's "Read" button, as its owner taps it; EPUB unless `format` says. */
const openFromShelf = async (page: Page, lang: Lang, productId: number) => {
  await page.goto(`${prefixOf(lang)}/bookshelf`);
  const read = MESSAGES[lang].bookshelf.book.read;
  await page
    .getByRole('main')
    .getByRole('link', { name: new RegExp(`^${read} `) })
    .and(page.locator(`[href$="/bookshelf/read/${productId}"]`))
    .click();
  await expect(page).toHaveURL(new RegExp(`/bookshelf/read/${productId}$`));
  return readerOpened(page);
};

/** From the book page, "Read sample", as anyone (a guest too) taps it. */
const openSampleFromBookPage = async (page: Page, lang: Lang, productId: number) => {
  await page.goto(`${prefixOf(lang)}/book-detail/${productId}`);
  await page.getByRole('link', { name: MESSAGES[lang].bookshelf.book.readSample }).click();
  await expect(page).toHaveURL(new RegExp(`/bookshelf/read/${productId}\\?sample=true$`));
  return readerOpened(page);
};

/** Where the reader says it is: percent read and pages left in the chapter. */
const whereOf = async (page: Page) =>
  `${await page.getByTestId('reader-progress').textContent()} | ${await page
    .getByTestId('reader-where')
    .textContent()}`;

const positionSaved = (page: Page, productId: number) =>
  page.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/main/v2/reader/${productId}/position`) &&
      response.request().method() === 'POST',
    { timeout: 15_000 },
  );

/** Selects the first words of the chapter's first paragraph, as a reader's drag would. */
const selectFirstWords = (frame: Frame) =>
  frame.evaluate(() => {
    const paragraph = Array.from(document.querySelectorAll('p')).find(
      (p) => (p.textContent ?? '').trim().length > 30,
    );
    const text = paragraph?.firstChild;
    if (!text || text.nodeType !== Node.TEXT_NODE) throw new Error('no paragraph');
    const range = document.createRange();
    range.setStart(text, 0);
    range.setEnd(text, Math.min(24, (text.textContent ?? '').length));
    const selection = document.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
    return range.toString();
  });

const readerJourney = async (
  page: Page,
  lang: Lang,
  { email, password, firstName }: { email: string; password: string; firstName: string },
) => {
  const w = WORDS[lang];
  const productId = BOOK[lang];
  await claimRedeemCode(page, mintRedeemCode('--book', String(productId)));

  const errors = watchErrors(page);
  const frame = await openFromShelf(page, lang, productId);
  // The book's language is on its document, and Thai is broken between words, never inside one.
  expect(await frame.evaluate(() => document.documentElement.lang)).toBe('th');
  expect(await frame.evaluate(() => getComputedStyle(document.body).wordBreak)).toBe('normal');

  // Text size, theme, typeface and margins: the account's, sent a moment after the last change.
  const sizeBefore = await frame.evaluate(() =>
    parseFloat(getComputedStyle(document.documentElement).fontSize),
  );
  const settingsSaved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/main/v2/reader-settings') &&
      response.request().method() === 'POST',
    { timeout: 15_000 },
  );
  await page.getByRole('button', { name: w.settings }).click();
  await page.getByRole('button', { name: w.larger }).click();
  await page.getByRole('button', { name: w.sepia }).click();
  await page.getByRole('button', { name: w.sarabun }).click();
  await page.getByRole('button', { name: w.wide }).click();
  await page.getByRole('button', { name: w.close }).click();
  expect((await settingsSaved).status()).toBe(200);
  await expect
    .poll(() =>
      frame.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize)),
    )
    .toBeGreaterThan(sizeBefore);
  // Sepia: the page behind the book (the book's frame is transparent over it) and the text.
  await expect
    .poll(() => page.locator('[data-state]').evaluate((el) => getComputedStyle(el).backgroundColor))
    .toBe('rgb(244, 236, 216)');
  await expect
    .poll(() => frame.evaluate(() => getComputedStyle(document.documentElement).color))
    .toBe('rgb(74, 59, 42)');
  // The frame is drawn transparent only when its colour scheme is its page's: a store in its dark
  // scheme once left a white page inside the sepia reader.
  const frameScheme = await (
    await frame.frameElement()
  ).evaluate((element) => getComputedStyle(element as Element).colorScheme);
  expect(await frame.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe(
    frameScheme,
  );

  // A highlight with a note on the first words of the chapter.
  const quote = (await selectFirstWords(frame)).trim();
  await page.getByRole('button', { name: w.highlight }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(w.note).fill('note: ปู่เล่าเรื่องนี้');
  const highlightSaved = page.waitForResponse((response) =>
    response.url().endsWith(`/api/main/v2/reader/${productId}/annotations`),
  );
  await dialog.getByRole('button', { name: w.save, exact: true }).click();
  expect((await highlightSaved).status()).toBe(200);

  // Two pages on, a bookmark, and the position saved after the reader stops.
  await page.getByRole('button', { name: w.next }).click();
  await page.getByRole('button', { name: w.next }).click();
  const saved = positionSaved(page, productId);
  await page.getByRole('button', { name: w.bookmark }).click();
  await expect(page.getByText(w.bookmarked, { exact: true })).toBeVisible();
  expect((await saved).status()).toBe(200);
  const where = await whereOf(page);

  // A second device of the same account lands on the same page, with the same notes.
  const other = await page.context().browser()?.newContext();
  if (!other) throw new Error('no browser');
  const second = await other.newPage();
  await logInThroughProxy(second, { email, password, firstName: '', lastName: '' });
  const secondFrame = await openFromShelf(second, lang, productId);
  // The account's settings: Sarabun (its file loaded), sepia, wide margins, the larger text, so
  // the same page.
  await expect
    .poll(() =>
      secondFrame.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts].some(
          (face) => /sarabun/i.test(face.family) && face.status === 'loaded',
        );
      }),
    )
    .toBe(true);
  expect(await secondFrame.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(
    /sarabun/i,
  );
  await expect
    .poll(() =>
      second.locator('[data-state]').evaluate((el) => getComputedStyle(el).backgroundColor),
    )
    .toBe('rgb(244, 236, 216)');
  await second.getByRole('button', { name: w.settings }).click();
  await expect(second.getByRole('button', { name: w.wide })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await second.getByRole('button', { name: w.close }).click();
  await expect.poll(() => whereOf(second)).toBe(where);
  await second.getByRole('button', { name: w.notes }).click();
  const notes = second.getByRole('dialog', { name: w.notes });
  await expect(notes.getByText(quote.slice(0, 10))).toBeVisible();
  await expect(notes.getByText('note: ปู่เล่าเรื่องนี้')).toBeVisible();
  await expect(notes.getByRole('listitem')).toHaveCount(2);
  await notes.getByRole('button', { name: w.close }).click();

  // The second device reads further; the first, moving from where it was, is taken there. Six
  // turns: at the second device's larger text a page holds less, and three turns once ended no
  // further than the first device's one turn to its chapter's last page (Conflict false).
  for (let turn = 0; turn < 6; turn += 1)
    await second.getByRole('button', { name: w.next }).click();
  // The reader saves 2 s after the last move; a save of an earlier turn may still be under way
  // (turns more than 2 s apart on a loaded machine): the save that counts starts after the last.
  const lastMove = Date.now();
  const furtherSaved = second.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/main/v2/reader/${productId}/position`) &&
      response.request().method() === 'POST' &&
      response.request().timing().startTime >= lastMove,
    { timeout: 15_000 },
  );
  expect((await furtherSaved).status()).toBe(200);
  const further = await whereOf(second);

  const conflictAnswer = positionSaved(page, productId);
  await page.keyboard.press('ArrowRight');
  const answer = (await (await conflictAnswer).json()) as { Data: { Conflict: boolean } };
  expect(answer.Data.Conflict).toBe(true);
  await expect(page.getByText(w.conflict)).toBeVisible();
  await expect.poll(() => whereOf(page)).toBe(further);
  await other.close();
  expect(errors).toEqual([]);

  // A highlight in the book's PDF: words selected in PDF.js's text layer, saved, drawn again over
  // the page after a reload and listed with the book's notes.
  await page.getByRole('button', { name: w.settings }).click();
  await page.getByRole('link', { name: 'PDF', exact: true }).click();
  await expect(page).toHaveURL(/\?format=PDF$/);
  const pdfPage = MESSAGES[lang].reader.pageOf
    .replace('{current}', '\\d+')
    .replace('{total}', '\\d+');
  await expect(page.getByTestId('reader-where')).toHaveText(new RegExp(`^${pdfPage}$`), {
    timeout: 20_000,
  });
  await page.getByRole('button', { name: w.close }).click();
  await expect(page.locator('.textLayer span').first()).toBeAttached();
  const pdfQuote = await page.evaluate(() => {
    const text = Array.from(document.querySelectorAll('.textLayer span'))
      .map((span) => span.firstChild)
      .find((node): node is Text => node instanceof Text && node.data.trim().length > 12);
    if (!text) throw new Error('no text on the page');
    const range = document.createRange();
    range.setStart(text, 0);
    range.setEnd(text, 12);
    document.getSelection()?.removeAllRanges();
    document.getSelection()?.addRange(range);
    return range.toString().trim();
  });
  await page.getByRole('button', { name: w.highlight }).click();
  const pdfSaved = page.waitForResponse((response) =>
    response.url().endsWith(`/api/main/v2/reader/${productId}/annotations`),
  );
  await page.getByRole('dialog').getByRole('button', { name: w.save, exact: true }).click();
  const pdfNote = (await (await pdfSaved).json()) as { Data: { Locator: string } };
  expect(pdfNote.Data.Locator).toMatch(/^page:\d+#char=0,12$/);
  await page.reload();
  await expect(page.locator(`[data-locator="${pdfNote.Data.Locator}"]`).first()).toBeAttached({
    timeout: 20_000,
  });
  await page.getByRole('button', { name: w.notes }).click();
  await expect(
    page.getByRole('dialog', { name: w.notes }).getByText(pdfQuote.slice(0, 8)),
  ).toBeVisible();
  await page.getByRole('dialog', { name: w.notes }).getByRole('button', { name: w.close }).click();

  // Logging out clears the browser's storage, the reader's settings too (spec §4).
  expect(await page.evaluate(() => localStorage.getItem('nangsue-reader-settings'))).not.toBeNull();
  await page.goto(`${prefixOf(lang)}/bookshelf`);
  const account = MESSAGES[lang].account.menu;
  await page
    .getByRole('banner')
    .getByRole('button', { name: account.labelWithName.replace('{name}', firstName) })
    .click();
  await page.getByRole('menuitem', { name: account.logout }).click();
  await expect(page.getByText(MESSAGES[lang].account.notices.loggedOut)).toBeVisible();
  const storage = await page.evaluate(() => ({
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
  }));
  // MUI's colour-scheme choice is the only key kept; the toast's notice is read and removed.
  expect(storage.local.filter((key) => !key.startsWith('mui-'))).toEqual([]);
  expect(storage.session).toEqual([]);
};

test.describe('the reader', () => {
  test('an owner opens an EPUB from the shelf and reads on two devices, then logs out (en)', async ({
    page,
    customer,
  }) => {
    test.setTimeout(120_000);
    await readerJourney(page, 'en', customer);
  });

  test('Thai lines break between words (screenshot for docs/reader.md)', async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 700 });
    const errors = watchErrors(page);
    const frame = await openSampleFromBookPage(page, 'th', SAMPLE_BOOK);
    expect(errors).toEqual([]);
    // Every line of the chapter ends where a Thai word ends: the text of each line, as laid out, is
    // a whole number of the words Intl.Segmenter finds in its paragraph. And no line starts inside
    // a Thai compound ICU alone would split (the API joins them: lib/thai-joiners.ts).
    const lines = await frame.evaluate((compounds) => {
      const segmenter = new Intl.Segmenter('th', { granularity: 'word' });
      const broken: string[] = [];
      const splitCompounds: string[] = [];
      const seen = new Set<string>();
      for (const paragraph of Array.from(document.querySelectorAll('p'))) {
        const text = paragraph.textContent ?? '';
        const ends = new Set<number>([0, text.length]);
        for (const { index, segment } of segmenter.segment(text)) ends.add(index + segment.length);
        const node = paragraph.firstChild;
        if (!node || node.nodeType !== Node.TEXT_NODE || node.textContent !== text) continue;
        const range = document.createRange();
        const lineStarts: number[] = [];
        let lineTop: number | null = null;
        for (let offset = 0; offset < text.length; offset += 1) {
          range.setStart(node, offset);
          range.setEnd(node, offset + 1);
          const rect = range.getBoundingClientRect();
          if (rect.height === 0) continue;
          if (lineTop !== null && Math.abs(rect.top - lineTop) > rect.height / 2) {
            lineStarts.push(offset);
            if (!ends.has(offset)) broken.push(text.slice(Math.max(0, offset - 6), offset + 6));
          }
          lineTop = rect.top;
        }
        for (const compound of compounds)
          for (const match of text.matchAll(
            new RegExp(Array.from(compound).join('\u2060?'), 'g'),
          )) {
            seen.add(compound);
            if (lineStarts.some((at) => at > match.index && at < match.index + match[0].length))
              splitCompounds.push(compound);
          }
      }
      return { broken, splitCompounds, seen: Array.from(seen) };
    }, THAI_COMPOUNDS);
    expect(lines.broken).toEqual([]);
    expect(lines.splitCompounds).toEqual([]);
    expect(lines.seen.length).toBeGreaterThan(0);

    // docs/screenshots/reader-thai.png, with SCREENSHOT_DIR=docs/screenshots
    await screenshot(page, 'thai.png');

    // A drag from inside one word to inside another selects the whole words (thai-selection.ts),
    // and "Look up" offers the selection in dictionaries; a copy has no word joiner.
    const drag = await frame.evaluate(() => {
      const paragraph = document.querySelectorAll('p')[1]!;
      const node = paragraph.firstChild as Text;
      const words = Array.from(
        new Intl.Segmenter('th', { granularity: 'word' }).segment(node.data),
      ).filter((word) => word.isWordLike && /^[ก-ฮ]{2}/u.test(word.segment.slice(1)));
      const [first, second] = [words[1]!, words[2]!];
      const middleOf = (offset: number) => {
        const range = document.createRange();
        range.setStart(node, offset);
        range.setEnd(node, offset + 1);
        const rect = range.getClientRects()[0]!;
        return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
      };
      return {
        from: middleOf(first.index + 1),
        to: middleOf(second.index + 1),
        expected: node.data.slice(first.index, second.index + second.segment.length),
      };
    });
    const box = (await (await frame.frameElement()).boundingBox())!;
    await page.mouse.move(box.x + drag.from.x, box.y + drag.from.y);
    await page.mouse.down();
    await page.mouse.move(box.x + drag.to.x, box.y + drag.to.y, { steps: 5 });
    await page.mouse.up();
    await expect
      .poll(() => frame.evaluate(() => document.getSelection()?.toString() ?? ''))
      .toBe(drag.expected);
    const lookedUp = drag.expected.replaceAll('\u2060', '');
    await page.getByRole('button', { name: MESSAGES.th.reader.lookUp }).click();
    const lookup = page.getByRole('dialog', { name: `“${lookedUp}” ในพจนานุกรม` });
    await expect(lookup.getByRole('link', { name: /Longdo/ })).toHaveAttribute(
      'href',
      `https://dict.longdo.com/search/${encodeURIComponent(lookedUp)}`,
    );
    // docs/screenshots/reader-thai-lookup.png: the selection snapped to words, and Look up.
    await screenshot(page, 'thai-lookup.png');
    await lookup.getByRole('button', { name: WORDS.th.close }).click();
    const copy = await frame.evaluate(() => {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = (node as Text).data.indexOf('\u2060');
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, Math.max(0, at - 4));
        range.setEnd(node, Math.min((node as Text).length, at + 5));
        document.getSelection()!.removeAllRanges();
        document.getSelection()!.addRange(range);
        const data = new DataTransfer();
        document.dispatchEvent(
          new ClipboardEvent('copy', { clipboardData: data, cancelable: true }),
        );
        return { selected: range.toString(), copied: data.getData('text/plain') };
      }
      return null;
    });
    expect(copy?.selected).toContain('\u2060');
    expect(copy?.copied).toBe(copy?.selected.replaceAll('\u2060', ''));
  });

  test('a guest reads a sample to its end and is offered the book', async ({ browser }) => {
    const guest = await browser.newContext();
    const page = await guest.newPage();
    const w = WORDS.en;
    await openSampleFromBookPage(page, 'en', SAMPLE_BOOK);
    // Nothing of a guest's is saved.
    await expect(page.getByRole('button', { name: w.bookmark })).toHaveCount(0);
    const offer = page.getByRole('region', { name: w.sampleEnd });
    for (let turn = 0; turn < 80 && !(await offer.isVisible()); turn += 1)
      await page.keyboard.press('PageDown');
    await expect(offer).toBeVisible();
    await expect(offer.getByRole('button', { name: w.buy })).toBeVisible();
    await expect(offer.getByRole('link', { name: w.viewBook })).toHaveAttribute(
      'href',
      `/en/book-detail/${SAMPLE_BOOK}`,
    );

    // The whole book is its owner's: a guest is asked to sign in, and its file is a plain 404.
    await page.goto(`/en/bookshelf/read/${SAMPLE_BOOK}`);
    await expect(page.getByText('Sign in to read this book')).toBeVisible();
    const whole = await page.request.get(`/reader-files/${SAMPLE_BOOK}?format=EPUB&sample=false`);
    expect(whole.status()).toBe(404);
    expect(whole.headers()['cache-control']).toBe('private, no-store');
    const sample = await page.request.get(`/reader-files/${SAMPLE_BOOK}?format=EPUB&sample=true`);
    expect(sample.status()).toBe(200);
    expect(sample.headers()['content-type']).toBe('application/epub+zip');
    await guest.close();
  });

  test('a PDF sample opens from the book page page by page with ranges, and Thai search finds words', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const w = WORDS.th;
    const ranges: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes(`/reader-files/${SAMPLE_BOOK}?format=PDF`))
        ranges.push(response.status());
    });
    const errors = watchErrors(page);
    // The sample opens as its EPUB; the reading settings offer the book's other file.
    await openSampleFromBookPage(page, 'th', SAMPLE_BOOK);
    await page.getByRole('button', { name: w.settings }).click();
    await page.getByRole('link', { name: 'PDF', exact: true }).click();
    await expect(page).toHaveURL(/\?format=PDF&sample=true$/);
    await expect(page.getByTestId('reader-where')).toHaveText(/^หน้า 1 จาก \d+$/, {
      timeout: 20_000,
    });
    await page.getByRole('button', { name: w.close }).click();
    await page.getByRole('button', { name: w.next }).click();
    await expect(page.getByTestId('reader-where')).toHaveText(/^หน้า 2 จาก \d+$/);
    // PDF.js read the file in ranges through the storefront (206), not as one download.
    expect(ranges).toContain(206);

    // Back on the EPUB (the settings' other file), Thai search finds words.
    await page.getByRole('button', { name: w.settings }).click();
    await page.getByRole('link', { name: 'EPUB', exact: true }).click();
    await readerOpened(page);
    await page.getByRole('button', { name: w.close }).click();
    await page.getByRole('button', { name: w.search }).click();
    await page.getByLabel(w.searchLabel).fill('บท');
    await page.getByRole('button', { name: w.searchButton, exact: true }).click();
    await expect(page.getByText(/^พบ \d+ แห่ง$/)).toBeVisible();
    expect(errors).toEqual([]);
  });
});
