'use client';

import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { Place } from '@nangsue/contracts';
import { useTranslations } from 'next-intl';

type PlacePickerProps<T extends Place> = {
  id: string;
  label: string;
  options: readonly T[];
  valueId: number | null;
  onChange: (place: T | null) => void;
  onBlur: () => void;
  disabled?: boolean;
  loading?: boolean;
  error?: string;
  /** Shown under the field when there is no error (why it is disabled, say). */
  hint?: string;
};

/**
 * A searchable list of places (77 provinces are too many to scroll): type to filter, arrows and
 * Enter to choose, labelled for screen readers. The value is kept as an id; an id not in the
 * options (its list still loading) shows as empty.
 */
export function PlacePicker<T extends Place>({
  id,
  label,
  options,
  valueId,
  onChange,
  onBlur,
  disabled = false,
  loading = false,
  error,
  hint,
}: PlacePickerProps<T>) {
  const t = useTranslations('address.picker');
  const value = options.find((option) => option.Id === valueId) ?? null;

  return (
    <Autocomplete
      id={id}
      options={options}
      value={value}
      onChange={(_event, place) => onChange(place)}
      onBlur={onBlur}
      getOptionLabel={(option) => option.Name}
      isOptionEqualToValue={(option, selected) => option.Id === selected.Id}
      renderOption={({ key: _key, ...props }, option) => (
        <li key={option.Id} {...props}>
          {option.Name}
        </li>
      )}
      autoHighlight
      disabled={disabled}
      loading={loading}
      noOptionsText={t('noOptions')}
      loadingText={t('loading')}
      openText={t('open')}
      closeText={t('close')}
      clearText={t('clear')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required
          error={error !== undefined}
          helperText={error ?? hint}
        />
      )}
    />
  );
}
