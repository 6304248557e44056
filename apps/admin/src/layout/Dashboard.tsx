import type { Permission } from '@nangsue/contracts/admin';
import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { Title, useGetIdentity, usePermissions, useTranslate } from 'react-admin';
import type { StaffIdentity } from '../auth/auth-provider';
import { AREA_ENTRIES } from '../resources';

/** The first page after sign-in: who is signed in, with what role, and the areas' cards. */
export const Dashboard = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions<Permission[]>();
  const staff = identity as StaffIdentity | undefined;
  const granted = permissions ?? [];
  const cards = AREA_ENTRIES.flatMap(([, area]) => area.dashboardCards ?? []).filter((card) =>
    granted.includes(card.permission),
  );

  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
      <Title title={translate('nangsue.dashboard.title')} />
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {translate('nangsue.dashboard.welcome', { name: staff?.fullName ?? '' })}
          </Typography>
          {staff ? (
            <Typography color="text.secondary" data-testid="staff-role">
              {translate('nangsue.dashboard.signed_in_as', {
                email: staff.email,
                role: translate(`nangsue.roles.${staff.role}`),
              })}
            </Typography>
          ) : null}
          <Typography variant="subtitle2" sx={{ mt: 2, mb: 1 }}>
            {translate('nangsue.dashboard.permissions')}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {granted.map((permission) => (
              <Chip
                key={permission}
                size="small"
                label={translate(`nangsue.permissions.${permission}`)}
              />
            ))}
          </Stack>
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
