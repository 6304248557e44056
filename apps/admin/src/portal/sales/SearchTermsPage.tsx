import {
  Box,
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Title, useRequireAccess, useTranslate } from 'react-admin';
import { callPortal } from '../../api/client';
import { defaultPeriod, LoadError, PeriodPicker, useLoaded, type Period } from './common';

/**
 * The texts readers searched for most often whose page of results showed the organisation's
 * books (`/portal/sales/search-terms`, sales.read; docs/sales-stats.md, "Search terms").
 */
export const SearchTermsPage = () => {
  const { isPending } = useRequireAccess({ action: 'read', resource: 'sales.read' });
  const translate = useTranslate();
  const [period, setPeriod] = useState<Period>(defaultPeriod);
  const t = (key: string) => translate(`nangsue.portal.sales.search_terms.${key}`);
  const loaded = useLoaded(
    (signal) => callPortal('portalSalesSearchTerms', { query: { ...period, Limit: 50 }, signal }),
    [period.From, period.To],
  );
  if (isPending) return null;

  return (
    <Box sx={{ mt: 2 }}>
      <Title title={t('title')} />
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {t('title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {t('help')}
          </Typography>
          <PeriodPicker value={period} onChange={setPeriod} />
          <LoadError error={loaded.error} />
          {loaded.data && loaded.data.Items.length === 0 ? (
            <Typography sx={{ mt: 2 }}>{t('none')}</Typography>
          ) : null}
          {loaded.data && loaded.data.Items.length > 0 ? (
            <Table size="small" sx={{ mt: 2 }} data-testid="sales-search-terms">
              <TableHead>
                <TableRow>
                  <TableCell>{t('term')}</TableCell>
                  <TableCell align="right">{t('searches')}</TableCell>
                  <TableCell align="right">{t('appearances')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {loaded.data.Items.map((item) => (
                  <TableRow key={item.Term}>
                    <TableCell>{item.Term}</TableCell>
                    <TableCell align="right">{item.Searches}</TableCell>
                    <TableCell align="right">{item.Appearances}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          ) : null}
        </CardContent>
      </Card>
    </Box>
  );
};
