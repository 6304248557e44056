import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { StoreDayPicker } from '../../components/DateInputs';
import type { PortalPermission } from '@nangsue/contracts/portal';
import { useEffect, useState, type DependencyList } from 'react';
import { useLocaleState, usePermissions, useTranslate } from 'react-admin';
import { formatDateTime, intlLocaleOf } from '../../lib/format';

const DAY_MS = 24 * 3600_000;

/** A Bangkok date (`YYYY-MM-DD`) `days` from today (UTC+7 all year). */
export const bangkokDay = (days = 0, now = Date.now()): string =>
  new Date(now + 7 * 3600_000 + days * DAY_MS).toISOString().slice(0, 10);

export type Period = { From: string; To: string };

/** The last 30 days up to today, as the API's default. */
export const defaultPeriod = (): Period => ({ From: bangkokDay(-29), To: bangkokDay() });

/** Whether the member holds a portal permission (read with the session, as the menu does). */
export const useHasPermission = (permission: PortalPermission): boolean => {
  const { permissions } = usePermissions<PortalPermission[]>();
  return (permissions ?? []).includes(permission);
};

/** A book's name in the member's language (the other language when it is empty). */
export const useBookName = () => {
  const [locale] = useLocaleState();
  return (book: { NameTh: string; NameEn: string }) =>
    locale === 'en' ? book.NameEn || book.NameTh : book.NameTh || book.NameEn;
};

/** A Bangkok date (`YYYY-MM-DD`, or `YYYY-MM`) in the member's language. */
export const useDay = () => {
  const [locale] = useLocaleState();
  return (day: string) =>
    new Date(`${day.length === 7 ? `${day}-01` : day}T00:00:00Z`).toLocaleDateString(
      intlLocaleOf(locale),
      day.length === 7
        ? { year: 'numeric', month: 'short', timeZone: 'UTC' }
        : { dateStyle: 'medium', timeZone: 'UTC' },
    );
};

/** An instant as a Bangkok date in the member's language. */
export const useDate = () => {
  const [locale] = useLocaleState();
  return (value: string | null) => formatDateTime(value, locale, { dateStyle: 'medium' });
};

/**
 * One call's answer, read again when `deps` change (the previous one aborted); `reload` reads it
 * again. The error is the API's message (or a key), shown by `<LoadError>`.
 */
export const useLoaded = <T,>(load: (signal: AbortSignal) => Promise<T>, deps: DependencyList) => {
  const [state, setState] = useState<{ data: T | null; error: string | null }>({
    data: null,
    error: null,
  });
  const [round, setRound] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal)
      .then((data) => setState({ data, error: null }))
      .catch((reason: unknown) => {
        if (controller.signal.aborted) return;
        setState({
          data: null,
          error: reason instanceof Error ? reason.message : 'ra.notification.http_error',
        });
      });
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, round]);
  return { ...state, reload: () => setRound((value) => value + 1) };
};

export const LoadError = ({ error }: { error: string | null }) => {
  const translate = useTranslate();
  return error ? (
    <Alert severity="error" sx={{ mt: 2 }}>
      {translate(error, { _: error })}
    </Alert>
  ) : null;
};

/** From and To (Bangkok dates) with quick choices; the figures' freshness under them. */
export const PeriodPicker = ({
  value,
  onChange,
}: {
  value: Period;
  onChange: (period: Period) => void;
}) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`nangsue.portal.sales.period.${key}`);
  const quick: [string, number][] = [
    ['last_30', -29],
    ['last_90', -89],
    ['last_12_months', -364],
  ];
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      sx={{ alignItems: { md: 'center' }, flexWrap: 'wrap', gap: 2, rowGap: 1 }}
    >
      <StoreDayPicker
        label={t('from')}
        value={value.From}
        max={value.To}
        onChange={(day) => onChange({ ...value, From: day })}
      />
      <StoreDayPicker
        label={t('to')}
        value={value.To}
        min={value.From}
        onChange={(day) => onChange({ ...value, To: day })}
      />
      {quick.map(([key, days]) => (
        <Button
          key={key}
          size="small"
          variant="outlined"
          onClick={() => onChange({ From: bangkokDay(days), To: bangkokDay() })}
        >
          {t(key)}
        </Button>
      ))}
      <Typography variant="caption" color="text.secondary">
        {t('freshness')}
      </Typography>
    </Stack>
  );
};

/** Previous and next page of a list that says whether it has a next page. */
export const Pager = ({
  page,
  hasNext,
  onPage,
}: {
  page: number;
  hasNext: boolean;
  onPage: (page: number) => void;
}) => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 1, mt: 1 }}>
      <Button size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {translate('nangsue.portal.sales.previous')}
      </Button>
      <Typography variant="body2">{translate('nangsue.portal.sales.page', { page })}</Typography>
      <Button size="small" disabled={!hasNext} onClick={() => onPage(page + 1)}>
        {translate('nangsue.portal.sales.next')}
      </Button>
    </Box>
  );
};
