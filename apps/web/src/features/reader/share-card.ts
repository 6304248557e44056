import type { Locale } from '@nangsue/contracts';
import { callApi } from '@/lib/browser-api';

/**
 * A highlight shared as a picture (docs/reader.md "Share a highlight"): a square PNG drawn in the
 * browser's canvas with the quote, the book's title, author and cover and the address of the
 * book's page. Nothing of the reader is on it (no name, e-mail, id or note), and nothing is sent
 * anywhere to make it: the quote is the reader's own, the book's details are the public catalog's.
 * Thai is shaped by the browser (HarfBuzz) in the page's own Noto Sans Thai, and the quote is
 * wrapped between the words `Intl.Segmenter` finds (the dictionary the reader breaks lines with).
 */
const SIZE = 1080;
const PAD = 80;

export type ShareCardBook = { productId: number; locale: Locale; title: string };

/** The book's page, as anyone opens it (the store's own address, in the reader's language). */
export const bookPageUrl = ({ productId, locale }: ShareCardBook): string =>
  `${window.location.origin}${locale === 'en' ? '/en' : ''}/book-detail/${productId}`;

/** Lines of `text` no wider than `width`, broken between words (Thai included). */
const wrap = (
  context: CanvasRenderingContext2D,
  text: string,
  width: number,
  locale: string,
): string[] => {
  const words = Array.from(
    new Intl.Segmenter(locale, { granularity: 'word' }).segment(text),
    (part) => part.segment,
  );
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const next = line + word;
    if (line !== '' && context.measureText(next.trimEnd()).width > width) {
      lines.push(line.trim());
      line = word.trimStart();
    } else line = next;
  }
  if (line.trim() !== '') lines.push(line.trim());
  return lines;
};

const loadImage = (url: string): Promise<HTMLImageElement | null> =>
  new Promise((resolve) => {
    const image = new Image();
    image.crossOrigin = 'anonymous';
    image.onload = () => resolve(image);
    image.onerror = () => resolve(null);
    image.src = url;
  });

/** The book's author and cover from the public catalog (null when unknown). */
const catalogDetailsOf = async (productId: number) => {
  try {
    const details = (await callApi('productDetails', { params: { id: productId } })).Data;
    return {
      author: details?.Authors.map((author) => author.Name).join(', ') ?? '',
      coverUrl: details?.DefaultPictureModel.ImageUrl ?? null,
    };
  } catch {
    return { author: '', coverUrl: null };
  }
};

/** The card as a PNG. */
export const drawShareCard = async (
  book: ShareCardBook,
  quote: string,
  color: string,
): Promise<Blob> => {
  const { author, coverUrl } = await catalogDetailsOf(book.productId);
  const cover = coverUrl ? await loadImage(coverUrl) : null;
  await document.fonts.ready;
  // The page's own typeface (Noto Sans Thai), already loaded.
  const FONT = getComputedStyle(document.body).fontFamily || 'sans-serif';
  const canvas = document.createElement('canvas');
  canvas.width = SIZE;
  canvas.height = SIZE;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas');
  context.fillStyle = '#fbf8f1';
  context.fillRect(0, 0, SIZE, SIZE);
  context.fillStyle = color;
  context.fillRect(0, 0, 24, SIZE);

  // The foot: the cover, the title and author, the book's page.
  const footTop = SIZE - PAD - 240;
  let textLeft = PAD;
  if (cover) {
    const height = 240;
    const width = Math.min(200, (cover.width / cover.height) * height);
    context.drawImage(cover, PAD, footTop, width, height);
    textLeft = PAD + width + 40;
  }
  const textWidth = SIZE - PAD - textLeft;
  context.fillStyle = '#2b2b2b';
  context.textBaseline = 'top';
  context.font = `600 40px ${FONT}`;
  const titleLines = wrap(context, book.title, textWidth, book.locale).slice(0, 2);
  titleLines.forEach((line, index) => context.fillText(line, textLeft, footTop + index * 60));
  context.font = `400 32px ${FONT}`;
  context.fillStyle = '#555';
  const afterTitle = footTop + titleLines.length * 60 + 8;
  if (author)
    context.fillText(wrap(context, author, textWidth, book.locale)[0] ?? '', textLeft, afterTitle);
  context.font = `400 26px ${FONT}`;
  context.fillStyle = '#7a6a4f';
  context.fillText(bookPageUrl(book).replace(/^https?:\/\//, ''), textLeft, footTop + 200);

  // The quote, as large as fits above the foot (at most 12 lines).
  const quoteTop = PAD + 40;
  const room = footTop - 60 - quoteTop;
  let size = 64;
  let lines: string[] = [];
  for (; size >= 30; size -= 4) {
    context.font = `400 ${size}px ${FONT}`;
    lines = wrap(context, `“${quote}”`, SIZE - 2 * PAD, book.locale);
    if (lines.length * size * 1.7 <= room) break;
  }
  const lineHeight = size * 1.7;
  const fits = Math.max(1, Math.floor(room / lineHeight));
  if (lines.length > fits) lines = [...lines.slice(0, fits - 1), `${lines[fits - 1] ?? ''}…”`];
  context.fillStyle = '#1f1f1f';
  lines.forEach((line, index) => context.fillText(line, PAD, quoteTop + index * lineHeight));

  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no image'))), 'image/png'),
  );
};

/**
 * Offers the card: the system's share sheet where the browser can share files (a phone), else a
 * download. Answers what happened.
 */
export const shareCard = async (
  book: ShareCardBook,
  quote: string,
  color: string,
): Promise<'shared' | 'downloaded' | 'cancelled'> => {
  const blob = await drawShareCard(book, quote, color);
  const file = new File([blob], `nangsue-${book.productId}.png`, { type: 'image/png' });
  const data = { files: [file], title: book.title, url: bookPageUrl(book) };
  if (typeof navigator.canShare === 'function' && navigator.canShare(data)) {
    try {
      await navigator.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = file.name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
  return 'downloaded';
};
