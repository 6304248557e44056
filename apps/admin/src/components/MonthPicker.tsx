import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { AdapterDayjsBuddhist } from '@mui/x-date-pickers/AdapterDayjsBuddhist';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, thTH } from '@mui/x-date-pickers/locales';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/en';
import 'dayjs/locale/th';
import { useLocaleState } from 'react-admin';

const MONTH = 'YYYY-MM';

/**
 * A month (`YYYY-MM`) picked with MUI X's date picker, as the storefront's date fields are: Thai
 * month names and Buddhist-era years in Thai (`AdapterDayjsBuddhist`), English and Gregorian in
 * English, whatever the browser's own language.
 */
export const MonthPicker = ({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (month: string) => void;
}) => {
  const [locale] = useLocaleState();
  const thai = locale === 'th';
  const texts = (thai ? thTH : enUS).components.MuiLocalizationProvider.defaultProps.localeText;
  return (
    <LocalizationProvider
      dateAdapter={thai ? AdapterDayjsBuddhist : AdapterDayjs}
      adapterLocale={thai ? 'th' : 'en'}
      localeText={texts}
    >
      <DatePicker
        label={label}
        views={['year', 'month']}
        openTo="month"
        format={thai ? 'MMMM BBBB' : 'MMMM YYYY'}
        value={dayjs(`${value}-01`)}
        maxDate={dayjs().endOf('month')}
        minDate={dayjs('2020-01-01')}
        onChange={(picked: Dayjs | null) => {
          if (picked?.isValid()) onChange(picked.format(MONTH));
        }}
        slotProps={{ textField: { size: 'small' } }}
      />
    </LocalizationProvider>
  );
};
