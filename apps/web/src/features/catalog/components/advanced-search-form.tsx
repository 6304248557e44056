'use client';

import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import {
  FORMATS,
  TEXT_LANGUAGES,
  type CategoryNode,
  type NamedRef,
  type SearchCriteriaOptions,
  type Sort,
} from '@nangsue/contracts';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslations } from 'next-intl';
import { useMemo, useState, useTransition, type FormEvent } from 'react';
import { DatePicker } from '@/features/account/components/date-picker';
import { useRouter } from '@/i18n/navigation';
import { catalogPaths } from '../catalog-paths';
import {
  EMPTY_CATALOG_QUERY,
  catalogHref,
  isIsoDate,
  parseWholeNumber,
  type CatalogQuery,
} from '../catalog-query';

type AdvancedSearchFormProps = {
  options: SearchCriteriaOptions;
  query: CatalogQuery;
  sortOptions: readonly Sort[];
};

type CategoryOption = NamedRef & { depth: number };

const flattenCategories = (nodes: readonly CategoryNode[], depth = 0): CategoryOption[] =>
  nodes.flatMap((node) => [
    { Id: node.Id, Name: node.Name, depth },
    ...flattenCategories(node.SubCategories, depth + 1),
  ]);

const ANY = 'any';

const pick = <T extends NamedRef>(options: readonly T[], ids: readonly number[]): T[] =>
  ids
    .map((id) => options.find((option) => option.Id === id))
    .filter((option): option is T => option !== undefined);

/**
 * The advanced search form, built from the API's search criteria. Submitting puts every
 * criterion in the URL of `/search/advance`, whose results show under the form.
 */
export function AdvancedSearchForm({ options, query, sortOptions }: AdvancedSearchFormProps) {
  const t = useTranslations('catalog.advanced');
  const tFilters = useTranslations('catalog.filters');
  const tSort = useTranslations('catalog.sort');
  const tCommon = useTranslations('common');
  const listTexts = {
    noOptionsText: t('noOptions'),
    clearText: tCommon('clear'),
    openText: tCommon('openList'),
    closeText: tCommon('closeList'),
  };
  const router = useRouter();
  const [isPending, startTransition] = useTransition();
  const categories = useMemo(() => flattenCategories(options.Categories), [options.Categories]);

  const [keyword, setKeyword] = useState(query.q ?? '');
  const [selectedCategories, setSelectedCategories] = useState(() =>
    pick(categories, query.categoryIds),
  );
  const [authors, setAuthors] = useState(() => pick(options.Authors, query.authorIds));
  const [publishers, setPublishers] = useState(() => pick(options.Publishers, query.publisherIds));
  const [priceMin, setPriceMin] = useState(query.priceMin?.toString() ?? '');
  const [priceMax, setPriceMax] = useState(query.priceMax?.toString() ?? '');
  const [language, setLanguage] = useState<string>(query.language ?? ANY);
  const [format, setFormat] = useState<string>(query.format ?? ANY);
  const [releasedFrom, setReleasedFrom] = useState(query.releasedFrom ?? '');
  const [releasedTo, setReleasedTo] = useState(query.releasedTo ?? '');
  const [minRating, setMinRating] = useState(query.minRating?.toString() ?? ANY);
  const [orderBy, setOrderBy] = useState<string>(query.orderBy ?? ANY);

  const minDate = `${options.ReleaseYears.Min}-01-01`;
  const maxDate = `${options.ReleaseYears.Max}-12-31`;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: CatalogQuery = {
      ...EMPTY_CATALOG_QUERY,
      q: keyword.trim() === '' ? undefined : keyword.trim(),
      categoryIds: selectedCategories.map((category) => category.Id),
      authorIds: authors.map((author) => author.Id),
      publisherIds: publishers.map((publisher) => publisher.Id),
      priceMin: parseWholeNumber(priceMin.trim(), 0, 1_000_000),
      priceMax: parseWholeNumber(priceMax.trim(), 0, 1_000_000),
      language: language === ANY ? undefined : (language as CatalogQuery['language']),
      format: format === ANY ? undefined : (format as CatalogQuery['format']),
      releasedFrom: isIsoDate(releasedFrom) ? releasedFrom : undefined,
      releasedTo: isIsoDate(releasedTo) ? releasedTo : undefined,
      minRating: minRating === ANY ? undefined : Number(minRating),
      orderBy: orderBy === ANY ? undefined : (orderBy as Sort),
    };
    startTransition(() => router.push(catalogHref(catalogPaths.advancedSearch, next)));
  };

  const onReset = () => {
    startTransition(() => router.push(catalogPaths.advancedSearch));
  };

  const wide = { gridColumn: { xs: '1 / -1', md: 'span 2' } };

  return (
    <Box
      component="form"
      role="search"
      aria-label={t('formLabel')}
      onSubmit={onSubmit}
      sx={{
        p: { xs: 2, md: 3 },
        borderRadius: '20px',
        bgcolor: 'tokens.bg-lv1',
        border: '1px solid',
        borderColor: 'tokens.divider',
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(4, minmax(0, 1fr))',
        },
      }}
    >
      <TextField
        label={t('keyword')}
        name="q"
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
        placeholder={t('keywordPlaceholder')}
        sx={wide}
      />
      <Autocomplete
        multiple
        options={categories}
        value={selectedCategories}
        onChange={(_event, value) => setSelectedCategories(value)}
        getOptionLabel={(option) => option.Name}
        isOptionEqualToValue={(option, value) => option.Id === value.Id}
        renderOption={({ key, ...props }, option) => (
          <li
            key={key}
            {...props}
            style={{
              paddingInlineStart: 16 + option.depth * 20,
              fontWeight: option.depth === 0 ? 600 : 400,
            }}
          >
            {option.Name}
          </li>
        )}
        renderInput={(params) => <TextField {...params} label={t('categories')} />}
        {...listTexts}
        sx={wide}
      />
      <Autocomplete
        multiple
        options={options.Authors}
        value={authors}
        onChange={(_event, value) => setAuthors(value)}
        getOptionLabel={(option) => option.Name}
        isOptionEqualToValue={(option, value) => option.Id === value.Id}
        renderInput={(params) => <TextField {...params} label={t('authors')} />}
        {...listTexts}
        sx={wide}
      />
      <Autocomplete
        multiple
        options={options.Publishers}
        value={publishers}
        onChange={(_event, value) => setPublishers(value)}
        getOptionLabel={(option) => option.Name}
        isOptionEqualToValue={(option, value) => option.Id === value.Id}
        renderInput={(params) => <TextField {...params} label={t('publishers')} />}
        {...listTexts}
        sx={wide}
      />
      <TextField
        type="number"
        label={t('priceMin')}
        value={priceMin}
        onChange={(event) => setPriceMin(event.target.value)}
        placeholder={String(options.PriceRange.Min)}
        slotProps={{ htmlInput: { min: 0, inputMode: 'numeric' } }}
      />
      <TextField
        type="number"
        label={t('priceMax')}
        value={priceMax}
        onChange={(event) => setPriceMax(event.target.value)}
        placeholder={String(options.PriceRange.Max)}
        slotProps={{ htmlInput: { min: 0, inputMode: 'numeric' } }}
      />
      <TextField
        select
        label={tFilters('language')}
        value={language}
        onChange={(event) => setLanguage(event.target.value)}
      >
        <MenuItem value={ANY}>{tFilters('anyLanguage')}</MenuItem>
        {TEXT_LANGUAGES.map((value) => (
          <MenuItem key={value} value={value}>
            {tFilters(`languages.${value}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={tFilters('format')}
        value={format}
        onChange={(event) => setFormat(event.target.value)}
      >
        <MenuItem value={ANY}>{tFilters('anyFormat')}</MenuItem>
        {FORMATS.filter((value) => options.Formats.includes(value)).map((value) => (
          <MenuItem key={value} value={value}>
            {value}
          </MenuItem>
        ))}
      </TextField>
      {/* The store's date picker (ADR 0011): the date in the page's language, Buddhist era in
          Thai, where a native date field shows the browser's own "mm/dd/yyyy". */}
      <DatePicker
        label={t('releasedFrom')}
        value={releasedFrom === '' ? null : releasedFrom}
        onChange={(value) => setReleasedFrom(value ?? '')}
        min={minDate}
        max={releasedTo === '' ? maxDate : releasedTo}
      />
      <DatePicker
        label={t('releasedTo')}
        value={releasedTo === '' ? null : releasedTo}
        onChange={(value) => setReleasedTo(value ?? '')}
        min={releasedFrom === '' ? minDate : releasedFrom}
        max={maxDate}
      />
      <TextField
        select
        label={tFilters('rating')}
        value={minRating}
        onChange={(event) => setMinRating(event.target.value)}
      >
        <MenuItem value={ANY}>{tFilters('anyRating')}</MenuItem>
        {options.Ratings.filter((rating) => rating < 5).map((rating) => (
          <MenuItem key={rating} value={rating.toString()}>
            {tFilters('ratingAtLeast', { rating })}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={tSort('label')}
        value={orderBy}
        onChange={(event) => setOrderBy(event.target.value)}
      >
        <MenuItem value={ANY}>{t('sortDefault')}</MenuItem>
        {sortOptions.map((value) => (
          <MenuItem key={value} value={value}>
            {tSort(value)}
          </MenuItem>
        ))}
      </TextField>
      <Box
        sx={{
          gridColumn: '1 / -1',
          display: 'flex',
          justifyContent: 'flex-end',
          gap: 1.5,
          flexWrap: 'wrap',
        }}
      >
        <Button type="button" color="inherit" onClick={onReset} disabled={isPending}>
          {t('reset')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          size="large"
          startIcon={<SearchRoundedIcon />}
          disabled={isPending}
        >
          {t('submit')}
        </Button>
      </Box>
    </Box>
  );
}
