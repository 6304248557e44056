import { Card, CardContent, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { callPortal } from '../../api/client';
import { useLoaded } from './common';
import { FigureRow } from './SalesDashboardPage';

/** The overview's sales card: the last 30 days' totals and a link to the sales overview. */
export const SalesCard = () => {
  const translate = useTranslate();
  const loaded = useLoaded(
    (signal) => callPortal('portalSalesDashboard', { query: { Top: 1 }, signal }),
    [],
  );
  return (
    <Card data-testid="portal-sales-card">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('nangsue.portal.sales.card.title')}
        </Typography>
        {loaded.data ? <FigureRow figures={loaded.data.Totals} /> : null}
        <Link component={RouterLink} to="/sales" sx={{ display: 'inline-block', mt: 1 }}>
          {translate('nangsue.portal.sales.card.open')}
        </Link>
      </CardContent>
    </Card>
  );
};
