import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { useLocaleState } from 'react-admin';
import { Pickers } from './DateInputs';

const MONTH = 'YYYY-MM';

/**
 * A month (`YYYY-MM`) on MUI X's picker, as the back office's dates are (`DateInputs.tsx`): Thai
 * month names and Buddhist-era years in Thai, English and Gregorian in English.
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
  return (
    <Pickers>
      <DatePicker
        label={label}
        views={['year', 'month']}
        openTo="month"
        format={locale === 'th' ? 'MMMM BBBB' : 'MMMM YYYY'}
        value={dayjs(`${value}-01`)}
        maxDate={dayjs().endOf('month')}
        minDate={dayjs('2020-01-01')}
        onChange={(picked: Dayjs | null) => {
          if (picked?.isValid()) onChange(picked.format(MONTH));
        }}
        slotProps={{ textField: { size: 'small', sx: { width: 240 } } }}
      />
    </Pickers>
  );
};
