'use client';

import type { Shelf } from '@nangsue/contracts';
import { useTranslations } from 'next-intl';
import { useId, useOptimistic, useTransition } from 'react';
import { useRouter } from '@/i18n/navigation';
import {
  SHELF_FORMATS,
  SHELF_STATES,
  shelfHref,
  withChanges,
  type ShelfQuery,
} from './shelf-query';
import fieldStyles from '@/components/base/field.module.css';
import styles from './bookshelf.module.css';

const ANY = 'any';

type Choice = { value: string; label: string };

function FilterSelect({
  label,
  value,
  choices,
  onChange,
  testId,
}: {
  label: string;
  value: string;
  choices: readonly Choice[];
  onChange: (value: string) => void;
  testId: string;
}) {
  const id = useId();
  return (
    <div className={styles.filter}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        data-testid={testId}
        className={fieldStyles.input}
      >
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The shelf's filters (collection, format, reading state) as the browser's own selects; each
 * change is a new address back on page 1, so Back undoes it and a reload keeps it.
 */
export function ShelfFilters({
  query,
  shelves,
}: {
  query: ShelfQuery;
  /** The customer's collections; none on the samples tab. */
  shelves: readonly Pick<Shelf, 'Id' | 'Name'>[];
}) {
  const t = useTranslations('bookshelf.filters');
  const tState = useTranslations('bookshelf.state');
  const router = useRouter();
  const [isPending, startTransition] = useTransition();
  // The state asked for shows at once, and a second change before the page arrives builds on it.
  const [shown, setShown] = useOptimistic(query);
  const go = (changes: Partial<ShelfQuery>) =>
    startTransition(() => {
      const next = withChanges(shown, changes);
      setShown(next);
      router.push(shelfHref(next), { scroll: false });
    });
  const any: Choice = { value: ANY, label: t('any') };

  return (
    <div className={styles.filters} aria-label={t('label')} role="group" aria-busy={isPending}>
      {shown.kind === 'owned' && shelves.length > 0 ? (
        <FilterSelect
          label={t('collection')}
          testId="filter-collection"
          value={shown.shelfId === null ? ANY : String(shown.shelfId)}
          choices={[
            any,
            ...shelves.map((shelf) => ({ value: String(shelf.Id), label: shelf.Name })),
          ]}
          onChange={(value) => go({ shelfId: value === ANY ? null : Number(value) })}
        />
      ) : null}
      <FilterSelect
        label={t('format')}
        testId="filter-format"
        value={shown.format ?? ANY}
        choices={[any, ...SHELF_FORMATS.map((format) => ({ value: format, label: format }))]}
        onChange={(value) =>
          go({ format: SHELF_FORMATS.find((format) => format === value) ?? null })
        }
      />
      <FilterSelect
        label={t('state')}
        testId="filter-state"
        value={shown.state ?? ANY}
        choices={[any, ...SHELF_STATES.map((state) => ({ value: state, label: tState(state) }))]}
        onChange={(value) => go({ state: SHELF_STATES.find((state) => state === value) ?? null })}
      />
    </div>
  );
}
