import type { PortalPermission } from '@nangsue/contracts/portal';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Title, usePermissions, useTranslate } from 'react-admin';
import { callPortal, type PortalCallResult } from '../api/client';
import { PORTAL_AREA_ENTRIES } from './areas';
import { loadPortalMe } from './auth-provider';

type Organisation = PortalCallResult<'portalOrganisation'>;
type Me = PortalCallResult<'portalMe'>;

const Line = ({ label, value }: { label: string; value: string }) => (
  <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: { sm: 2 }, py: 0.5 }}>
    <Typography color="text.secondary" sx={{ minWidth: 200 }}>
      {label}
    </Typography>
    <Typography>{value}</Typography>
  </Stack>
);

/** The portal's first page: the organisation, the member's role, and the areas' cards. */
export const PortalDashboard = () => {
  const translate = useTranslate();
  const { permissions } = usePermissions<PortalPermission[]>();
  const [organisation, setOrganisation] = useState<Organisation | null>(null);
  const [me, setMe] = useState<Me | null>(null);
  useEffect(() => {
    void loadPortalMe().then(setMe);
    void callPortal('portalOrganisation').then(setOrganisation);
  }, []);
  const granted = permissions ?? [];
  const cards = PORTAL_AREA_ENTRIES.flatMap(([, area]) => area.dashboardCards ?? []).filter(
    (card) => granted.includes(card.permission),
  );

  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
      <Title title={translate('nangsue.menu.dashboard')} />
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {translate('nangsue.portal.dashboard.welcome', {
              name: me?.DisplayName ?? '',
            })}
          </Typography>
          {organisation ? (
            <Box data-testid="portal-organisation">
              <Line
                label={translate('nangsue.portal.dashboard.organisation')}
                value={organisation.Name}
              />
              <Line
                label={translate('nangsue.portal.dashboard.legal_name')}
                value={organisation.LegalName}
              />
              <Line
                label={translate('nangsue.portal.dashboard.tax_id')}
                value={organisation.TaxId}
              />
              <Line
                label={translate('nangsue.portal.dashboard.payee_kind')}
                value={translate(`nangsue.portal.dashboard.payee_${organisation.PayeeKind}`)}
              />
              <Line
                label={translate('nangsue.portal.dashboard.share')}
                value={translate('nangsue.portal.dashboard.share_value', {
                  percent: (organisation.RoyaltyShareBp / 100).toLocaleString(),
                })}
              />
              {me ? (
                <Line
                  label={translate('nangsue.portal.dashboard.role')}
                  value={translate(`nangsue.portal.roles.${me.Role}`)}
                />
              ) : null}
            </Box>
          ) : null}
        </CardContent>
      </Card>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' },
        }}
      >
        {cards.map(({ key, component: CardComponent }) => (
          <CardComponent key={key} />
        ))}
      </Box>
    </Box>
  );
};
