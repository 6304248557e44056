'use client';

import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { AdapterDayjsBuddhist } from '@mui/x-date-pickers/AdapterDayjsBuddhist';
import { enUS, thTH } from '@mui/x-date-pickers/locales';
import { DATE_PICKER, type Locale } from '@nangsue/contracts';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/th';
import 'dayjs/locale/en';

export type DateCalendarProps = {
  locale: Locale;
  /** `YYYY-MM-DD` or null. */
  value: string | null;
  /** Today, `YYYY-MM-DD`. */
  today: string;
  min?: string | undefined;
  max?: string | undefined;
  onPick: (value: string) => void;
};

const ISO = 'YYYY-MM-DD';
const fromIso = (iso: string): Dayjs => dayjs(iso);

/**
 * The calendar of the store's date picker (spec §9), MUI X's `DateCalendar`: six-week months,
 * a year list from 100 years before to 52 after this year (narrowed by `min`/`max`), Buddhist-era
 * years and Thai month names in Thai (`AdapterDayjsBuddhist`), Gregorian in English. Loaded only
 * when a reader opens a date field, so no page ships it up front.
 */
export default function StoreDateCalendar({
  locale,
  value,
  today,
  min,
  max,
  onPick,
}: DateCalendarProps) {
  const now = fromIso(today);
  const first = now.subtract(DATE_PICKER.yearsBefore, 'year').startOf('year');
  const last = now.add(DATE_PICKER.yearsAfter, 'year').endOf('year');
  const minDate = min && fromIso(min).isAfter(first) ? fromIso(min) : first;
  const maxDate = max && fromIso(max).isBefore(last) ? fromIso(max) : last;
  const Adapter = locale === 'th' ? AdapterDayjsBuddhist : AdapterDayjs;
  const texts = (locale === 'th' ? thTH : enUS).components.MuiLocalizationProvider.defaultProps
    .localeText;

  return (
    <LocalizationProvider dateAdapter={Adapter} adapterLocale={locale} localeText={texts}>
      <DateCalendar
        value={value === null ? null : fromIso(value)}
        referenceDate={value === null ? maxDate : undefined}
        minDate={minDate}
        maxDate={maxDate}
        views={['year', 'month', 'day']}
        openTo={value === null ? 'year' : 'day'}
        fixedWeekNumber={DATE_PICKER.weeks}
        onChange={(picked: Dayjs | null, selection) => {
          if (picked !== null && selection === 'finish') onPick(picked.format(ISO));
        }}
      />
    </LocalizationProvider>
  );
}
