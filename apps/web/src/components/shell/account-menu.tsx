'use client';

import AccountCircleRoundedIcon from '@mui/icons-material/AccountCircleRounded';
import HomeWorkOutlinedIcon from '@mui/icons-material/HomeWorkOutlined';
import LogoutRoundedIcon from '@mui/icons-material/LogoutRounded';
import PersonOutlineRoundedIcon from '@mui/icons-material/PersonOutlineRounded';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { ButtonLink } from '@/components/ui/router-links';
import { accountPaths } from '@/features/account/account-paths';
import { currentPage, logOut } from '@/features/account/session';
import { useSignedInHint } from '@/features/account/signed-in-hint';
import { useSessionStart } from '@/features/account/use-session-start';
import { Link } from '@/i18n/navigation';
import { useLastPageStore, useSessionHydrated, useSessionStore } from '@/stores/session-store';

const buttonSx = {
  ml: { xs: 0.5, lg: 1 },
  minWidth: 0,
  height: 40,
  px: { xs: 1.1, lg: 2.25 },
  '& .MuiButton-startIcon': { mr: { xs: 0, lg: 1 }, ml: { xs: 0, lg: -0.5 } },
} as const;

const MENU_LINKS = [
  { href: accountPaths.profile, key: 'profile', Icon: PersonOutlineRoundedIcon },
  { href: accountPaths.addresses, key: 'addresses', Icon: HomeWorkOutlinedIcon },
  { href: accountPaths.settings, key: 'settings', Icon: SettingsOutlinedIcon },
] as const;

/**
 * The header's account corner (spec §2, §4): a login button for guests, the customer's name with
 * a menu (profile, addresses, settings, log out) when signed in. The page is the same for everyone
 * (cached), so the browser decides: the session cookie's readable hint and the stored customer info,
 * reconciled once (`useSessionStart`). Until then the corner keeps its place but shows nothing.
 */
export function AccountMenu() {
  const t = useTranslations('account.menu');
  const tHeader = useTranslations('header');
  const locale = useLocale();
  const isHydrated = useSessionHydrated();
  const customerInfo = useSessionStore((state) => state.customerInfo);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [isLoggingOut, setLoggingOut] = useState(false);
  const menuId = useId();
  const hasSessionCookie = useSignedInHint();
  useSessionStart(hasSessionCookie);

  const isKnown = isHydrated && hasSessionCookie !== null;
  const isSignedIn = isKnown && customerInfo !== null;

  if (!isSignedIn) {
    return (
      <ButtonLink
        aria-hidden={isKnown ? undefined : true}
        tabIndex={isKnown ? undefined : -1}
        href={accountPaths.login}
        variant="contained"
        aria-label={tHeader('account')}
        startIcon={<PersonOutlineRoundedIcon />}
        onClick={() => useLastPageStore.getState().setLastPage(currentPage())}
        sx={{ ...buttonSx, visibility: isKnown ? 'visible' : 'hidden' }}
      >
        <Box component="span" sx={{ display: { xs: 'none', lg: 'inline' } }}>
          {tHeader('account')}
        </Box>
      </ButtonLink>
    );
  }

  const isOpen = anchor !== null;
  const name = customerInfo?.FirstName ?? '';
  const fullName = customerInfo ? `${customerInfo.FirstName} ${customerInfo.LastName}`.trim() : '';

  return (
    <>
      <Button
        variant="outlined"
        color="inherit"
        aria-label={name === '' ? t('label') : t('labelWithName', { name })}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={<AccountCircleRoundedIcon />}
        sx={{ ...buttonSx, borderColor: 'tokens.divider', maxWidth: { lg: 220 } }}
      >
        <Box
          component="span"
          sx={{
            display: { xs: 'none', lg: 'inline' },
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {name === '' ? t('label') : name}
        </Box>
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={isOpen}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { mt: 1, minWidth: 240 } } }}
      >
        {customerInfo ? (
          <Box sx={{ px: 2, pt: 1, pb: 1.5 }} aria-hidden>
            <Typography sx={{ fontWeight: 700 }}>{fullName}</Typography>
            <Typography variant="body2" sx={{ color: 'tokens.sub-text2', wordBreak: 'break-all' }}>
              {customerInfo.Email}
            </Typography>
          </Box>
        ) : null}
        {customerInfo ? <Divider sx={{ mb: 1 }} /> : null}
        {MENU_LINKS.map(({ href, key, Icon }) => (
          <MenuItem key={key} component={Link} href={href} onClick={() => setAnchor(null)}>
            <ListItemIcon>
              <Icon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t(key)}</ListItemText>
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          disabled={isLoggingOut}
          onClick={() => {
            setLoggingOut(true);
            void logOut(locale);
          }}
        >
          <ListItemIcon>
            <LogoutRoundedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('logout')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
