import { TIME_ZONE } from '@nangsue/contracts';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { getTranslations } from 'next-intl/server';
import { TextLink } from '@/components/ui/router-links';
import { BrandLink } from './brand-link';

type FooterLink = { href: string; label: string };

/** The Gregorian year in Bangkok, as text (a number argument would be formatted as 2,026). */
const currentYear = (): string =>
  new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, year: 'numeric' }).format(new Date());

function FooterColumn({ title, links }: { title: string; links: FooterLink[] }) {
  return (
    <Box>
      <Typography
        component="h2"
        variant="subtitle2"
        sx={{ fontWeight: 700, mb: 1.5, color: 'tokens.content-font' }}
      >
        {title}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {links.map((link) => (
          <li key={link.href}>
            <TextLink
              href={link.href}
              prefetch={false}
              underline="hover"
              sx={{
                color: 'tokens.note-font',
                fontSize: '0.925rem',
                '&:hover': { color: 'primary.main' },
              }}
            >
              {link.label}
            </TextLink>
          </li>
        ))}
      </Box>
    </Box>
  );
}

export async function SiteFooter() {
  const t = await getTranslations('footer');

  const helpLinks: FooterLink[] = [
    { href: '/howto', label: t('howto') },
    { href: '/purchaseprocess', label: t('purchaseProcess') },
    { href: '/termandcondition', label: t('terms') },
    { href: '/policy', label: t('policy') },
  ];
  const companyLinks: FooterLink[] = [
    { href: '/contactus', label: t('contactUs') },
    { href: '/vendor/apply', label: t('vendorApply') },
  ];

  return (
    <Box
      component="footer"
      sx={{
        bgcolor: 'tokens.footer',
        borderTop: '1px solid',
        borderColor: 'tokens.divider',
        mt: 8,
      }}
    >
      <Container maxWidth="xl" sx={{ px: { xs: 2, sm: 3 } }}>
        <Box
          component="nav"
          aria-label={t('navigation')}
          sx={{
            display: 'grid',
            gap: { xs: 4, md: 6 },
            py: { xs: 5, md: 7 },
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '2fr 1fr 1fr' },
          }}
        >
          <Box sx={{ gridColumn: { sm: '1 / -1', md: 'auto' }, maxWidth: 380 }}>
            <BrandLink />
            <Typography variant="body2" sx={{ mt: 2, color: 'tokens.note-font' }}>
              {t('about')}
            </Typography>
          </Box>
          <FooterColumn title={t('helpTitle')} links={helpLinks} />
          <FooterColumn title={t('companyTitle')} links={companyLinks} />
        </Box>
        <Box sx={{ borderTop: '1px solid', borderColor: 'tokens.divider', py: 3 }}>
          <Typography variant="body2" sx={{ color: 'tokens.copy-right' }}>
            {t('copyright', { year: currentYear() })}
          </Typography>
        </Box>
      </Container>
    </Box>
  );
}
