import { Autocomplete, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import {
  InputHelperText,
  useInput,
  useLocaleState,
  useTranslate,
  type Validator,
} from 'react-admin';
import { callAdmin } from '../../api/client';

type BookOption = { Id: number; NameTh: string; NameEn: string; Authors: string[] };

/**
 * One book, found by name, ISBN or id through the catalog's book list (`adminBooksList`), kept as
 * its id in `source`. The promotions screens use it for book redeem codes.
 */
export const BookPicker = ({
  source,
  label,
  validate,
  helperText,
}: {
  source: string;
  label?: string;
  validate?: Validator | Validator[];
  helperText?: string;
}) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { field, fieldState, isRequired } = useInput({ source, validate });
  const [text, setText] = useState('');
  const [options, setOptions] = useState<BookOption[]>([]);
  const [selected, setSelected] = useState<BookOption | null>(null);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setLoading(true);
      callAdmin('adminBooksList', {
        query: { Q: text.trim() === '' ? undefined : text.trim(), PageSize: 10 },
        signal: controller.signal,
      })
        .then((page) => setOptions(page.Items))
        .catch(() => setOptions([]))
        .finally(() => setLoading(false));
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text]);

  const nameOf = (book: BookOption) => (locale === 'en' ? book.NameEn : book.NameTh) || book.NameTh;
  const value =
    selected && selected.Id === field.value
      ? selected
      : (options.find((book) => book.Id === field.value) ?? null);
  const error = fieldState.invalid ? fieldState.error?.message : undefined;

  return (
    <Autocomplete<BookOption>
      sx={{ minWidth: 320, maxWidth: 520 }}
      options={options}
      value={value}
      loading={loading}
      filterOptions={(all) => all}
      getOptionLabel={(book) => `${nameOf(book)} (#${book.Id})`}
      isOptionEqualToValue={(a, b) => a.Id === b.Id}
      onInputChange={(_event, next, reason) => {
        if (reason === 'input') setText(next);
      }}
      onChange={(_event, book) => {
        setSelected(book);
        field.onChange(book?.Id ?? null);
      }}
      renderOption={(props, book) => (
        <li {...props} key={book.Id}>
          {nameOf(book)}
          {book.Authors.length > 0 ? ` · ${book.Authors.join(', ')}` : ''} (#{book.Id})
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={`${translate(label ?? 'nangsue.promotions.book')}${isRequired ? ' *' : ''}`}
          error={Boolean(error)}
          helperText={<InputHelperText error={error} helperText={helperText} />}
          onBlur={field.onBlur}
        />
      )}
    />
  );
};
