'use client';

import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import { isLocale } from '@nangsue/contracts';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useId, useState } from 'react';
import { todayIso } from '../bangkok-date';

/** MUI X's calendar, fetched the first time a reader opens a date field. */
const StoreDateCalendar = dynamic(() => import('./date-calendar'), {
  ssr: false,
  loading: () => <CircularProgress size={28} sx={{ m: 4 }} />,
});

type DatePickerProps = {
  label: string;
  /** `YYYY-MM-DD` or null. */
  value: string | null;
  onChange: (value: string | null) => void;
  min?: string;
  max?: string;
  error?: boolean;
  helperText?: string;
};

const utcDate = (iso: string): Date => new Date(`${iso}T00:00:00Z`);

/**
 * The store's date picker (spec §9): a read-only field showing the date in the reader's language
 * (Buddhist era in Thai), with buttons to clear it and to open the calendar, MUI X's
 * `DateCalendar` (`date-calendar.tsx`), which is loaded only then.
 */
export function DatePicker({
  label,
  value,
  onChange,
  min,
  max,
  error,
  helperText,
}: DatePickerProps) {
  const t = useTranslations('account.datePicker');
  const pageLocale = useLocale();
  const locale = isLocale(pageLocale) ? pageLocale : 'th';
  const format = useFormatter();
  const fieldId = useId();
  const [field, setField] = useState<HTMLDivElement | null>(null);
  const [isOpen, setOpen] = useState(false);
  const [today] = useState(() => todayIso());
  const long = (iso: string) =>
    format.dateTime(utcDate(iso), { dateStyle: 'long', timeZone: 'UTC' });
  const open = () => setOpen(true);

  return (
    <>
      <TextField
        ref={setField}
        id={fieldId}
        label={label}
        value={value === null ? '' : long(value)}
        error={error}
        helperText={helperText}
        onClick={() => (isOpen ? undefined : open())}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            open();
          }
        }}
        slotProps={{
          htmlInput: { readOnly: true, 'aria-haspopup': 'dialog' },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                {value !== null ? (
                  <IconButton
                    aria-label={t('clear', { label })}
                    onClick={(event) => {
                      event.stopPropagation();
                      onChange(null);
                    }}
                  >
                    <CloseRoundedIcon fontSize="small" />
                  </IconButton>
                ) : null}
                <IconButton
                  edge="end"
                  aria-label={t('open', { label })}
                  onClick={(event) => {
                    event.stopPropagation();
                    open();
                  }}
                >
                  <CalendarMonthOutlinedIcon />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <Popover
        open={isOpen}
        anchorEl={field}
        onClose={() => setOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-label': t('dialog', { label }),
            sx: {
              mt: 1,
              maxWidth: 'calc(100vw - 24px)',
              bgcolor: 'tokens.bg-lv2',
              border: '1px solid',
              borderColor: 'divider',
            },
          },
        }}
      >
        {isOpen ? (
          <StoreDateCalendar
            locale={locale}
            value={value}
            today={today}
            min={min}
            max={max}
            onPick={(picked) => {
              onChange(picked);
              setOpen(false);
            }}
          />
        ) : null}
      </Popover>
    </>
  );
}
