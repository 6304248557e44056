import { Box, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import type { RoyaltyStatement } from '@nangsue/contracts/admin';
import { useEffect, useState } from 'react';
import { RecordContextProvider, useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { callPortal } from '../../api/client';
import { useBaht } from '../../lib/format';
import { formatMonth } from './statement-format';
import { PayoutChip } from './Statements';

/**
 * The overview's money card: the latest statement, what it pays and whether it is paid (and the
 * negative balance it carries to the next month, when it has one).
 */
export const MoneyCard = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const baht = useBaht();
  const [latest, setLatest] = useState<RoyaltyStatement | null | undefined>(undefined);
  useEffect(() => {
    const controller = new AbortController();
    callPortal('portalMoneyStatementList', {
      query: { Page: 1, PageSize: 1 },
      signal: controller.signal,
    })
      .then((page) => setLatest(page.Items[0] ?? null))
      .catch(() => undefined);
    return () => controller.abort();
  }, []);

  return (
    <Card data-testid="portal-money-card">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('nangsue.portal.money.card.title')}
        </Typography>
        {latest === null ? (
          <Typography color="text.secondary">{translate('nangsue.portal.money.empty')}</Typography>
        ) : latest ? (
          <Stack spacing={1}>
            <Link component={RouterLink} to={`/statements/${latest.Id}/show`}>
              {translate('nangsue.portal.money.statement_of', {
                month: formatMonth(latest.Month, locale),
              })}
            </Link>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
              <Typography color="text.secondary">
                {translate('resources.statements.fields.PayableSatang')}
              </Typography>
              <Typography sx={{ fontWeight: 600 }}>{baht(latest.PayableSatang)}</Typography>
            </Box>
            {latest.CarriedOutSatang < 0 ? (
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
                <Typography color="text.secondary">
                  {translate('resources.statements.fields.CarriedOutSatang')}
                </Typography>
                <Typography>{baht(latest.CarriedOutSatang)}</Typography>
              </Box>
            ) : null}
            <Box>
              <RecordContextProvider value={{ ...latest, id: latest.Id }}>
                <PayoutChip />
              </RecordContextProvider>
            </Box>
          </Stack>
        ) : null}
      </CardContent>
    </Card>
  );
};
