'use client';

import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import ChevronLeftRoundedIcon from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRoundedIcon from '@mui/icons-material/ChevronRightRounded';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import {
  addDays,
  addMonths,
  displayYear,
  initialMonth,
  isWithin,
  monthGrid,
  parseIsoDate,
  todayIso,
  toIsoDate,
  yearOptions,
  type CalendarMonth,
} from '../date-picker-model';

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
const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);
/** 1 January 2023 was a Sunday: the week's names are read from that week. */
const A_SUNDAY = Date.UTC(2023, 0, 1);
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The store's date picker (spec §9): a read-only field that opens a calendar of six weeks, with
 * month and year lists covering 100 years before to 52 after the current year. Years are
 * Buddhist era in Thai (BE = CE + 543), Gregorian in English. Arrow keys move by day and week,
 * Page Up/Down by month, Enter picks, Escape closes.
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
  const locale = useLocale();
  const format = useFormatter();
  const fieldId = useId();
  const [field, setField] = useState<HTMLDivElement | null>(null);
  const dayRefs = useRef(new Map<string, HTMLButtonElement>());
  /** Set when the keyboard focus belongs on a day (opening, arrow keys), not on the lists. */
  const focusDayRef = useRef(false);
  const [isOpen, setOpen] = useState(false);
  const [today] = useState(() => todayIso());
  const [shown, setShown] = useState<CalendarMonth>(() => initialMonth(value, max, today));
  const [focused, setFocused] = useState<string>(() => value ?? today);

  const currentYear = Number(today.slice(0, 4));
  const years = useMemo(() => yearOptions(currentYear, { min, max }), [currentYear, min, max]);
  const grid = useMemo(() => monthGrid(shown), [shown]);
  const long = (iso: string) =>
    format.dateTime(utcDate(iso), { dateStyle: 'long', timeZone: 'UTC' });
  const monthName = (month: number) =>
    format.dateTime(new Date(Date.UTC(2000, month - 1, 1)), { month: 'long', timeZone: 'UTC' });
  const isAllowed = (iso: string) =>
    isWithin(iso, { min, max }) && years.includes(Number(iso.slice(0, 4)));

  const open = () => {
    const start = initialMonth(value, max, today);
    setShown(start);
    setFocused(value ?? toIsoDate(start.year, start.month, 1));
    focusDayRef.current = true;
    setOpen(true);
  };

  /** Moves the keyboard focus to `iso`, turning the page when it is in another month. */
  const moveFocus = (iso: string) => {
    if (!isAllowed(iso)) return;
    const parsed = parseIsoDate(iso);
    if (parsed === null) return;
    focusDayRef.current = true;
    setFocused(iso);
    if (parsed.year !== shown.year || parsed.month !== shown.month)
      setShown({ year: parsed.year, month: parsed.month });
  };

  useEffect(() => {
    if (!isOpen || !focusDayRef.current) return;
    const day = dayRefs.current.get(focused);
    if (day === undefined) return;
    day.focus();
    focusDayRef.current = false;
  }, [isOpen, focused, shown]);

  const showMonth = (next: CalendarMonth) => {
    const parsed = parseIsoDate(focused);
    const lastDay = new Date(Date.UTC(next.year, next.month, 0)).getUTCDate();
    setShown(next);
    setFocused(toIsoDate(next.year, next.month, Math.min(parsed?.day ?? 1, lastDay)));
  };

  const pick = (iso: string) => {
    if (!isAllowed(iso)) return;
    onChange(iso);
    setOpen(false);
  };

  const onGridKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const moves: Record<string, () => string> = {
      ArrowLeft: () => addDays(focused, -1),
      ArrowRight: () => addDays(focused, 1),
      ArrowUp: () => addDays(focused, -7),
      ArrowDown: () => addDays(focused, 7),
      Home: () => addDays(focused, -utcDate(focused).getUTCDay()),
      End: () => addDays(focused, 6 - utcDate(focused).getUTCDay()),
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      moveFocus(move());
      return;
    }
    if (event.key === 'PageUp' || event.key === 'PageDown') {
      event.preventDefault();
      focusDayRef.current = true;
      showMonth(addMonths(shown, event.key === 'PageUp' ? -1 : 1));
    }
  };

  const firstYear = years.at(-1) ?? currentYear;
  const lastYear = years[0] ?? currentYear;
  const previous = addMonths(shown, -1);
  const next = addMonths(shown, 1);
  const weekdays = Array.from({ length: 7 }, (_, index) => new Date(A_SUNDAY + index * DAY_MS));

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
              p: 2,
              mt: 1,
              width: 340,
              maxWidth: 'calc(100vw - 24px)',
              bgcolor: 'tokens.bg-lv2',
              border: '1px solid',
              borderColor: 'tokens.divider',
            },
          },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mb: 1.5 }}>
          <IconButton
            aria-label={t('previousMonth')}
            onClick={() => showMonth(previous)}
            disabled={previous.year < firstYear}
            size="small"
          >
            <ChevronLeftRoundedIcon />
          </IconButton>
          <TextField
            select
            size="small"
            label={t('month')}
            value={shown.month}
            onChange={(event) => showMonth({ ...shown, month: Number(event.target.value) })}
            slotProps={{ select: { native: true } }}
            sx={{ flex: 1.3 }}
          >
            {MONTHS.map((month) => (
              <option key={month} value={month}>
                {monthName(month)}
              </option>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('year')}
            value={shown.year}
            onChange={(event) => showMonth({ ...shown, year: Number(event.target.value) })}
            slotProps={{ select: { native: true } }}
            sx={{ flex: 1 }}
          >
            {years.map((year) => (
              <option key={year} value={year}>
                {displayYear(year, locale)}
              </option>
            ))}
          </TextField>
          <IconButton
            aria-label={t('nextMonth')}
            onClick={() => showMonth(next)}
            disabled={next.year > lastYear}
            size="small"
          >
            <ChevronRightRoundedIcon />
          </IconButton>
        </Box>
        <Box
          component="table"
          onKeyDown={onGridKeyDown}
          aria-label={`${monthName(shown.month)} ${displayYear(shown.year, locale)}`}
          sx={{ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' }}
        >
          <thead>
            <tr>
              {weekdays.map((day) => (
                <Box
                  component="th"
                  key={day.getTime()}
                  scope="col"
                  abbr={format.dateTime(day, { weekday: 'long', timeZone: 'UTC' })}
                  sx={{ fontSize: '0.75rem', fontWeight: 600, color: 'tokens.note-font', pb: 0.5 }}
                >
                  {format.dateTime(day, { weekday: 'narrow', timeZone: 'UTC' })}
                </Box>
              ))}
            </tr>
          </thead>
          <tbody>
            {grid.map((week) => (
              <tr key={week[0]?.iso}>
                {week.map((cell) => {
                  const isSelected = cell.iso === value;
                  const isToday = cell.iso === today;
                  return (
                    <Box component="td" key={cell.iso} sx={{ p: 0.25, textAlign: 'center' }}>
                      <ButtonBase
                        ref={(node: HTMLButtonElement | null) => {
                          if (node) dayRefs.current.set(cell.iso, node);
                          else dayRefs.current.delete(cell.iso);
                        }}
                        tabIndex={cell.iso === focused ? 0 : -1}
                        aria-label={long(cell.iso)}
                        aria-pressed={isSelected}
                        aria-current={isToday ? 'date' : undefined}
                        disabled={!isAllowed(cell.iso)}
                        onClick={() => pick(cell.iso)}
                        onFocus={() => setFocused(cell.iso)}
                        sx={{
                          width: '100%',
                          aspectRatio: '1',
                          maxWidth: 40,
                          borderRadius: '50%',
                          fontSize: '0.9rem',
                          color: cell.inMonth ? 'text.primary' : 'tokens.disable-font',
                          border: isToday ? '1px solid' : '1px solid transparent',
                          borderColor: isToday ? 'primary.main' : 'transparent',
                          ...(isSelected && {
                            bgcolor: 'primary.main',
                            color: 'tokens.cta-font',
                            fontWeight: 700,
                          }),
                          '&:hover': { bgcolor: isSelected ? 'primary.main' : 'tokens.bg-lv3' },
                          '&.Mui-focusVisible': {
                            outline: '2px solid',
                            outlineColor: 'primary.main',
                            outlineOffset: 1,
                          },
                          '&.Mui-disabled': { opacity: 0.35 },
                        }}
                      >
                        {cell.day}
                      </ButtonBase>
                    </Box>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </Box>
      </Popover>
    </>
  );
}
