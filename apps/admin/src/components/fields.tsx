import { Box } from '@mui/material';
import { DateField, useLocaleState, useRecordContext, type DateFieldProps } from 'react-admin';
import { intlLocaleOf, STORE_TIME_ZONE } from '../lib/format';

/** A date (and time) in the staff member's language and in Bangkok time (lib/format.ts). */
export const LocalDateField = ({ options, ...props }: DateFieldProps) => {
  const [locale] = useLocaleState();
  return (
    <DateField
      locales={intlLocaleOf(locale)}
      options={{ ...options, timeZone: STORE_TIME_ZONE }}
      {...props}
    />
  );
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
