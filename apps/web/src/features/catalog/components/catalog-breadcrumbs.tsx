import NavigateNextRoundedIcon from '@mui/icons-material/NavigateNextRounded';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { TextLink } from '@/components/ui/router-links';

export type Crumb = { label: string; href: string };

type CatalogBreadcrumbsProps = {
  /** Links after Home; the last entry is the current page (not a link). */
  trail: readonly Crumb[];
  current: string;
};

/** Home › … › current page. */
export function CatalogBreadcrumbs({ trail, current }: CatalogBreadcrumbsProps) {
  const t = useTranslations('catalog.breadcrumb');

  return (
    <Breadcrumbs
      aria-label={t('label')}
      separator={<NavigateNextRoundedIcon fontSize="small" />}
      sx={{
        fontSize: '0.85rem',
        color: 'tokens.note-font',
        '& .MuiBreadcrumbs-ol': { rowGap: 0.25 },
        '& .MuiBreadcrumbs-separator': { mx: 0.25 },
      }}
    >
      <TextLink href="/" underline="hover" color="inherit">
        {t('home')}
      </TextLink>
      {trail.map((crumb) => (
        <TextLink key={crumb.href} href={crumb.href} underline="hover" color="inherit">
          {crumb.label}
        </TextLink>
      ))}
      <Typography
        component="span"
        aria-current="page"
        sx={{
          fontSize: 'inherit',
          color: 'tokens.content-font',
          maxWidth: { xs: 220, sm: 420 },
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
          display: 'block',
        }}
      >
        {current}
      </Typography>
    </Breadcrumbs>
  );
}
