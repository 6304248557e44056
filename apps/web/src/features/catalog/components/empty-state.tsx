import MenuBookRoundedIcon from '@mui/icons-material/MenuBookRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/router-links';

type EmptyStateProps = {
  title: string;
  body?: string;
  action?: { href: string; label: string };
  icon?: ReactNode;
};

/** What a list shows when it has nothing: why, and the way on. */
export function EmptyState({ title, body, action, icon }: EmptyStateProps) {
  return (
    <Box
      role="status"
      sx={{
        py: { xs: 6, md: 9 },
        px: 3,
        textAlign: 'center',
        borderRadius: '20px',
        border: '1px dashed',
        borderColor: 'tokens.bg-lv4',
        bgcolor: 'tokens.bg-lv1',
      }}
    >
      <Box
        aria-hidden
        sx={{
          width: 56,
          height: 56,
          mx: 'auto',
          mb: 2,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          color: 'primary.main',
          bgcolor: 'color-mix(in srgb, var(--mui-palette-tokens-primary) 14%, transparent)',
        }}
      >
        {icon ?? <MenuBookRoundedIcon />}
      </Box>
      <Typography component="p" variant="h6" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {body ? (
        <Typography sx={{ mt: 0.75, color: 'tokens.note-font', maxWidth: 460, mx: 'auto' }}>
          {body}
        </Typography>
      ) : null}
      {action ? (
        <ButtonLink href={action.href} variant="contained" sx={{ mt: 3 }}>
          {action.label}
        </ButtonLink>
      ) : null}
    </Box>
  );
}
