import type { ProductOverview } from '@nangsue/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useFormatter, useTranslations } from 'next-intl';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { formatPrice } from '../format';

type PriceTagProps = {
  price: ProductOverview['ProductPrice'];
  size?: 'small' | 'large';
};

/** The price, and the old price struck through when the book is discounted. */
export function PriceTag({ price, size = 'small' }: PriceTagProps) {
  const t = useTranslations('catalog.price');
  const format = useFormatter();
  const isLarge = size === 'large';
  const current = formatPrice(format, price.PriceValue);
  const old =
    price.OldPriceValue !== null && price.OldPriceValue > price.PriceValue
      ? formatPrice(format, price.OldPriceValue)
      : null;

  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: 1 }}>
      <Typography
        component="span"
        data-testid="price"
        sx={{
          fontWeight: 700,
          fontSize: isLarge ? { xs: '1.75rem', md: '2rem' } : '1rem',
          lineHeight: 1.3,
          color: old === null ? 'tokens.content-font' : 'tokens.discount',
          fontVariantNumeric: 'tabular-nums',
        }}
      >
        <Box component="span" sx={visuallyHidden}>
          {t('current')}
        </Box>
        {current}
      </Typography>
      {old !== null ? (
        <Typography
          component="s"
          data-testid="old-price"
          sx={{
            color: 'tokens.sub-text2',
            fontSize: isLarge ? '1.05rem' : '0.8rem',
            fontVariantNumeric: 'tabular-nums',
          }}
        >
          <Box component="span" sx={visuallyHidden}>
            {t('old')}
          </Box>
          {old}
        </Typography>
      ) : null}
    </Box>
  );
}

/** `-20%` on a red badge, when the book is discounted. */
export function DiscountBadge({
  percent,
  size = 'small',
}: {
  percent: number;
  size?: 'small' | 'large';
}) {
  const t = useTranslations('catalog.price');
  if (percent <= 0) return null;

  return (
    <Box
      component="span"
      aria-label={t('discountLabel', { percent })}
      sx={{
        display: 'inline-block',
        px: size === 'large' ? 1.25 : 0.75,
        py: size === 'large' ? 0.4 : 0.15,
        borderRadius: '6px',
        bgcolor: 'tokens.discount-badge',
        color: 'common.white',
        fontWeight: 700,
        fontSize: size === 'large' ? '0.9rem' : '0.75rem',
        lineHeight: 1.5,
        fontVariantNumeric: 'tabular-nums',
        boxShadow: '0 4px 10px -4px rgba(0,0,0,.4)',
      }}
    >
      {t('discount', { percent })}
    </Box>
  );
}
