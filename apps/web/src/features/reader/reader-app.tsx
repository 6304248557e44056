'use client';

import type {
  AccountReaderSettings,
  Annotation,
  Locale,
  Position,
  ReaderBook,
} from '@nangsue/contracts';
import {
  ArrowLeft,
  BookA,
  BookmarkMinus,
  BookmarkPlus,
  ChevronLeft,
  ChevronRight,
  EllipsisVertical,
  Headphones,
  Highlighter,
  LoaderCircle,
  NotebookTabs,
  Search,
  TableOfContents,
  Type,
} from 'lucide-react';
import { useFormatter, useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type CSSProperties,
} from 'react';
import { Link } from '@/i18n/navigation';
import { callApi } from '@/lib/browser-api';
import { toast } from '@/lib/toast';
import type { EngineOptions, ReaderEngine, Relocation, SearchHit, TextSelection } from './engine';
import { HIGHLIGHT_COLORS } from './highlight-colors';
import { PERCENT_FORMAT } from './progress';
import type { Panel } from './reader-panels';
import {
  adoptAccount,
  createAccountSaver,
  settingsStore,
  THEME_COLORS,
  toAccount,
  type ReaderSettings,
} from './settings';
import {
  createPositionSync,
  deleteAnnotation,
  loadAnnotations,
  saveAnnotation,
  type PositionSync,
} from './sync';
import styles from './reader.module.css';

// The drawers and dialogs (MUI's modal, lists, fields, toggles) load when first opened, not with the
// page: the first page needs only the toolbar.
const ContentsPanel = dynamic(() => import('./reader-panels').then((m) => m.ContentsPanel), {
  ssr: false,
});
const SearchPanel = dynamic(() => import('./reader-panels').then((m) => m.SearchPanel), {
  ssr: false,
});
const NotesPanel = dynamic(() => import('./reader-panels').then((m) => m.NotesPanel), {
  ssr: false,
});
const SettingsPanel = dynamic(() => import('./reader-panels').then((m) => m.SettingsPanel), {
  ssr: false,
});
const HighlightDialog = dynamic(() => import('./highlight-dialog').then((m) => m.HighlightDialog), {
  ssr: false,
});
const WordLookup = dynamic(() => import('./word-lookup').then((m) => m.WordLookup), {
  ssr: false,
});
const SampleEndOffer = dynamic(() => import('./sample-end-offer').then((m) => m.SampleEndOffer), {
  ssr: false,
});
const NextVolumeOffer = dynamic(
  () => import('./next-volume-offer').then((m) => m.NextVolumeOffer),
  {
    ssr: false,
  },
);

// Read aloud (its player, MUI) loads on the first press of its button (docs/reader.md).
const ReadAloudControls = dynamic(
  () => import('./read-aloud-controls').then((m) => m.ReadAloudControls),
  { ssr: false },
);

type OpenEngine = (options: EngineOptions) => Promise<ReaderEngine>;
const engineLoads = new Map<ReaderBook['Format'], Promise<OpenEngine>>();

/**
 * The engine's code, asked for once per page: called while the reader first renders in the browser
 * (during hydration), so it downloads while the rest of the page hydrates, not after.
 */
const loadEngine = (format: ReaderBook['Format']): Promise<OpenEngine> => {
  let load = engineLoads.get(format);
  if (!load) {
    load =
      format === 'PDF'
        ? import('./pdf-engine').then(({ openPdf }) => openPdf)
        : import('./epub-engine').then(({ openEpub }) => openEpub);
    engineLoads.set(format, load);
  }
  return load;
};

/**
 * The reader (docs/reader.md): the book engine (EPUB or PDF, loaded here with `import()` so no other
 * page carries it), its controls, and the sync of the position and notes with the server. Covers
 * the whole window; the store's header stays under it for the back link's page. `preview`: a
 * publisher member reading their own title before it goes live (docs/reader.md "Preview"): the
 * same reader, marked as a preview, saving nothing, with no way back into the store's shelf.
 */
export function ReaderApp({
  book,
  locale,
  preview = false,
  account,
  mark,
  onRelocate,
  whilePaying,
}: {
  book: ReaderBook;
  locale: Locale;
  preview?: boolean;
  /** Instead of "sample" beside the title (read while you pay: "waiting for payment"). */
  mark?: string;
  /** Told of every move (read while you pay keeps the place when the whole book opens). */
  onRelocate?: (relocation: Relocation) => void;
  /**
   * Read while you pay (docs/reader.md): the preview holds `share` (0-1) of the book and keeps its
   * places, so its position and notes are saved as the whole book's, progress scaled by the share.
   */
  whilePaying?: { share: number };
  /**
   * A signed-in reader's account settings (null: none saved yet), asked for with the page; absent
   * for a guest or a preview, whose settings stay on this device.
   */
  account?: { settings: AccountReaderSettings | null };
}) {
  const t = useTranslations('reader');
  const format = useFormatter();
  const containerRef = useRef<HTMLDivElement>(null);
  const engineRef = useRef<ReaderEngine | null>(null);
  const [engine, setEngine] = useState<ReaderEngine | null>(null);
  const [failed, setFailed] = useState(false);
  const settings = useSyncExternalStore<ReaderSettings | null>(
    settingsStore.subscribe,
    settingsStore.get,
    settingsStore.server,
  );
  // The account's settings replace this device's copy before the book opens (docs/reader.md).
  const [accountSaver] = useState(() =>
    account
      ? createAccountSaver((next) =>
          callApi('saveReaderSettings', { body: { Data: toAccount(next) } }),
        )
      : null,
  );
  if (typeof window !== 'undefined' && account) {
    const toSend = adoptAccount(account.settings);
    if (toSend !== 'nothing-to-send') accountSaver?.changed(toSend);
  }
  const [relocation, setRelocation] = useState<Relocation | null>(null);
  const [annotations, setAnnotations] = useState<Annotation[]>(book.Annotations);
  const [selection, setSelection] = useState<TextSelection | null>(null);
  const [panel, setPanelState] = useState<Panel | null>(null);
  // Panels opened once stay mounted (closed), so they slide out and keep their state.
  const [opened, setOpened] = useState<ReadonlySet<Panel>>(new Set());
  const setPanel = (next: Panel | null) => {
    if (next !== null && !opened.has(next)) setOpened(new Set([...opened, next]));
    setPanelState(next);
  };
  const [editing, setEditing] = useState<Annotation | 'new' | null>(null);
  const [lookingUp, setLookingUp] = useState(false);
  const [readingAloud, setReadingAloud] = useState(false);
  // "Keep reading" hides the offer at the end of a sample until the reader comes back to the end.
  const [offerDismissedAt, setOfferDismissedAt] = useState<string | null>(null);
  const share = whilePaying?.share ?? null;
  const canSave = (!book.IsSample || share !== null) && !preview;
  /** Progress through this file, as the whole book's (a pending preview is its first share). */
  const wholeProgress = (progress: number) =>
    share === null ? progress : Math.min(1, Math.round(progress * share * 10_000) / 10_000);
  /** The whole book's progress, as this file's (where a locator not found falls back to). */
  const fileProgress = (progress: number) =>
    share === null ? progress : Math.min(1, progress / share);
  if (typeof window !== 'undefined') void loadEngine(book.Format);
  const annotationsRef = useRef(annotations);
  useEffect(() => {
    annotationsRef.current = annotations;
  }, [annotations]);

  const live = annotations.filter((annotation) => annotation.DeletedAt === null);
  const bookmarkHere =
    relocation === null
      ? undefined
      : live.find(
          (annotation) =>
            annotation.Kind === 'bookmark' && annotation.Locator === relocation.locator,
        );

  const syncRef = useRef<PositionSync | null>(null);
  const onRelocateRef = useRef(onRelocate);
  useEffect(() => {
    onRelocateRef.current = onRelocate;
  }, [onRelocate]);
  const conflictMessage = t('conflict');

  const handleKey = useCallback((event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target as HTMLElement | null;
    if (target?.closest('input, textarea, select, [role="dialog"], [role="presentation"]')) return;
    const current = engineRef.current;
    if (!current) return;
    if (['ArrowRight', 'PageDown'].includes(event.key)) {
      event.preventDefault();
      void current.next();
    } else if (['ArrowLeft', 'PageUp'].includes(event.key)) {
      event.preventDefault();
      void current.prev();
    }
  }, []);

  // Opens the book once the settings are known.
  const settingsReady = settings !== null;
  useEffect(() => {
    if (!settingsReady || !containerRef.current) return;
    let cancelled = false;
    let opened: ReaderEngine | null = null;
    const container = containerRef.current;
    // The position is saved for an owner (a sample's reader saves nothing).
    const sync = canSave
      ? createPositionSync({
          productId: book.ProductId,
          position: book.Position,
          locale,
          onConflict: (position: Position) => {
            toast.success(conflictMessage);
            void engineRef.current?.goToPlace({
              locator: position.Locator,
              progress: position.Progress,
            });
          },
        })
      : null;
    syncRef.current = sync;
    const options = {
      container,
      fileUrl: book.FileUrl,
      language: book.Language,
      settings: settingsStore.get(),
      position: book.Position
        ? {
            locator: book.Position.Locator,
            progress:
              share === null ? book.Position.Progress : Math.min(1, book.Position.Progress / share),
          }
        : null,
      onRelocate: (next: Relocation) => {
        setRelocation(next);
        // A pending preview's end is not the book's: its progress is scaled, never at the end.
        sync?.moved(
          share === null
            ? next
            : { ...next, progress: Math.min(1, next.progress * share), atEnd: false },
        );
        onRelocateRef.current?.(next);
      },
      onSelection: setSelection,
      onAnnotationPressed: (locator: string) => {
        const pressed = annotationsRef.current.find(
          (annotation) => annotation.Locator === locator && annotation.DeletedAt === null,
        );
        if (pressed) setEditing(pressed);
      },
      onKey: handleKey,
    };
    const open = loadEngine(book.Format).then((openEngine) => openEngine(options));
    open.then(
      (ready) => {
        if (cancelled) {
          ready.destroy();
          return;
        }
        opened = ready;
        engineRef.current = ready;
        setEngine(ready);
      },
      (error: unknown) => {
        console.error('[reader] the book did not open', error);
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
      sync?.flushOnLeave();
      sync?.stop();
      syncRef.current = null;
      opened?.destroy();
      engineRef.current = null;
    };
  }, [book, canSave, conflictMessage, handleKey, locale, settingsReady, share]);

  // Highlights drawn whenever the list changes.
  useEffect(() => {
    engine?.showAnnotations(annotations);
  }, [engine, annotations]);

  // Keyboard on the page (keys inside the book's frame come through the engine's onKey).
  useEffect(() => {
    window.addEventListener('keydown', handleKey);
    return () => window.removeEventListener('keydown', handleKey);
  }, [handleKey]);

  // The position goes to the server when the page goes away; notes come back when it returns.
  useEffect(() => {
    if (!canSave) return;
    const leave = () => syncRef.current?.flushOnLeave();
    const visible = () => {
      if (document.visibilityState === 'hidden') syncRef.current?.flushOnLeave();
      else
        void loadAnnotations(book.ProductId)
          .then((fresh) => fresh && setAnnotations(fresh))
          .catch(() => undefined);
    };
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', visible);
    return () => {
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', visible);
    };
  }, [book.ProductId, canSave]);

  const changeSettings = (next: ReaderSettings) => {
    settingsStore.set(next);
    engine?.applySettings(next);
    accountSaver?.changed(next);
  };
  // A change not yet sent goes when the page is hidden or left.
  useEffect(() => {
    if (!accountSaver) return;
    const leave = () => accountSaver.flush();
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      accountSaver.flush();
    };
  }, [accountSaver]);

  const keep = (saved: Annotation) =>
    setAnnotations((all) => [...all.filter((item) => item.Id !== saved.Id), saved]);

  const toggleBookmark = async () => {
    if (!relocation || !canSave) return;
    try {
      if (bookmarkHere) {
        const removed = await deleteAnnotation(book.ProductId, bookmarkHere.Id, bookmarkHere);
        if (removed) keep(removed);
        toast.success(t('bookmarkRemoved'));
      } else {
        const saved = await saveAnnotation(book.ProductId, {
          Id: crypto.randomUUID(),
          Kind: 'bookmark',
          Locator: relocation.locator,
          Quote: relocation.excerpt,
          Note: '',
          Color: 'yellow',
          Progress: wholeProgress(relocation.progress),
        });
        if (saved) {
          keep(saved);
          toast.success(t('bookmarkAdded'));
        }
      }
    } catch {
      toast.error(t('saveFailed'));
    }
  };

  const saveHighlight = async (changes: { note: string; color: Annotation['Color'] }) => {
    const editingNow = editing;
    setEditing(null);
    try {
      if (editingNow === 'new') {
        if (!selection) return;
        const saved = await saveAnnotation(book.ProductId, {
          Id: crypto.randomUUID(),
          Kind: 'highlight',
          Locator: selection.locator,
          Quote: selection.quote,
          Note: changes.note,
          Color: changes.color,
          Progress: wholeProgress(selection.progress ?? relocation?.progress ?? 0),
        });
        if (saved) keep(saved);
        setSelection(null);
      } else if (editingNow) {
        const saved = await saveAnnotation(book.ProductId, {
          Id: editingNow.Id,
          Kind: editingNow.Kind,
          Locator: editingNow.Locator,
          Quote: editingNow.Quote,
          Note: changes.note,
          Color: changes.color,
          Progress: editingNow.Progress,
        });
        if (saved) keep(saved);
      }
      toast.success(t('noteSaved'));
    } catch {
      toast.error(t('saveFailed'));
    }
    engine?.focus();
  };

  const removeAnnotation = async (annotation: Annotation) => {
    try {
      const removed = await deleteAnnotation(book.ProductId, annotation.Id, annotation);
      if (removed) keep(removed);
    } catch {
      toast.error(t('saveFailed'));
    }
  };

  const goTo = (locator: string) => {
    setPanel(null);
    void engine?.goTo(locator).then(() => engine.focus());
  };

  const percent = format.number(relocation?.progress ?? 0, PERCENT_FORMAT);
  const where =
    relocation === null
      ? ''
      : relocation.page
        ? t('pageOf', { current: relocation.page.current, total: relocation.page.total })
        : relocation.pagesLeft === null
          ? ''
          : t('pagesLeft', { count: relocation.pagesLeft });
  const colors = THEME_COLORS[settings?.theme ?? 'light'];
  const title = book.Name;

  const search = (query: string, onHit: (hit: SearchHit) => void, signal: AbortSignal) =>
    engine ? engine.search(query, onHit, signal) : Promise.resolve();

  return (
    <div
      className={styles.reader}
      data-theme={settings?.theme ?? 'light'}
      data-state={relocation ? 'placed' : 'opening'}
      style={
        {
          background: colors.background,
          color: colors.text,
          '--reader-background': colors.background,
          '--reader-dim': (100 - (settings?.brightness ?? 100)) / 100,
          '--reader-warmth': (settings?.warmth ?? 0) / 100,
        } as CSSProperties
      }
    >
      <header className={styles.toolbar} aria-label={t('toolbar')}>
        {preview ? null : (
          <Link
            className={styles.iconButton}
            prefetch={false}
            href={book.IsSample ? `/book-detail/${book.ProductId}` : '/bookshelf'}
            aria-label={book.IsSample ? t('backToBook') : t('back')}
            title={book.IsSample ? t('backToBook') : t('back')}
          >
            <ArrowLeft aria-hidden size={22} />
          </Link>
        )}
        <h1 className={styles.title}>
          {title}
          {book.IsSample ? <span className={styles.sampleBadge}>{mark ?? t('sample')}</span> : null}
          {preview ? (
            <span className={styles.sampleBadge} title={t('previewNote')}>
              {t('previewBadge')}
            </span>
          ) : null}
        </h1>
        <button
          type="button"
          className={`${styles.iconButton} ${styles.secondary}`}
          aria-label={t('contents')}
          title={t('contents')}
          onClick={() => setPanel('toc')}
          disabled={!engine}
        >
          <TableOfContents aria-hidden size={22} />
        </button>
        <button
          type="button"
          className={`${styles.iconButton} ${styles.secondary}`}
          aria-label={t('search')}
          title={t('search')}
          onClick={() => setPanel('search')}
          disabled={!engine?.supportsSearch}
        >
          <Search aria-hidden size={22} />
        </button>
        {engine?.supportsHighlights ? (
          <button
            type="button"
            className={`${styles.iconButton} ${styles.secondary}`}
            aria-label={t('lookUp')}
            title={t('lookUp')}
            onClick={() => setLookingUp(true)}
            disabled={!selection}
          >
            <BookA aria-hidden size={22} />
          </button>
        ) : null}
        {canSave ? (
          <>
            <button
              type="button"
              className={styles.iconButton}
              aria-label={bookmarkHere ? t('removeBookmark') : t('addBookmark')}
              title={bookmarkHere ? t('removeBookmark') : t('addBookmark')}
              aria-pressed={bookmarkHere !== undefined}
              onClick={() => void toggleBookmark()}
              disabled={!relocation}
            >
              {bookmarkHere ? (
                <BookmarkMinus aria-hidden size={22} />
              ) : (
                <BookmarkPlus aria-hidden size={22} />
              )}
            </button>
            {engine?.supportsHighlights ? (
              <button
                type="button"
                className={`${styles.iconButton} ${styles.secondary}`}
                aria-label={t('highlight')}
                title={t('highlight')}
                onClick={() => setEditing('new')}
                disabled={!selection}
              >
                <Highlighter aria-hidden size={22} />
              </button>
            ) : null}
            <button
              type="button"
              className={`${styles.iconButton} ${styles.secondary}`}
              aria-label={t('notes')}
              title={t('notes')}
              onClick={() => setPanel('notes')}
            >
              <NotebookTabs aria-hidden size={22} />
            </button>
          </>
        ) : null}
        <button
          type="button"
          className={`${styles.iconButton} ${styles.secondary}`}
          aria-label={t('readAloud.open')}
          title={t('readAloud.open')}
          aria-pressed={readingAloud}
          onClick={() => setReadingAloud((open) => !open)}
          disabled={!engine}
        >
          <Headphones aria-hidden size={22} />
        </button>
        <button
          type="button"
          className={styles.iconButton}
          aria-label={t('settings')}
          title={t('settings')}
          onClick={() => setPanel('settings')}
        >
          <Type aria-hidden size={22} />
        </button>
        {/* On a phone the secondary buttons above are hidden and listed here (docs/reader.md). */}
        <button
          type="button"
          className={`${styles.iconButton} ${styles.more}`}
          aria-label={t('moreActions')}
          title={t('moreActions')}
          popoverTarget="reader-more"
        >
          <EllipsisVertical aria-hidden size={22} />
        </button>
        <div
          id="reader-more"
          popover="auto"
          className={styles.moreMenu}
          onClick={(event) => {
            if ((event.target as HTMLElement).closest('button')) event.currentTarget.hidePopover();
          }}
        >
          <button type="button" onClick={() => setPanel('toc')} disabled={!engine}>
            <TableOfContents aria-hidden size={20} />
            {t('contents')}
          </button>
          <button
            type="button"
            onClick={() => setPanel('search')}
            disabled={!engine?.supportsSearch}
          >
            <Search aria-hidden size={20} />
            {t('search')}
          </button>
          <button type="button" onClick={() => setReadingAloud(true)} disabled={!engine}>
            <Headphones aria-hidden size={20} />
            {t('readAloud.open')}
          </button>
          {engine?.supportsHighlights ? (
            <button type="button" onClick={() => setLookingUp(true)} disabled={!selection}>
              <BookA aria-hidden size={20} />
              {t('lookUp')}
            </button>
          ) : null}
          {canSave && engine?.supportsHighlights ? (
            <button type="button" onClick={() => setEditing('new')} disabled={!selection}>
              <Highlighter aria-hidden size={20} />
              {t('highlight')}
            </button>
          ) : null}
          {canSave ? (
            <button type="button" onClick={() => setPanel('notes')}>
              <NotebookTabs aria-hidden size={20} />
              {t('notes')}
            </button>
          ) : null}
        </div>
      </header>

      <div className={styles.stage}>
        <button
          type="button"
          className={`${styles.iconButton} ${styles.turn}`}
          aria-label={t('previous')}
          title={t('previous')}
          onClick={() => void engine?.prev()}
          disabled={!engine}
        >
          <ChevronLeft aria-hidden size={22} />
        </button>
        <div
          ref={containerRef}
          className={styles.book}
          role="region"
          aria-label={t('bookText', { title })}
          aria-busy={!engine}
        />
        <button
          type="button"
          className={`${styles.iconButton} ${styles.turn}`}
          aria-label={t('next')}
          title={t('next')}
          onClick={() => void engine?.next()}
          disabled={!engine}
        >
          <ChevronRight aria-hidden size={22} />
        </button>
        {!engine && !failed ? (
          <div className={styles.loading} role="status">
            <LoaderCircle aria-hidden size={32} className={styles.spinner} />
            <span>{t('loading')}</span>
          </div>
        ) : null}
        {failed ? (
          <div className={styles.loading} role="alert">
            {t('failed')}
          </div>
        ) : null}
      </div>

      <footer className={styles.footer}>
        <div
          className={styles.progressBar}
          role="progressbar"
          aria-label={t('progressLabel')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round((relocation?.progress ?? 0) * 100)}
        >
          <div style={{ width: `${(relocation?.progress ?? 0) * 100}%` }} />
        </div>
        <div className={styles.status}>
          <span>{relocation?.chapter ?? ''}</span>
          <span data-testid="reader-progress">{t('progress', { percent })}</span>
          <span data-testid="reader-where">{where}</span>
        </div>
        {/* What a screen reader says after each turn of the page. */}
        <p className={styles.visuallyHidden} aria-live="polite" aria-atomic="true">
          {relocation
            ? t('announce', {
                chapter: relocation.chapter ?? title,
                percent,
                where,
              })
            : ''}
        </p>
      </footer>

      {!book.IsSample &&
      book.NextVolume &&
      relocation?.atEnd &&
      offerDismissedAt !== relocation.locator ? (
        <NextVolumeOffer
          next={book.NextVolume}
          onClose={() => setOfferDismissedAt(relocation.locator)}
        />
      ) : null}
      {book.IsSample && !mark && relocation?.atEnd && offerDismissedAt !== relocation.locator ? (
        <SampleEndOffer
          productId={book.ProductId}
          onClose={() => setOfferDismissedAt(relocation.locator)}
        />
      ) : null}

      {engine && settings ? (
        <>
          {opened.has('toc') ? (
            <ContentsPanel
              open={panel === 'toc'}
              onClose={() => setPanel(null)}
              toc={engine.toc}
              onGo={goTo}
            />
          ) : null}
          {opened.has('search') ? (
            <SearchPanel
              open={panel === 'search'}
              onClose={() => {
                setPanel(null);
                engine.clearSearch();
              }}
              search={search}
              onGo={goTo}
            />
          ) : null}
          {opened.has('notes') ? (
            <NotesPanel
              open={panel === 'notes'}
              onClose={() => setPanel(null)}
              annotations={live}
              supportsHighlights={engine.supportsHighlights}
              onGo={(locator) => {
                // By its locator in its own format, else by its progress (a note made in the
                // book's other file).
                const note = live.find((annotation) => annotation.Locator === locator);
                setPanel(null);
                void engine
                  .goToPlace({ locator, progress: fileProgress(note?.Progress ?? 0) })
                  .then(() => engine.focus());
              }}
              onEdit={(annotation) => setEditing(annotation)}
              onDelete={(annotation) => void removeAnnotation(annotation)}
              exportHref={(exportFormat) =>
                `/notes-export?format=${exportFormat}&productId=${book.ProductId}&lang=${locale}`
              }
              onShare={(annotation) => {
                // The card is drawn here, from the quote and the public catalog (share-card.ts).
                void import('./share-card')
                  .then(({ shareCard }) =>
                    shareCard(
                      { productId: book.ProductId, locale, title: book.Name },
                      annotation.Quote,
                      HIGHLIGHT_COLORS[annotation.Color],
                    ),
                  )
                  .then((done) => done === 'downloaded' && toast.success(t('shareDownloaded')))
                  .catch(() => toast.error(t('shareFailed')));
              }}
            />
          ) : null}
          {opened.has('settings') ? (
            <SettingsPanel
              open={panel === 'settings'}
              onClose={() => setPanel(null)}
              settings={settings}
              format={book.Format}
              formats={book.Formats}
              formatHref={(other) =>
                preview
                  ? `/preview/read/${book.ProductId}?format=${other}`
                  : `/bookshelf/read/${book.ProductId}?format=${other}${book.IsSample ? '&sample=true' : ''}`
              }
              onChange={changeSettings}
              synced={accountSaver !== null}
            />
          ) : null}
        </>
      ) : null}
      {engine && readingAloud ? (
        <ReadAloudControls
          engine={engine}
          language={book.Language}
          onClose={() => {
            setReadingAloud(false);
            engine.focus();
          }}
        />
      ) : null}
      {lookingUp && selection ? (
        <WordLookup
          quote={selection.quote}
          language={book.Language}
          onClose={() => setLookingUp(false)}
        />
      ) : null}
      {editing !== null ? (
        <HighlightDialog
          annotation={editing === 'new' ? null : editing}
          quote={editing === 'new' ? (selection?.quote ?? '') : editing.Quote}
          onCancel={() => setEditing(null)}
          onSave={(changes) => void saveHighlight(changes)}
          onDelete={
            editing === 'new'
              ? undefined
              : () => {
                  void removeAnnotation(editing);
                  setEditing(null);
                }
          }
        />
      ) : null}
    </div>
  );
}
