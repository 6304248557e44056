'use client';

import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import TuneRoundedIcon from '@mui/icons-material/TuneRounded';
import { FORMATS, TEXT_LANGUAGES, type NamedRef, type Sort } from '@nangsue/contracts';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { useId, useState, useTransition, type FormEvent } from 'react';
import { useRouter } from '@/i18n/navigation';
import {
  catalogHref,
  hasActiveFilters,
  parseWholeNumber,
  withChanges,
  withoutFilters,
  type CatalogQuery,
} from '../catalog-query';

/** Which filters a page offers (what its API supports) and their options. */
export type FilterConfig = {
  price: boolean;
  language: boolean;
  format: boolean;
  rating: boolean;
  /** Publishers to pick from; none on a publisher's own page. */
  publishers: readonly NamedRef[];
};

export type ListingControlsProps = {
  basePath: string;
  query: CatalogQuery;
  sortOptions: readonly Sort[];
  /** The order the API uses when the URL names none. */
  defaultSort: Sort;
  /** Null when the page has no filters. */
  filters: FilterConfig | null;
};

const RATINGS = [4, 3, 2, 1] as const;
const ANY = 'any';

/** Moves to another state of the listing; the URL is the state, so Back undoes it. */
const useNavigateTo = (basePath: string) => {
  const router = useRouter();
  const [isPending, startTransition] = useTransition();
  const navigate = (next: CatalogQuery) =>
    startTransition(() => router.push(catalogHref(basePath, next), { scroll: false }));
  return { navigate, isPending };
};

/** The sort select. */
export function SortSelect({
  basePath,
  query,
  sortOptions,
  defaultSort,
}: Omit<ListingControlsProps, 'filters'>) {
  const t = useTranslations('catalog.sort');
  const { navigate } = useNavigateTo(basePath);

  return (
    <TextField
      select
      size="small"
      label={t('label')}
      value={query.orderBy ?? defaultSort}
      onChange={(event) => {
        const value = event.target.value as Sort;
        navigate(withChanges(query, { orderBy: value === defaultSort ? undefined : value }));
      }}
      sx={{ minWidth: { xs: 150, sm: 200 } }}
      slotProps={{ select: { MenuProps: { disableScrollLock: true } } }}
    >
      {sortOptions.map((option) => (
        <MenuItem key={option} value={option}>
          {t(option)}
        </MenuItem>
      ))}
    </TextField>
  );
}

type FilterPanelProps = Pick<ListingControlsProps, 'basePath' | 'query'> & {
  filters: FilterConfig;
  onNavigate?: () => void;
};

/** The filters of a listing; each change is a new URL (back to page 1). */
export function FilterPanel({ basePath, query, filters, onNavigate }: FilterPanelProps) {
  const t = useTranslations('catalog.filters');
  const { navigate } = useNavigateTo(basePath);
  const [priceMin, setPriceMin] = useState(query.priceMin?.toString() ?? '');
  const [priceMax, setPriceMax] = useState(query.priceMax?.toString() ?? '');
  const ids = {
    price: useId(),
    language: useId(),
    format: useId(),
    rating: useId(),
  };

  const go = (changes: Partial<CatalogQuery>) => {
    navigate(withChanges(query, changes));
    onNavigate?.();
  };

  const applyPrice = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    let min = parseWholeNumber(priceMin.trim(), 0, 1_000_000);
    let max = parseWholeNumber(priceMax.trim(), 0, 1_000_000);
    if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
    go({ priceMin: min, priceMax: max });
  };

  const section = {
    display: 'grid',
    gap: 1,
    py: 2.25,
    borderTop: '1px solid',
    borderColor: 'tokens.divider',
  };
  const legend = {
    p: 0,
    fontWeight: 700,
    fontSize: '0.9rem',
    color: 'tokens.content-font',
    mb: 0.5,
    '&.Mui-focused': { color: 'tokens.content-font' },
  };
  const radio = { '& .MuiFormControlLabel-label': { fontSize: '0.92rem' }, my: -0.25 };

  return (
    <Box sx={{ display: 'grid' }}>
      {filters.price ? (
        <Box component="form" onSubmit={applyPrice} aria-labelledby={ids.price} sx={section}>
          <Typography id={ids.price} component="h3" sx={legend}>
            {t('price')}
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
            <TextField
              size="small"
              type="number"
              label={t('priceMin')}
              name="priceMin"
              value={priceMin}
              onChange={(event) => setPriceMin(event.target.value)}
              slotProps={{ htmlInput: { min: 0, inputMode: 'numeric' } }}
            />
            <TextField
              size="small"
              type="number"
              label={t('priceMax')}
              name="priceMax"
              value={priceMax}
              onChange={(event) => setPriceMax(event.target.value)}
              slotProps={{ htmlInput: { min: 0, inputMode: 'numeric' } }}
            />
          </Box>
          <Button type="submit" variant="outlined" size="small" sx={{ justifySelf: 'start' }}>
            {t('applyPrice')}
          </Button>
        </Box>
      ) : null}

      {filters.language ? (
        <Box sx={section}>
          <FormControl component="fieldset">
            <FormLabel component="legend" id={ids.language} sx={legend}>
              {t('language')}
            </FormLabel>
            <RadioGroup
              aria-labelledby={ids.language}
              name="language"
              value={query.language ?? ANY}
              onChange={(event) => {
                const value = event.target.value;
                go({ language: value === ANY ? undefined : (value as CatalogQuery['language']) });
              }}
            >
              <FormControlLabel
                value={ANY}
                control={<Radio size="small" />}
                label={t('anyLanguage')}
                sx={radio}
              />
              {TEXT_LANGUAGES.map((language) => (
                <FormControlLabel
                  key={language}
                  value={language}
                  control={<Radio size="small" />}
                  label={t(`languages.${language}`)}
                  sx={radio}
                />
              ))}
            </RadioGroup>
          </FormControl>
        </Box>
      ) : null}

      {filters.format ? (
        <Box sx={section}>
          <FormControl component="fieldset">
            <FormLabel component="legend" id={ids.format} sx={legend}>
              {t('format')}
            </FormLabel>
            <RadioGroup
              aria-labelledby={ids.format}
              name="format"
              value={query.format ?? ANY}
              onChange={(event) => {
                const value = event.target.value;
                go({ format: value === ANY ? undefined : (value as CatalogQuery['format']) });
              }}
            >
              <FormControlLabel
                value={ANY}
                control={<Radio size="small" />}
                label={t('anyFormat')}
                sx={radio}
              />
              {FORMATS.map((format) => (
                <FormControlLabel
                  key={format}
                  value={format}
                  control={<Radio size="small" />}
                  label={format}
                  sx={radio}
                />
              ))}
            </RadioGroup>
          </FormControl>
        </Box>
      ) : null}

      {filters.publishers.length > 0 ? (
        <Box sx={section}>
          <TextField
            select
            size="small"
            label={t('publisher')}
            value={query.publisherIds[0]?.toString() ?? ANY}
            onChange={(event) => {
              const value = event.target.value;
              go({ publisherIds: value === ANY ? [] : [Number(value)] });
            }}
            slotProps={{
              select: {
                MenuProps: {
                  disableScrollLock: true,
                  slotProps: { paper: { sx: { maxHeight: 360 } } },
                },
              },
            }}
          >
            <MenuItem value={ANY}>{t('anyPublisher')}</MenuItem>
            {filters.publishers.map((publisher) => (
              <MenuItem key={publisher.Id} value={publisher.Id.toString()}>
                {publisher.Name}
              </MenuItem>
            ))}
          </TextField>
        </Box>
      ) : null}

      {filters.rating ? (
        <Box sx={section}>
          <FormControl component="fieldset">
            <FormLabel component="legend" id={ids.rating} sx={legend}>
              {t('rating')}
            </FormLabel>
            <RadioGroup
              aria-labelledby={ids.rating}
              name="minRating"
              value={query.minRating?.toString() ?? ANY}
              onChange={(event) => {
                const value = event.target.value;
                go({ minRating: value === ANY ? undefined : Number(value) });
              }}
            >
              <FormControlLabel
                value={ANY}
                control={<Radio size="small" />}
                label={t('anyRating')}
                sx={radio}
              />
              {RATINGS.map((rating) => (
                <FormControlLabel
                  key={rating}
                  value={rating.toString()}
                  control={<Radio size="small" />}
                  label={t('ratingAtLeast', { rating })}
                  sx={radio}
                />
              ))}
            </RadioGroup>
          </FormControl>
        </Box>
      ) : null}

      {hasActiveFilters(query) ? (
        <Box sx={{ ...section, pb: 0 }}>
          <Button
            variant="text"
            onClick={() => {
              navigate(withoutFilters(query));
              onNavigate?.();
            }}
            sx={{ justifySelf: 'start', px: 1 }}
          >
            {t('reset')}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}

const activeFilterCount = (query: CatalogQuery): number =>
  [
    query.priceMin !== undefined || query.priceMax !== undefined,
    query.language !== undefined,
    query.format !== undefined,
    query.publisherIds.length > 0,
    query.minRating !== undefined,
  ].filter(Boolean).length;

/** The "Filters" button of narrow screens and the drawer it opens. */
export function FilterDrawerButton({ basePath, query, filters }: FilterPanelProps) {
  const t = useTranslations('catalog.filters');
  const [isOpen, setIsOpen] = useState(false);
  const titleId = useId();
  const count = activeFilterCount(query);

  return (
    <>
      <Badge badgeContent={count} color="primary" overlap="rectangular">
        <Button
          variant="outlined"
          color="inherit"
          startIcon={<TuneRoundedIcon />}
          onClick={() => setIsOpen(true)}
          sx={{ height: 40, borderColor: 'tokens.bg-lv4' }}
        >
          {t('title')}
        </Button>
      </Badge>
      <Drawer
        anchor="right"
        open={isOpen}
        onClose={() => setIsOpen(false)}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': titleId,
            sx: { width: 'min(340px, 88vw)', bgcolor: 'tokens.bg-lv1', px: 2.5, pb: 3 },
          },
        }}
      >
        <Box
          sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', py: 1.5 }}
        >
          <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {t('title')}
          </Typography>
          <IconButton aria-label={t('close')} onClick={() => setIsOpen(false)}>
            <CloseRoundedIcon />
          </IconButton>
        </Box>
        <FilterPanel
          basePath={basePath}
          query={query}
          filters={filters}
          onNavigate={() => setIsOpen(false)}
        />
      </Drawer>
    </>
  );
}
