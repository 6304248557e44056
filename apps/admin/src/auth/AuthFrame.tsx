import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { LocalesMenuButton, ToggleThemeButton, useTranslate } from 'react-admin';

/** The frame of the pages before sign-in: the name, language and light/dark switches, a card. */
export const AuthFrame = ({
  title,
  subtitle,
  children,
  wide = false,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) => {
  const translate = useTranslate();
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        bgcolor: 'background.default',
        px: 2,
        pb: 6,
      }}
    >
      <Stack
        direction="row"
        sx={{ width: '100%', maxWidth: 960, alignItems: 'center', py: 1.5, gap: 1 }}
      >
        <Typography component="span" variant="h6" sx={{ fontWeight: 700, flexGrow: 1 }}>
          {translate('nangsue.app.title')}
        </Typography>
        <LocalesMenuButton />
        <ToggleThemeButton />
      </Stack>
      <Card sx={{ width: '100%', maxWidth: wide ? 720 : 440, mt: { xs: 2, sm: 6 } }}>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          {subtitle ? (
            <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
              {subtitle}
            </Typography>
          ) : null}
          {children}
        </CardContent>
      </Card>
    </Box>
  );
};
