'use client';

import { FORMATS, TEXT_LANGUAGES, type NamedRef, type Sort } from '@nangsue/contracts';
import { useTranslations } from 'next-intl';
import {
  useEffect,
  useId,
  useRef,
  useState,
  useTransition,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { Button, IconButton } from '@/components/base/button';
import { StrokeIcon } from '@/components/base/stroke-icon';
import { useAnchoredPopover } from '@/components/shell/anchored-popover';
import { useRouter } from '@/i18n/navigation';
import {
  catalogHref,
  hasActiveFilters,
  parseWholeNumber,
  withChanges,
  withoutFilters,
  type CatalogQuery,
} from '../catalog-query';
import styles from './listing-controls.module.css';

/*
 * The listing's one client island: sort, filters and the filters drawer, in plain React and the
 * browser's own popover and <dialog> (ADR 0014). Every change is a new URL, so Back undoes it.
 */

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

/** Lucide's paths, drawn inline: the island carries no icon library. */
const ICON_PATHS = {
  chevronDown: 'm6 9 6 6 6-6',
  close: 'M18 6 6 18M6 6l12 12',
  sliders: 'M10 5H3M12 19H3M14 3v4M16 17v4M21 12h-9M21 19h-5M21 5h-7M8 10v4M8 12H3',
} as const;

function Icon({ name, size = 20 }: { name: keyof typeof ICON_PATHS; size?: number }) {
  return <StrokeIcon d={ICON_PATHS[name]} size={size} />;
}

/** Moves to another state of the listing; the URL is the state, so Back undoes it. */
const useNavigateTo = (basePath: string) => {
  const router = useRouter();
  const [isPending, startTransition] = useTransition();
  const navigate = (next: CatalogQuery) =>
    startTransition(() => router.push(catalogHref(basePath, next), { scroll: false }));
  return { navigate, isPending };
};

type Option<V extends string> = { value: V; label: string };

/** Moves an open list up when it would end past the window's bottom (as MUI's menus did). */
const fitInWindow = (list: HTMLElement) => {
  list.style.translate = '';
  const box = list.getBoundingClientRect();
  const overflow = box.bottom - (window.innerHeight - 8);
  if (overflow > 0) list.style.translate = `0 ${-Math.min(overflow, box.top - 8)}px`;
};

/**
 * A select drawn as MUI's outlined one (its label on the border), with the roles of one: a
 * `combobox` button whose text is the choice, and a `listbox` of `option`s in a popover placed at
 * the button (`useAnchoredPopover`: the top layer, so no scrolling panel cuts it; the browser
 * closes it on a click outside or Escape, focus goes back to the button). Opens by click, Enter,
 * Space or the arrow keys; the arrows, Home and End move, Enter or Space picks. The options are
 * drawn once the reader points at or focuses the button, so a long list (publishers) is not in
 * the page's HTML.
 */
function SelectField<V extends string>({
  label,
  value,
  options,
  onChange,
  className,
}: {
  label: string;
  value: V;
  options: readonly Option<V>[];
  onChange: (value: V) => void;
  className?: string;
}) {
  const labelId = useId();
  const [hasIntent, setHasIntent] = useState(false);
  const showIntent = () => setHasIntent(true);
  const selectedIndex = Math.max(
    0,
    options.findIndex((option) => option.value === value),
  );
  const optionsOf = (list: HTMLElement | null) =>
    Array.from(list?.querySelectorAll<HTMLElement>('[role="option"]') ?? []);
  const { isOpen, close, triggerProps, popoverProps } = useAnchoredPopover<HTMLUListElement>({
    onOpen: (list) => {
      fitInWindow(list);
      optionsOf(list)[selectedIndex]?.focus();
    },
  });

  const pick = (index: number) => {
    close();
    const next = options[index];
    if (next !== undefined && next.value !== value) onChange(next.value);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const list = document.getElementById(triggerProps.popoverTarget);
    if (list?.matches(':popover-open') === false) list.showPopover();
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = optionsOf(event.currentTarget);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const focus = (next: number) => items[Math.max(0, Math.min(items.length - 1, next))]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        focus(index + 1);
        break;
      case 'ArrowUp':
        focus(index - 1);
        break;
      case 'Home':
        focus(0);
        break;
      case 'End':
        focus(items.length - 1);
        break;
      case 'Enter':
      case ' ':
        pick(index);
        break;
      case 'Tab':
        close();
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  return (
    <div className={className === undefined ? styles.field : `${styles.field} ${className}`}>
      <span id={labelId} className={styles.fieldLabel}>
        {label}
      </span>
      <button
        {...triggerProps}
        type="button"
        role="combobox"
        aria-labelledby={labelId}
        aria-haspopup="listbox"
        onKeyDown={onButtonKeyDown}
        onPointerEnter={showIntent}
        onFocus={showIntent}
        className={`${styles.control} ${styles.combobox}`}
      >
        <span>{options[selectedIndex]?.label}</span>
        <Icon name="chevronDown" />
      </button>
      <ul
        {...popoverProps}
        role="listbox"
        aria-labelledby={labelId}
        tabIndex={-1}
        onKeyDown={onListKeyDown}
        className={styles.listbox}
      >
        {hasIntent || isOpen
          ? options.map((option, index) => (
              <li
                key={option.value}
                role="option"
                aria-selected={index === selectedIndex}
                tabIndex={-1}
                onClick={() => pick(index)}
              >
                {option.label}
              </li>
            ))
          : null}
      </ul>
    </div>
  );
}

/** A whole-number field with its label on the border, as MUI's small outlined text field. */
function NumberField({
  label,
  name,
  value,
  onChange,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <label className={styles.field}>
      <span className={styles.fieldLabel}>{label}</span>
      <input
        type="number"
        name={name}
        min={0}
        inputMode="numeric"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={styles.control}
      />
    </label>
  );
}

/** One filter's choices as radio buttons; picking one is a new URL. */
function RadioChoices<V extends string>({
  legend,
  name,
  value,
  options,
  onChange,
}: {
  legend: string;
  name: string;
  value: V;
  options: readonly Option<V>[];
  onChange: (value: V) => void;
}) {
  const legendId = useId();

  return (
    <div className={styles.section}>
      <fieldset className={styles.fieldset}>
        <legend id={legendId} className={styles.legend}>
          {legend}
        </legend>
        <div role="radiogroup" aria-labelledby={legendId} className={styles.radios}>
          {options.map((option) => (
            <label key={option.value} className={styles.radio}>
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={option.value === value}
                onChange={() => onChange(option.value)}
              />
              <span>{option.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}

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
    <SelectField
      label={t('label')}
      value={query.orderBy ?? defaultSort}
      options={sortOptions.map((option) => ({ value: option, label: t(option) }))}
      onChange={(value) =>
        navigate(withChanges(query, { orderBy: value === defaultSort ? undefined : value }))
      }
      className={styles.sort}
    />
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
  const priceId = useId();
  // The sidebar's and the drawer's radios are separate groups.
  const groupPrefix = useId();

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

  return (
    <div className={styles.panel}>
      {filters.price ? (
        <form onSubmit={applyPrice} aria-labelledby={priceId} className={styles.section}>
          <h3 id={priceId} className={styles.legend}>
            {t('price')}
          </h3>
          <div className={styles.priceFields}>
            <NumberField
              label={t('priceMin')}
              name="priceMin"
              value={priceMin}
              onChange={setPriceMin}
            />
            <NumberField
              label={t('priceMax')}
              name="priceMax"
              value={priceMax}
              onChange={setPriceMax}
            />
          </div>
          <Button type="submit" variant="outlined" size="small" className={styles.start}>
            {t('applyPrice')}
          </Button>
        </form>
      ) : null}

      {filters.language ? (
        <RadioChoices
          legend={t('language')}
          name={`${groupPrefix}language`}
          value={query.language ?? ANY}
          options={[
            { value: ANY, label: t('anyLanguage') },
            ...TEXT_LANGUAGES.map((language) => ({
              value: language,
              label: t(`languages.${language}`),
            })),
          ]}
          onChange={(value) => go({ language: value === ANY ? undefined : value })}
        />
      ) : null}

      {filters.format ? (
        <RadioChoices
          legend={t('format')}
          name={`${groupPrefix}format`}
          value={query.format ?? ANY}
          options={[
            { value: ANY, label: t('anyFormat') },
            ...FORMATS.map((format) => ({ value: format, label: format })),
          ]}
          onChange={(value) => go({ format: value === ANY ? undefined : value })}
        />
      ) : null}

      {filters.publishers.length > 0 ? (
        <div className={styles.section}>
          <SelectField
            label={t('publisher')}
            value={query.publisherIds[0]?.toString() ?? ANY}
            options={[
              { value: ANY, label: t('anyPublisher') },
              ...filters.publishers.map((publisher) => ({
                value: publisher.Id.toString(),
                label: publisher.Name,
              })),
            ]}
            onChange={(value) => go({ publisherIds: value === ANY ? [] : [Number(value)] })}
          />
        </div>
      ) : null}

      {filters.rating ? (
        <RadioChoices
          legend={t('rating')}
          name={`${groupPrefix}minRating`}
          value={query.minRating?.toString() ?? ANY}
          options={[
            { value: ANY, label: t('anyRating') },
            ...RATINGS.map((rating) => ({
              value: rating.toString(),
              label: t('ratingAtLeast', { rating }),
            })),
          ]}
          onChange={(value) => go({ minRating: value === ANY ? undefined : Number(value) })}
        />
      ) : null}

      {hasActiveFilters(query) ? (
        <div className={`${styles.section} ${styles.last}`}>
          <Button
            onClick={() => {
              navigate(withoutFilters(query));
              onNavigate?.();
            }}
            className={styles.start}
          >
            {t('reset')}
          </Button>
        </div>
      ) : null}
    </div>
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

/**
 * The "Filters" button of narrow screens and the drawer it opens: a modal `<dialog>` (focus kept
 * inside, Escape closes, the page behind inert), its panel drawn only while open.
 */
export function FilterDrawerButton({ basePath, query, filters }: FilterPanelProps) {
  const t = useTranslations('catalog.filters');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const titleId = useId();
  const count = activeFilterCount(query);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!isOpen || dialog === null) return;
    if (!dialog.open) dialog.showModal();
    // The page behind does not scroll while the drawer is open.
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = overflow;
    };
  }, [isOpen]);

  const close = () => dialogRef.current?.close();

  return (
    <>
      <span className={styles.badged}>
        <Button
          variant="outlined"
          tone="neutral"
          startIcon={<Icon name="sliders" />}
          onClick={() => setIsOpen(true)}
          className={styles.filtersButton}
        >
          {t('title')}
        </Button>
        {count > 0 ? <span className={styles.badge}>{count}</span> : null}
      </span>
      {/* A click on the backdrop lands on the dialog itself, and closes it. */}
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        onClose={() => setIsOpen(false)}
        onClick={(event) => {
          if (event.target === event.currentTarget) close();
        }}
        className={styles.drawer}
      >
        {isOpen ? (
          <div className={styles.drawerBody}>
            <div className={styles.drawerHeader}>
              <h2 id={titleId}>{t('title')}</h2>
              <IconButton aria-label={t('close')} onClick={close}>
                <Icon name="close" />
              </IconButton>
            </div>
            <FilterPanel basePath={basePath} query={query} filters={filters} onNavigate={close} />
          </div>
        ) : null}
      </dialog>
    </>
  );
}
