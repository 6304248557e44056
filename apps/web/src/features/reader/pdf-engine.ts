import { parsePdfHighlightLocator, type Annotation } from '@nangsue/contracts';
import type * as PdfJsModule from 'pdfjs-dist';
import type { EngineOptions, ReaderEngine, SavedPlace, SearchHit } from './engine';
import { pageLocator, pageOfLocator } from './engine';
import {
  drawPdfHighlights,
  highlightAt,
  selectionOnPage,
  type DrawnHighlight,
} from './pdf-highlights';
import { pageProgress } from './progress';
import type { ReaderSettings } from './settings';
import styles from './reader.module.css';

/**
 * PDF through PDF.js (`pdfjs-dist`): one page at a time on a canvas, with PDF.js's text layer over
 * it so the words can be selected and read by a screen reader. The file is read with HTTP ranges
 * (the pages shown, not the whole file first), in PDF.js's worker, served by this site. Positions
 * and bookmarks are `page:N`, highlights `page:N#char=S,E` (pdf-highlights.ts, docs/reader.md).
 * Loaded only by the reader page (`import()`).
 */
const CHUNK_BYTES = 64 * 1024;

type PdfJs = typeof PdfJsModule;

/**
 * Where PDF.js reads the file: in ranges of 64 KB as it needs them, through our own transport (the
 * storefront's stream cannot announce the file's length in `Content-Length`, which Next drops from
 * streamed answers, so PDF.js would not use ranges by itself; `Content-Range` names it). A first
 * range holds the start of the file; an answer of the whole file (200) is read as it is.
 */
const sourceOf = async (pdfjs: PdfJs, url: string) => {
  const first = await fetch(url, {
    headers: { Range: `bytes=0-${CHUNK_BYTES - 1}` },
    credentials: 'same-origin',
  });
  if (!first.ok) throw new Error(`book file ${first.status}`);
  const total = Number(/\/(\d+)$/.exec(first.headers.get('Content-Range') ?? '')?.[1]);
  const start = new Uint8Array(await first.arrayBuffer());
  if (first.status !== 206 || !Number.isInteger(total) || start.length >= total)
    return { data: start };
  const transport = new pdfjs.PDFDataRangeTransport(total, start);
  transport.requestDataRange = (begin: number, end: number) => {
    void fetch(url, { headers: { Range: `bytes=${begin}-${end - 1}` }, credentials: 'same-origin' })
      .then(async (response) => {
        if (response.status !== 206) throw new Error(`range ${response.status}`);
        transport.onDataRange(begin, new Uint8Array(await response.arrayBuffer()));
      })
      .catch((error: unknown) => console.error('[reader] a range of the PDF failed', error));
  };
  return { range: transport, length: total };
};

export const openPdf = async (options: EngineOptions): Promise<ReaderEngine> => {
  const pdfjs = await import('pdfjs-dist');
  if (!pdfjs.GlobalWorkerOptions.workerPort)
    pdfjs.GlobalWorkerOptions.workerPort = new Worker(
      new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url),
      { type: 'module' },
    );
  const task = pdfjs.getDocument({
    ...(await sourceOf(pdfjs, options.fileUrl)),
    rangeChunkSize: CHUNK_BYTES,
    disableAutoFetch: true,
    disableStream: true,
    isEvalSupported: false,
  });
  const pdf = await task.promise;
  const total = pdf.numPages;

  const outline = await pdf.getOutline().catch(() => null);
  const toc: ReaderEngine['toc'] = [];
  const walk = async (items: NonNullable<typeof outline>, level: number) => {
    for (const item of items) {
      let page: number | null = null;
      try {
        const destination =
          typeof item.dest === 'string' ? await pdf.getDestination(item.dest) : item.dest;
        const ref = destination?.[0];
        if (ref && typeof ref === 'object') page = (await pdf.getPageIndex(ref)) + 1;
        else if (typeof ref === 'number') page = ref + 1;
      } catch {
        page = null;
      }
      if (page !== null) toc.push({ label: item.title, target: pageLocator(page), level });
      if (item.items.length > 0) await walk(item.items, level + 1);
    }
  };
  if (outline) await walk(outline, 0);

  const metadata = await pdf.getMetadata().catch(() => null);
  const info = metadata?.info as { Title?: unknown } | undefined;

  const frame = document.createElement('div');
  frame.className = styles.pdfFrame ?? '';
  const pageBox = document.createElement('div');
  pageBox.className = styles.pdfPage ?? '';
  pageBox.lang = options.language;
  const canvas = document.createElement('canvas');
  canvas.setAttribute('aria-hidden', 'true');
  const textBox = document.createElement('div');
  textBox.className = `textLayer ${styles.pdfText ?? ''}`;
  // The highlights: boxes over the canvas, under the text layer (pdf-highlights.ts).
  const marks = document.createElement('div');
  marks.setAttribute('aria-hidden', 'true');
  Object.assign(marks.style, { position: 'absolute', inset: '0', pointerEvents: 'none' });
  pageBox.append(canvas, marks, textBox);
  frame.append(pageBox);
  frame.tabIndex = 0;
  options.container.replaceChildren(frame);

  let settings: ReaderSettings = options.settings;
  const pageOfPlace = (place: SavedPlace | null): number =>
    place === null
      ? 1
      : (pageOfLocator(place.locator) ??
        parsePdfHighlightLocator(place.locator)?.page ??
        Math.round(place.progress * (total - 1)) + 1);
  let current = Math.min(total, Math.max(1, pageOfPlace(options.position)));
  let renderTask: { cancel: () => void; promise: Promise<void> } | null = null;
  let textLayer: { cancel: () => void } | null = null;
  let drawn = 0;
  let highlights: readonly Annotation[] = [];
  let drawnHighlights: DrawnHighlight[] = [];
  const redrawHighlights = () => {
    drawnHighlights = drawPdfHighlights(marks, textBox, current, highlights);
  };

  const draw = async () => {
    const drawing = ++drawn;
    renderTask?.cancel();
    textLayer?.cancel();
    const page = await pdf.getPage(current);
    if (drawing !== drawn) return;
    const natural = page.getViewport({ scale: 1 });
    const width = Math.max(200, frame.clientWidth - 32);
    const height = Math.max(200, frame.clientHeight - 32);
    const fit =
      settings.pdfFit === 'width'
        ? width / natural.width
        : Math.min(width / natural.width, height / natural.height);
    const scale = fit * settings.pdfZoom;
    const viewport = page.getViewport({ scale });
    const ratio = window.devicePixelRatio || 1;
    canvas.width = Math.floor(viewport.width * ratio);
    canvas.height = Math.floor(viewport.height * ratio);
    canvas.style.width = `${Math.floor(viewport.width)}px`;
    canvas.style.height = `${Math.floor(viewport.height)}px`;
    pageBox.style.width = canvas.style.width;
    pageBox.style.height = canvas.style.height;
    pageBox.style.setProperty('--scale-factor', String(scale));
    pageBox.style.setProperty('--total-scale-factor', String(scale));
    const context = canvas.getContext('2d');
    if (!context) return;
    const task = page.render({
      canvas,
      canvasContext: context,
      viewport,
      transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
    });
    renderTask = task;
    textBox.replaceChildren();
    const layer = new pdfjs.TextLayer({
      textContentSource: page.streamTextContent(),
      container: textBox,
      viewport,
    });
    textLayer = layer;
    try {
      await Promise.all([task.promise, layer.render()]);
    } catch {
      return; // cancelled by a newer page
    }
    if (drawing !== drawn) return;
    frame.scrollTop = 0;
    redrawHighlights();
    options.onRelocate({
      locator: pageLocator(current),
      progress: pageProgress(current, total),
      chapter: chapterOf(current),
      pagesLeft: total - current,
      page: { current, total },
      atEnd: current >= total,
      excerpt: (textBox.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 120),
    });
  };

  const chapterOf = (page: number): string | null => {
    let label: string | null = null;
    for (const entry of toc) {
      const start = pageOfLocator(entry.target) ?? Infinity;
      if (start <= page) label = entry.label;
    }
    return label;
  };

  const goToPage = async (page: number) => {
    const next = Math.min(total, Math.max(1, page));
    if (next === current && drawn > 0) return;
    current = next;
    await draw();
  };

  frame.addEventListener('keydown', (event) => options.onKey(event));
  // Text selected on the page becomes a highlight's locator. A selection outside the page (the
  // highlight dialog's note field) leaves the last one, so the dialog still has it to save.
  const selectionChanged = () => {
    const selection = document.getSelection();
    if (!selection?.anchorNode || !frame.contains(selection.anchorNode)) return;
    const selected = selectionOnPage(textBox, current, selection);
    options.onSelection(selected && { ...selected, progress: pageProgress(current, total) });
  };
  document.addEventListener('selectionchange', selectionChanged);
  // A tap on a highlight (nothing being selected) opens it, as in an EPUB.
  frame.addEventListener('click', (event) => {
    if (document.getSelection()?.isCollapsed === false) return;
    const locator = highlightAt(marks, drawnHighlights, event.clientX, event.clientY);
    if (locator) options.onAnnotationPressed(locator);
  });
  let touchStart: { x: number; y: number } | null = null;
  frame.addEventListener(
    'touchstart',
    (event) => {
      const touch = event.touches[0];
      touchStart = touch ? { x: touch.clientX, y: touch.clientY } : null;
    },
    { passive: true },
  );
  frame.addEventListener('touchend', (event) => {
    const touch = event.changedTouches[0];
    if (!touchStart || !touch || settings.pdfZoom > 1) return;
    const dx = touch.clientX - touchStart.x;
    const dy = touch.clientY - touchStart.y;
    touchStart = null;
    if (Math.abs(dx) > 50 && Math.abs(dx) > Math.abs(dy) * 1.5)
      void goToPage(dx < 0 ? current + 1 : current - 1);
  });
  const resize = new ResizeObserver(() => void draw());
  resize.observe(frame);

  await draw();

  return {
    toc,
    supportsHighlights: true,
    supportsSearch: true,
    title: typeof info?.Title === 'string' && info.Title !== '' ? info.Title : null,
    goTo: async (locator) => {
      const page = pageOfLocator(locator) ?? parsePdfHighlightLocator(locator)?.page;
      if (page !== undefined) await goToPage(page);
    },
    goToPlace: (place) => goToPage(pageOfPlace(place)),
    next: () => goToPage(current + 1),
    prev: () => goToPage(current - 1),
    applySettings: (next) => {
      settings = next;
      void draw();
    },
    showAnnotations: (annotations) => {
      highlights = annotations;
      redrawHighlights();
    },
    search: async (query, onHit: (hit: SearchHit) => void, signal) => {
      const needle = query.toLocaleLowerCase(options.language);
      for (let number = 1; number <= total && !signal.aborted; number += 1) {
        const page = await pdf.getPage(number);
        const content = await page.getTextContent();
        const text = content.items
          .map((item) => ('str' in item ? item.str : ''))
          .join('')
          .replace(/\s+/g, ' ');
        const haystack = text.toLocaleLowerCase(options.language);
        for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + 1)) {
          if (signal.aborted) return;
          onHit({
            locator: pageLocator(number),
            pre: text.slice(Math.max(0, at - 40), at),
            match: text.slice(at, at + needle.length),
            post: text.slice(at + needle.length, at + needle.length + 40),
          });
        }
      }
    },
    clearSearch: () => undefined,
    // Read aloud of the text layer, page after page (pdf-read-aloud.ts).
    readAloud: () =>
      import('./pdf-read-aloud').then(({ pdfReadAloud }) =>
        pdfReadAloud({
          textBox,
          language: options.language,
          nextPage: async () => {
            if (current >= total) return false;
            await goToPage(current + 1);
            return true;
          },
        }),
      ),
    focus: () => frame.focus(),
    destroy: () => {
      document.removeEventListener('selectionchange', selectionChanged);
      resize.disconnect();
      renderTask?.cancel();
      textLayer?.cancel();
      void pdf.destroy();
      frame.remove();
    },
  };
};
