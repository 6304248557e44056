import { Box } from '@mui/material';
import { DateField, useLocaleState, useRecordContext, type DateFieldProps } from 'react-admin';

/** Dates and times in the staff member's language (Thai: the Buddhist year, as Thai staff read it). */
export const dateLocaleOf = (locale: string) => (locale === 'th' ? 'th-TH' : 'en-GB');

export const LocalDateField = (props: DateFieldProps) => {
  const [locale] = useLocaleState();
  return <DateField locales={dateLocaleOf(locale)} {...props} />;
};

/** A JSON value (an audit entry's before/after, a gateway event) as indented text. */
export const JsonField = ({ source }: { source: string; label?: string }) => {
  const record = useRecordContext();
  const value: unknown = record?.[source];
  if (value === null || value === undefined) return null;
  return (
    <Box
      component="pre"
      sx={{
        m: 0,
        p: 1.5,
        borderRadius: 1,
        bgcolor: 'action.hover',
        fontSize: '0.8rem',
        overflowX: 'auto',
        whiteSpace: 'pre-wrap',
        wordBreak: 'break-word',
      }}
    >
      {JSON.stringify(value, null, 2)}
    </Box>
  );
};

/**
 * `DateInput`'s day as the start (`from`) or the end (`to`) of that day in the staff member's
 * time zone, as the ISO date-time the API's `From`/`To` filters take.
 */
export const dayBoundary =
  (edge: 'from' | 'to') =>
  (value: string | null | undefined): string | null =>
    value
      ? new Date(`${value}T${edge === 'from' ? '00:00:00' : '23:59:59.999'}`).toISOString()
      : null;
