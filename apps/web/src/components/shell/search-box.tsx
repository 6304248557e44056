'use client';

import ArrowForwardRoundedIcon from '@mui/icons-material/ArrowForwardRounded';
import MenuBookRoundedIcon from '@mui/icons-material/MenuBookRounded';
import PersonOutlineRoundedIcon from '@mui/icons-material/PersonOutlineRounded';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import StorefrontRoundedIcon from '@mui/icons-material/StorefrontRounded';
import { API_ROUTES, MAX_KEYWORD_LENGTH, type Suggestion } from '@nangsue/contracts';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { Suspense, type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { usePathname, useRouter } from '@/i18n/navigation';
import { callApi } from '@/lib/api-client';
import { suggestionHref, suggestionKeyword } from './search-suggestions';

/** Wait this long after the last key before asking for suggestions. */
const DEBOUNCE_MS = 150;

const GROUP_ICONS: Record<Suggestion['Type'], ReactNode> = {
  book: <MenuBookRoundedIcon fontSize="small" />,
  author: <PersonOutlineRoundedIcon fontSize="small" />,
  publisher: <StorefrontRoundedIcon fontSize="small" />,
};

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

function SearchField({ currentQuery }: { currentQuery: string }) {
  const t = useTranslations('header.search');
  const tCommon = useTranslations('common');
  const router = useRouter();
  const [inputValue, setInputValue] = useState(currentQuery);
  const [shownQuery, setShownQuery] = useState(currentQuery);
  const [result, setResult] = useState<{ keyword: string; suggestions: Suggestion[] } | null>(null);
  const [isOpen, setIsOpen] = useState(false);

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
      callApi(API_ROUTES.autocomplete, { params: { keyword }, signal: controller.signal })
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

  // Enter can reach both the autocomplete and the form; one search is enough.
  const lastSearch = useRef({ q: '', at: 0 });
  const search = (text: string) => {
    const q = text.trim().slice(0, MAX_KEYWORD_LENGTH);
    if (q === '') return;
    const now = Date.now();
    if (lastSearch.current.q === q && now - lastSearch.current.at < 1000) return;
    lastSearch.current = { q, at: now };
    setIsOpen(false);
    router.push({ pathname: '/search', query: { q } });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    search(inputValue);
  };

  return (
    <Box
      component="form"
      role="search"
      onSubmit={onSubmit}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        width: '100%',
        height: 44,
        pl: 2,
        pr: 0.5,
        borderRadius: 999,
        bgcolor: 'tokens.bg-lv2',
        border: '1px solid',
        borderColor: 'tokens.divider',
        transition: 'border-color 150ms, box-shadow 150ms',
        '&:focus-within': {
          borderColor: 'primary.main',
          boxShadow:
            '0 0 0 3px color-mix(in srgb, var(--mui-palette-tokens-primary) 25%, transparent)',
        },
      }}
    >
      <SearchRoundedIcon aria-hidden sx={{ color: 'tokens.note-font' }} />
      <Autocomplete<Suggestion, false, false, true>
        freeSolo
        open={isOpen && suggestions.length > 0}
        onOpen={() => setIsOpen(true)}
        onClose={() => setIsOpen(false)}
        options={suggestions}
        filterOptions={(options) => options}
        groupBy={(option) => option.Type}
        getOptionLabel={(option) => (typeof option === 'string' ? option : option.Name)}
        isOptionEqualToValue={(option, value) =>
          typeof value !== 'string' && option.Type === value.Type && option.Id === value.Id
        }
        inputValue={inputValue}
        onInputChange={(_event, value, reason) => {
          // Choosing a suggestion navigates; keep what the reader typed in the box.
          if (reason !== 'reset') setInputValue(value);
        }}
        value={null}
        onChange={(_event, value) => {
          if (value === null) return;
          if (typeof value === 'string') {
            search(value);
            return;
          }
          setIsOpen(false);
          router.push(suggestionHref(value));
        }}
        clearOnBlur={false}
        clearText={tCommon('clear')}
        openText={tCommon('openList')}
        closeText={tCommon('closeList')}
        handleHomeEndKeys={false}
        sx={{ flex: 1, minWidth: 0 }}
        slotProps={{
          paper: {
            sx: {
              mt: 1.25,
              ml: -5,
              mr: -1,
              bgcolor: 'tokens.bg-lv2',
              border: '1px solid',
              borderColor: 'tokens.divider',
              boxShadow: '0 24px 60px -24px rgba(0,0,0,.55)',
            },
          },
          listbox: { sx: { maxHeight: 420 } },
        }}
        renderGroup={(params) => (
          <li key={params.key}>
            <Box
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                px: 2,
                pt: 1.25,
                pb: 0.5,
                fontSize: '0.75rem',
                fontWeight: 700,
                letterSpacing: '0.04em',
                // Spacing breaks Thai vowel and tone marks apart.
                'html[lang="th"] &': { letterSpacing: 0 },
                color: 'tokens.sub-text2',
              }}
            >
              {GROUP_ICONS[params.group as Suggestion['Type']]}
              {t(`groups.${params.group as Suggestion['Type']}`)}
            </Box>
            <Box component="ul" sx={{ p: 0 }}>
              {params.children}
            </Box>
          </li>
        )}
        renderOption={({ key, ...props }, option) => (
          <Box
            component="li"
            key={key}
            {...props}
            sx={{ fontSize: '0.95rem', pl: '44px !important' }}
          >
            {option.Name}
          </Box>
        )}
        renderInput={(params) => (
          <InputBase
            ref={params.slotProps.input.ref}
            onMouseDown={params.slotProps.input.onMouseDown}
            inputProps={{
              ...params.slotProps.htmlInput,
              'aria-label': t('label'),
              type: 'search',
              name: 'q',
              enterKeyHint: 'search',
              maxLength: MAX_KEYWORD_LENGTH,
            }}
            placeholder={t('placeholder')}
            sx={{ width: '100%', fontSize: '0.95rem' }}
          />
        )}
      />
      <IconButton
        type="submit"
        aria-label={t('submit')}
        size="small"
        sx={{
          bgcolor: 'primary.main',
          color: 'tokens.cta-font',
          '&:hover': { bgcolor: 'primary.dark' },
        }}
      >
        <ArrowForwardRoundedIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
