import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { AdapterDayjsBuddhist } from '@mui/x-date-pickers/AdapterDayjsBuddhist';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, thTH } from '@mui/x-date-pickers/locales';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/en';
import 'dayjs/locale/th';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import type { ReactNode } from 'react';
import {
  FieldTitle,
  InputHelperText,
  useInput,
  useLocaleState,
  useResourceContext,
  type InputProps,
} from 'react-admin';
import { STORE_TIME_ZONE } from '../lib/format';

dayjs.extend(utc);
dayjs.extend(timezone);

const DAY = 'YYYY-MM-DD';

/**
 * MUI X's pickers in the staff member's language: Thai month names and Buddhist-era years in Thai
 * (`AdapterDayjsBuddhist`), English and Gregorian in English, whatever the browser's language.
 */
export const Pickers = ({ children }: { children: ReactNode }) => {
  const [locale] = useLocaleState();
  const thai = locale === 'th';
  const texts = (thai ? thTH : enUS).components.MuiLocalizationProvider.defaultProps.localeText;
  return (
    <LocalizationProvider
      dateAdapter={thai ? AdapterDayjsBuddhist : AdapterDayjs}
      adapterLocale={thai ? 'th' : 'en'}
      localeText={texts}
    >
      {children}
    </LocalizationProvider>
  );
};

/**
 * What a picked day or time is stored as: `day` a `YYYY-MM-DD` date (a release date); `from`/`to`
 * the first or last instant of that day in Bangkok (the API's `From`/`To` filters); `instant` the
 * date and time picked, in Bangkok, as an ISO instant (a sale's start).
 */
type Stored = 'day' | 'from' | 'to' | 'instant';

const dayEdge = (day: string, edge: 'from' | 'to') =>
  dayjs
    .tz(`${day} ${edge === 'from' ? '00:00:00.000' : '23:59:59.999'}`, STORE_TIME_ZONE)
    .toISOString();

const toStored = (picked: Dayjs, stored: Stored): string => {
  const day = picked.tz(STORE_TIME_ZONE).format(DAY);
  if (stored === 'day') return day;
  if (stored === 'instant') return picked.toISOString();
  return dayEdge(day, stored);
};

const fromStored = (value: unknown, stored: Stored): Dayjs | null => {
  if (typeof value !== 'string' || value === '') return null;
  return stored === 'day' ? dayjs.tz(value, STORE_TIME_ZONE) : dayjs(value).tz(STORE_TIME_ZONE);
};

/** English: day first, as en-GB writes it (Thai: the Buddhist adapter's `DD/MM/BBBB`). */
const englishFormat = (stored: Stored) =>
  stored === 'instant' ? 'DD/MM/YYYY HH:mm' : 'DD/MM/YYYY';

type StorePickerInputProps = Omit<InputProps, 'format' | 'parse'> & {
  stored: Stored;
  /** List filters: shown without "Add filter" (read by react-admin's filter form). */
  alwaysOn?: boolean;
};

/**
 * A react-admin input on MUI X's date (or date and time) picker, in Bangkok time whatever the
 * browser's time zone: the back office's one date input (the storefront uses the same pickers).
 */
const StorePickerInput = ({ stored, ...props }: StorePickerInputProps) => {
  const [locale] = useLocaleState();
  const resource = useResourceContext(props);
  const { field, fieldState, isRequired } = useInput({
    ...props,
    format: (value: unknown) => value ?? null,
    parse: (value: unknown) => value ?? null,
  });
  const value = fromStored(field.value, stored);
  const onChange = (picked: Dayjs | null) => {
    if (picked === null) field.onChange(null);
    else if (picked.isValid()) field.onChange(toStored(picked, stored));
  };
  const error = fieldState.error?.message;
  const common = {
    label: (
      <FieldTitle
        label={props.label}
        source={props.source}
        resource={resource}
        isRequired={isRequired}
      />
    ),
    value,
    timezone: STORE_TIME_ZONE,
    onChange,
    disabled: props.disabled,
    ...(locale === 'th' ? {} : { format: englishFormat(stored) }),
    slotProps: {
      field: { clearable: true },
      textField: {
        name: field.name,
        onBlur: field.onBlur,
        // react-admin's inputs are filled; the pickers match them.
        variant: 'filled' as const,
        size: 'small' as const,
        margin: 'dense' as const,
        error: fieldState.invalid,
        // A message key is translated as react-admin's own inputs do (InputHelperText).
        helperText:
          error || props.helperText ? (
            <InputHelperText error={error} helperText={props.helperText} />
          ) : undefined,
        sx: { minWidth: stored === 'instant' ? 240 : 180 },
      },
    },
  };
  return (
    <Pickers>
      {stored === 'instant' ? (
        <DateTimePicker {...common} ampm={false} />
      ) : (
        <DatePicker {...common} />
      )}
    </Pickers>
  );
};

type DateInputProps = Omit<StorePickerInputProps, 'stored'>;

/** A day, stored as `YYYY-MM-DD`. */
export const StoreDateInput = (props: DateInputProps) => (
  <StorePickerInput stored="day" {...props} />
);

/** A date and time in Bangkok, stored as an ISO instant. */
export const StoreDateTimeInput = (props: DateInputProps) => (
  <StorePickerInput stored="instant" {...props} />
);

/** A list filter's first day: from its first instant in Bangkok. */
export const FromDateInput = (props: DateInputProps) => (
  <StorePickerInput stored="from" {...props} />
);

/** A list filter's last day: up to its last instant in Bangkok. */
export const ToDateInput = (props: DateInputProps) => <StorePickerInput stored="to" {...props} />;

/** Outside a form (a dialog): a date and time in Bangkok, as an ISO instant or null. */
export const StoreDateTimePicker = ({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | null;
  onChange: (instant: string | null) => void;
}) => {
  const [locale] = useLocaleState();
  return (
    <Pickers>
      <DateTimePicker
        label={label}
        value={fromStored(value, 'instant')}
        timezone={STORE_TIME_ZONE}
        ampm={false}
        disablePast
        {...(locale === 'th' ? {} : { format: englishFormat('instant') })}
        onChange={(picked: Dayjs | null) =>
          onChange(picked?.isValid() ? toStored(picked, 'instant') : null)
        }
        slotProps={{ textField: { sx: { mt: 1, minWidth: 260 } } }}
      />
    </Pickers>
  );
};

/**
 * Outside a form (a period filter): a day as `YYYY-MM-DD` in Bangkok, in the reader's language
 * and era, as the forms' date inputs show it.
 */
export const StoreDayPicker = ({
  label,
  value,
  onChange,
  min,
  max,
}: {
  label: string;
  value: string;
  onChange: (day: string) => void;
  min?: string;
  max?: string;
}) => {
  const [locale] = useLocaleState();
  const minDate = fromStored(min, 'day');
  const maxDate = fromStored(max, 'day');
  return (
    <Pickers>
      <DatePicker
        label={label}
        value={fromStored(value, 'day')}
        timezone={STORE_TIME_ZONE}
        {...(minDate ? { minDate } : {})}
        {...(maxDate ? { maxDate } : {})}
        {...(locale === 'th' ? {} : { format: englishFormat('day') })}
        onChange={(picked: Dayjs | null) => {
          if (picked?.isValid()) onChange(toStored(picked, 'day'));
        }}
        slotProps={{ textField: { size: 'small', sx: { width: 180 } } }}
      />
    </Pickers>
  );
};
