'use client';

import { MAX_KEYWORD_LENGTH, type Suggestion } from '@nangsue/contracts';
import { X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import {
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { MaskIcon } from '@/components/base/mask-icon';
import { usePathname, useRouter } from '@/i18n/navigation';
import { callApi } from '@/lib/browser-api';
import type SuggestionListComponent from './search-suggestion-list';
import { suggestionHref, suggestionKeyword } from './search-suggestions';
import styles from './search-box.module.css';

/** Wait this long after the last key before asking for suggestions. */
const DEBOUNCE_MS = 150;

type SuggestionList = typeof SuggestionListComponent;
let suggestionList: Promise<SuggestionList> | undefined;
/**
 * The suggestions' listbox (its groups, labels and icons), loaded once, on the field's first focus
 * or key rather than with every page; the field, its keys and the request are here.
 */
const loadSuggestionList = (): Promise<SuggestionList> => {
  suggestionList ??= import('./search-suggestion-list').then(
    (module) => module.default,
    (error: unknown) => {
      suggestionList = undefined; // tried again on the next focus
      throw error;
    },
  );
  return suggestionList;
};

const keyOf = (suggestion: Suggestion): string => `${suggestion.Type}-${suggestion.Id}`;

/**
 * The header search: suggestions of books, authors and publishers as the reader types
 * (`GET /v2/catalog/search-autocomplete/{keyword}`, debounced), chosen with the mouse or the
 * arrow keys; Enter or the button searches the typed text at `/search?q=`.
 */
export function SearchBox() {
  // The keyword of the results page being read comes from the address, which a cached page does
  // not know: the browser reads it (`AddressQuery`) into the same field, which works meanwhile.
  const [currentQuery, setCurrentQuery] = useState('');
  return (
    <>
      <Suspense fallback={null}>
        <AddressQuery onQuery={setCurrentQuery} />
      </Suspense>
      <SearchField currentQuery={currentQuery} />
    </>
  );
}

function AddressQuery({ onQuery }: { onQuery: (query: string) => void }) {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const query = pathname === '/search' ? (searchParams.get('q') ?? '') : '';
  useEffect(() => onQuery(query), [query, onQuery]);
  return null;
}

/**
 * The field is a WAI-ARIA combobox with a grouped listbox: focus stays in the field, the
 * highlighted option is `aria-activedescendant`; Down and Up open the list and move through it
 * (wrapping), Enter follows the highlighted suggestion or else searches, Escape closes the list.
 * The listbox's code comes with the first focus or key (`search-suggestion-list.tsx`); until it
 * has come the list is not shown (Enter searches as always).
 */
function SearchField({ currentQuery }: { currentQuery: string }) {
  const t = useTranslations('header.search');
  const tCommon = useTranslations('common');
  const router = useRouter();
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [inputValue, setInputValue] = useState(currentQuery);
  const [shownQuery, setShownQuery] = useState(currentQuery);
  const [result, setResult] = useState<{ keyword: string; suggestions: Suggestion[] } | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const [List, setList] = useState<SuggestionList | null>(null);

  const loadList = () => {
    if (List !== null) return;
    loadSuggestionList().then(
      (loaded) => setList(() => loaded),
      (error: unknown) => console.warn('[search] suggestions unavailable', error),
    );
  };

  // Show the keyword of the results page being read (also after Back and Forward).
  if (shownQuery !== currentQuery) {
    setShownQuery(currentQuery);
    setInputValue(currentQuery);
  }

  const keyword = suggestionKeyword(inputValue);

  useEffect(() => {
    if (keyword === null) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      callApi('autocomplete', { params: { keyword }, signal: controller.signal })
        .then((response) => setResult({ keyword, suggestions: response.Data ?? [] }))
        .catch((error: unknown) => {
          if (!controller.signal.aborted) console.warn('[search] suggestions unavailable', error);
        });
    }, DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [keyword]);

  const suggestions = keyword !== null && result?.keyword === keyword ? result.suggestions : [];
  const isListShown = isOpen && suggestions.length > 0 && List !== null;
  // A highlight that is no longer among the suggestions is none.
  const activeIndex = suggestions.findIndex((suggestion) => keyOf(suggestion) === activeKey);
  const optionId = (index: number) => `${listId}-${index}`;

  const closeList = () => {
    setIsOpen(false);
    setActiveKey(null);
  };

  const choose = (suggestion: Suggestion) => {
    closeList();
    router.push(suggestionHref(suggestion));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = inputValue.trim().slice(0, MAX_KEYWORD_LENGTH);
    if (q === '') return;
    closeList();
    router.push({ pathname: '/search', query: { q } });
  };

  const highlight = (index: number) => {
    const suggestion = suggestions[index];
    setActiveKey(suggestion === undefined ? null : keyOf(suggestion));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    loadList();
    if (event.nativeEvent.isComposing) return;
    const count = suggestions.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        setIsOpen(true);
        if (count === 0) return;
        const from = isListShown ? activeIndex : -1;
        highlight(
          event.key === 'ArrowDown' ? (from + 1) % count : from <= 0 ? count - 1 : from - 1,
        );
        return;
      }
      case 'Enter': {
        const suggestion = isListShown ? suggestions[activeIndex] : undefined;
        if (suggestion === undefined) return; // the form searches the typed text
        event.preventDefault();
        choose(suggestion);
        return;
      }
      case 'Escape':
        // An open list closes; otherwise the browser clears the field (a search field's own key).
        if (!isListShown) return;
        event.preventDefault();
        closeList();
        return;
    }
  };

  return (
    <form role="search" onSubmit={onSubmit} className={styles.form}>
      <MaskIcon name="search" className={styles.searchIcon} />
      <input
        ref={inputRef}
        type="search"
        name="q"
        role="combobox"
        aria-label={t('label')}
        aria-autocomplete="list"
        aria-expanded={isListShown}
        aria-controls={isListShown ? listId : undefined}
        aria-activedescendant={isListShown && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        placeholder={t('placeholder')}
        enterKeyHint="search"
        maxLength={MAX_KEYWORD_LENGTH}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        value={inputValue}
        onFocus={loadList}
        onChange={(event) => {
          loadList();
          setInputValue(event.target.value);
          setIsOpen(true);
          setActiveKey(null);
        }}
        onKeyDown={onKeyDown}
        onClick={() => setIsOpen(true)}
        onBlur={closeList}
        className={styles.input}
      />
      {inputValue === '' ? null : (
        // As MUI's autocomplete had it: for the mouse, shown while the field is hovered or focused.
        <button
          type="button"
          tabIndex={-1}
          aria-label={tCommon('clear')}
          title={tCommon('clear')}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            setInputValue('');
            closeList();
            inputRef.current?.focus();
          }}
          className={styles.clear}
        >
          <X />
        </button>
      )}
      <button type="submit" aria-label={t('submit')} className={styles.submit}>
        <MaskIcon name="arrowRight" />
      </button>
      {isListShown ? (
        <List
          listId={listId}
          suggestions={suggestions}
          activeIndex={activeIndex}
          onHighlight={highlight}
          onChoose={choose}
        />
      ) : null}
    </form>
  );
}
