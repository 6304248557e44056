import { Autocomplete, Chip, TextField } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import {
  InputHelperText,
  useInput,
  useLocaleState,
  useTranslate,
  type Validator,
} from 'react-admin';
import { callAdmin } from '../../api/client';

/**
 * The catalog lists a promotion may pick from (each answers `Items` with Id, NameTh, NameEn; the
 * topics with their titles).
 */
export type CatalogList =
  'adminBooksList' | 'adminCategoriesList' | 'adminPublishersList' | 'adminTopicsList';

type Option = { Id: number; NameTh: string; NameEn: string };

const load = async (
  list: CatalogList,
  query: { Q?: string; Ids?: number[] },
  signal: AbortSignal,
): Promise<Option[]> => {
  if (list === 'adminTopicsList') {
    // Topics are found by code or title; the list has no `Ids` filter.
    const page = await callAdmin(list, {
      query: { ...(query.Q ? { Q: query.Q } : {}), PageSize: query.Ids ? 200 : 20 },
      signal,
    });
    return page.Items.filter((item) => !query.Ids || query.Ids.includes(item.Id)).map((item) => ({
      Id: item.Id,
      NameTh: item.TitleTh,
      NameEn: item.TitleEn,
    }));
  }
  const page = await callAdmin(list, { query: { ...query, PageSize: 20 }, signal });
  return page.Items.map((item) => ({ Id: item.Id, NameTh: item.NameTh, NameEn: item.NameEn }));
};

/**
 * Books, categories, publishers or topics found by name (or id) through the catalog's own lists, kept as
 * ids in `source`: one id (`multiple` false) or a list. The names of ids already chosen are read
 * once with the list's `Ids` filter.
 */
export const CatalogPicker = ({
  source,
  list,
  label,
  multiple = false,
  validate,
  helperText,
}: {
  source: string;
  list: CatalogList;
  label: string;
  multiple?: boolean;
  validate?: Validator | Validator[];
  helperText?: string;
}) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { field, fieldState, isRequired } = useInput({ source, validate });
  const [text, setText] = useState('');
  const [options, setOptions] = useState<Option[]>([]);
  const [known, setKnown] = useState<Map<number, Option>>(new Map());
  const [loading, setLoading] = useState(false);

  const ids: number[] = useMemo(() => {
    const value: unknown = field.value;
    if (Array.isArray(value)) return value.filter((id): id is number => typeof id === 'number');
    return typeof value === 'number' ? [value] : [];
  }, [field.value]);

  const remember = (found: Option[]) =>
    setKnown((current) => {
      const next = new Map(current);
      for (const option of found) next.set(option.Id, option);
      return next;
    });

  // Names of the ids the record already has.
  const unknownIds = ids.filter((id) => !known.has(id));
  const unknownKey = unknownIds.join(',');
  useEffect(() => {
    if (unknownKey === '') return;
    const controller = new AbortController();
    load(list, { Ids: unknownKey.split(',').map(Number) }, controller.signal)
      .then(remember)
      .catch(() => undefined);
    return () => controller.abort();
  }, [list, unknownKey]);

  // What the staff member types.
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setLoading(true);
      load(list, text.trim() === '' ? {} : { Q: text.trim() }, controller.signal)
        .then((found) => {
          setOptions(found);
          remember(found);
        })
        .catch(() => setOptions([]))
        .finally(() => setLoading(false));
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [list, text]);

  const nameOf = (option: Option) =>
    `${(locale === 'en' ? option.NameEn : option.NameTh) || option.NameTh} (#${option.Id})`;
  const chosen = ids.map((id) => known.get(id) ?? { Id: id, NameTh: `#${id}`, NameEn: `#${id}` });
  const error = fieldState.invalid ? fieldState.error?.message : undefined;
  const textField = (params: object) => (
    <TextField
      {...params}
      label={`${translate(label)}${isRequired ? ' *' : ''}`}
      error={Boolean(error)}
      helperText={<InputHelperText error={error} helperText={helperText} />}
      onBlur={field.onBlur}
    />
  );
  const common = {
    sx: { minWidth: 320, maxWidth: 640 },
    options,
    loading,
    filterOptions: (all: Option[]) => all,
    getOptionLabel: nameOf,
    isOptionEqualToValue: (a: Option, b: Option) => a.Id === b.Id,
    onInputChange: (_event: unknown, next: string, reason: string) => {
      if (reason === 'input') setText(next);
    },
    renderInput: textField,
  };

  return multiple ? (
    <Autocomplete<Option, true>
      {...common}
      multiple
      value={chosen}
      onChange={(_event, next) => field.onChange(next.map((option) => option.Id))}
      renderValue={(value, getItemProps) =>
        value.map((option, index) => (
          <Chip {...getItemProps({ index })} key={option.Id} size="small" label={nameOf(option)} />
        ))
      }
    />
  ) : (
    <Autocomplete<Option>
      {...common}
      value={chosen[0] ?? null}
      onChange={(_event, next) => field.onChange(next?.Id ?? null)}
    />
  );
};
