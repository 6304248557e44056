import type { Annotation } from '@nangsue/contracts';
import { EPUB } from 'foliate-js/epub.js';
import { Overlayer } from 'foliate-js/overlayer.js';
import 'foliate-js/paginator.js';
import { BlobReader, BlobWriter, configure, TextWriter, ZipReader } from 'foliate-js/vendor/zip.js';
import type { FoliateRelocate, FoliateTocItem, View } from 'foliate-js/view.js';
import 'foliate-js/view.js';
import { bookCss, PAGE_LAYOUT } from './book-styles';
import type { EngineOptions, ReaderEngine, TocEntry } from './engine';
import { HIGHLIGHT_COLORS } from './highlight-colors';
import { bookProgress, sectionWeights, textFraction } from './progress';
import type { ReaderSettings } from './settings';
import { setUpThaiSelection, withoutWordJoiners } from './thai-selection';

/**
 * EPUB through foliate-js (ADR 0015): `<foliate-view>` shows one chapter at a time in a same-origin
 * frame, paginated with CSS columns or scrolled. Positions and highlights are EPUB CFIs, made and
 * resolved by foliate. Loaded only by the reader page (`import()`).
 */
const flattenToc = (items: readonly FoliateTocItem[], level = 0): TocEntry[] =>
  items.flatMap((item) => [
    { label: item.label.trim(), target: item.href, level },
    ...flattenToc(item.subitems ?? [], level + 1),
  ]);

const titleOf = (title: string | Record<string, string> | undefined): string | null => {
  if (title === undefined) return null;
  if (typeof title === 'string') return title;
  return Object.values(title)[0] ?? null;
};

const sectionIndexOf = (view: View, cfi: string): number | null => {
  try {
    return view.resolveCFI(cfi).index;
  } catch {
    return null;
  }
};

/**
 * Thai writes ไม้ยมก (ๆ, "say it twice") after a space, and no line may start with it: the space
 * before it becomes a no-break space. One character for one, so offsets, and so CFIs, stay the same.
 */
const keepMaiYamokOnItsLine = (doc: Document) => {
  const walker = doc.createTreeWalker(doc.body ?? doc.documentElement, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.nodeValue ?? '';
    if (text.includes(' ๆ')) node.nodeValue = text.replace(/ ๆ/g, '\u00a0ๆ');
  }
};

/**
 * The EPUB's entries for foliate's `EPUB` class, read with the zip.js foliate vendors (what
 * foliate's own `makeBook` does, imported here rather than by foliate's `import()`s, so the engine
 * arrives in one round of requests instead of three).
 */
const zipLoaderOf = async (file: Blob) => {
  configure({ useWebWorkers: false });
  const reader = new ZipReader(new BlobReader(file));
  const entries = new Map((await reader.getEntries()).map((entry) => [entry.filename, entry]));
  return {
    loadText: (name: string) => entries.get(name)?.getData?.(new TextWriter()) ?? null,
    loadBlob: (name: string, type?: string) =>
      entries.get(name)?.getData?.(new BlobWriter(type)) ?? null,
    getSize: (name: string) => entries.get(name)?.uncompressedSize ?? 0,
  };
};

export const openEpub = async (options: EngineOptions): Promise<ReaderEngine> => {
  const response = await fetch(options.fileUrl, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`book file ${response.status}`);
  const book = await new EPUB(await zipLoaderOf(await response.blob())).init();
  // The catalogue's language of the text is the book's: foliate puts it on every chapter that has
  // none of its own, and its search compares in it.
  book.metadata = { ...book.metadata, language: options.language };

  const view = document.createElement('foliate-view') as View;
  view.setAttribute('aria-hidden', 'false');
  options.container.replaceChildren(view);
  await view.open(book);

  let settings = options.settings;
  let highlights: Annotation[] = [];

  // Progress from the place alone (progress.ts): the sections' sizes in the file and the share of
  // the section's text before the place; the same on every device, whatever its window.
  const weights = sectionWeights(book.sections);
  const docOf = (index: number) =>
    view.renderer.getContents().find((content) => content.index === index)?.doc ?? null;
  const progressAt = (index: number, doc: Document, node: Node, offset: number) =>
    bookProgress(weights, index, textFraction(doc, node, offset));
  /** A CFI's progress when its section is shown, else null. */
  const progressOf = (cfi: string): number | null => {
    try {
      const { index, anchor } = view.resolveCFI(cfi);
      const doc = docOf(index);
      const target = doc ? anchor(doc) : null;
      if (!doc || !target) return null;
      return 'startContainer' in target
        ? progressAt(index, doc, target.startContainer, target.startOffset)
        : progressAt(index, doc, target, 0);
    } catch {
      return null;
    }
  };
  /**
   * Where the reader was sent (a saved place, a note, a search hit, another device's place): the
   * page shown holds it but starts earlier, and where it starts depends on the window. Until the
   * reader turns the page, the place (and its percent) is the one it was sent to, so a second
   * device opening a saved place says the same percent as the first.
   */
  let sentTo: string | null = null;

  const applyLayout = (next: ReaderSettings) => {
    const renderer = view.renderer;
    renderer.setAttribute('flow', next.flow);
    const layout = PAGE_LAYOUT[next.margin];
    renderer.setAttribute('gap', layout.gap);
    renderer.setAttribute('margin', layout.margin);
    renderer.setAttribute('max-inline-size', layout.maxInlineSize);
    renderer.setAttribute('max-column-count', '2');
    renderer.setStyles(bookCss(next));
  };
  applyLayout(settings);

  const drawHighlightsOf = (index: number) => {
    for (const annotation of highlights)
      if (sectionIndexOf(view, annotation.Locator) === index)
        void view.addAnnotation({ value: annotation.Locator, color: annotation.Color });
  };

  view.addEventListener('draw-annotation', (event) => {
    const { draw, annotation } = (event as CustomEvent).detail as {
      draw: (fn: unknown, opts: unknown) => void;
      annotation: { color?: Annotation['Color'] };
    };
    draw(Overlayer.highlight, { color: HIGHLIGHT_COLORS[annotation.color ?? 'yellow'] });
  });
  view.addEventListener('create-overlay', (event) => {
    drawHighlightsOf((event as CustomEvent<{ index: number }>).detail.index);
  });
  view.addEventListener('show-annotation', (event) => {
    options.onAnnotationPressed((event as CustomEvent<{ value: string }>).detail.value);
  });

  view.addEventListener('load', (event) => {
    const { doc, index } = (event as CustomEvent<{ doc: Document; index: number }>).detail;
    keepMaiYamokOnItsLine(doc);
    setUpThaiSelection(doc, options.language);
    doc.addEventListener('keydown', (keyEvent) => options.onKey(keyEvent));
    doc.addEventListener('selectionchange', () => {
      const selection = doc.getSelection();
      if (!selection || selection.isCollapsed || selection.rangeCount === 0) {
        options.onSelection(null);
        return;
      }
      const range = selection.getRangeAt(0);
      const quote = withoutWordJoiners(range.toString()).trim();
      if (quote === '') return;
      options.onSelection({
        locator: view.getCFI(index, range),
        quote: quote.slice(0, 2000),
        progress: progressAt(index, doc, range.startContainer, range.startOffset),
      });
    });
  });

  // The paginator's own event (after foliate's view made `lastLocation` of it): it says why the
  // page moved. A turn, a scroll or a swipe is the reader moving; a navigation or a new layout
  // (`anchor`: the window or the text size changed) keeps the place the reader was sent to.
  view.renderer.addEventListener('relocate', (event) => {
    const { reason } = (event as CustomEvent<{ reason?: string | null }>).detail;
    const detail: FoliateRelocate | null = view.lastLocation;
    if (!detail) return;
    if (reason !== 'navigation' && reason !== 'anchor' && reason !== 'selection') sentTo = null;
    const renderer = view.renderer;
    const index = detail.section?.current ?? 0;
    const pagesLeft = renderer.scrolled ? null : Math.max(0, renderer.pages - 2 - renderer.page);
    const lastSection = index >= (detail.section?.total ?? 1) - 1;
    // The last page of the last section (paginated), or the end of the book by its fraction; the
    // paginator's own `atEnd` can be true for a moment while a section is still being laid out.
    const atEnd =
      detail.fraction >= 0.995 ||
      (lastSection && pagesLeft === 0 && renderer.pages > 2 && renderer.atEnd);
    const doc = docOf(index);
    let locator = detail.cfi;
    let progress: number | null = null;
    if (atEnd && doc?.body) {
      // The end of the book is a place of its own: the end of its last text (100 % everywhere).
      const end = doc.createRange();
      end.selectNodeContents(doc.body);
      end.collapse(false);
      locator = view.getCFI(index, end);
      progress = 1;
    } else if (sentTo !== null && sectionIndexOf(view, sentTo) === index) {
      locator = sentTo;
      progress = progressOf(sentTo);
    } else sentTo = null;
    if (progress === null && doc && detail.range)
      progress = progressAt(index, doc, detail.range.startContainer, detail.range.startOffset);
    options.onRelocate({
      locator,
      progress: progress ?? bookProgress(weights, index, 0),
      chapter: detail.tocItem?.label?.trim() || null,
      pagesLeft,
      page: null,
      atEnd,
      excerpt: withoutWordJoiners(detail.range?.toString() ?? '')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 120),
    });
  });

  const isCfi = (locator: string) => locator.startsWith('epubcfi(');
  const place = options.position;
  if (place && isCfi(place.locator)) sentTo = place.locator;
  if (place && !isCfi(place.locator) && place.progress > 0) {
    await view.init({ showTextStart: true });
    await view.goToFraction(place.progress);
  } else
    await view.init({
      lastLocation: place && isCfi(place.locator) ? place.locator : null,
      showTextStart: place === null,
    });

  return {
    toc: flattenToc(book.toc ?? []),
    supportsHighlights: true,
    supportsSearch: true,
    title: titleOf(book.metadata?.title),
    goTo: async (locator) => {
      sentTo = isCfi(locator) ? locator : null;
      await view.goTo(locator);
    },
    goToPlace: async ({ locator, progress }) => {
      sentTo = isCfi(locator) ? locator : null;
      if (isCfi(locator)) await view.goTo(locator);
      else await view.goToFraction(progress);
    },
    next: () => {
      sentTo = null;
      return view.goRight();
    },
    prev: () => {
      sentTo = null;
      return view.goLeft();
    },
    applySettings: (next) => {
      settings = next;
      applyLayout(settings);
    },
    showAnnotations: (annotations) => {
      const shown = new Set(highlights.map((annotation) => annotation.Locator));
      highlights = annotations.filter(
        (annotation) => annotation.Kind === 'highlight' && annotation.DeletedAt === null,
      );
      const kept = new Set(highlights.map((annotation) => annotation.Locator));
      for (const locator of shown)
        if (!kept.has(locator)) void view.deleteAnnotation({ value: locator });
      for (const { index } of view.renderer.getContents()) drawHighlightsOf(index);
    },
    search: async (query, onHit, signal) => {
      // Thai marks carry meaning (ไม้เอก, ไม้โท): a Thai book is searched with its marks, and
      // foliate compares in the book's language with Intl.Collator and Intl.Segmenter.
      const matchDiacritics = options.language.startsWith('th');
      for await (const result of view.search({ query, matchDiacritics })) {
        if (signal.aborted) return;
        if (result === 'done') break;
        if ('subitems' in result)
          for (const item of result.subitems)
            onHit({
              locator: item.cfi,
              pre: withoutWordJoiners(item.excerpt.pre),
              match: withoutWordJoiners(item.excerpt.match),
              post: withoutWordJoiners(item.excerpt.post),
            });
      }
    },
    clearSearch: () => view.clearSearch(),
    // Read aloud turns pages as the voice goes: the place is then the reader's, not one sent to.
    readAloud: () =>
      import('./epub-read-aloud').then(({ epubReadAloud }) =>
        epubReadAloud(view, options.language, () => {
          sentTo = null;
        }),
      ),
    focus: () => view.renderer.focusView(),
    destroy: () => {
      view.close();
      view.remove();
    },
  };
};
