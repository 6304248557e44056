import { Alert, Box, Stack, Typography } from '@mui/material';
import {
  Form,
  minValue,
  NumberInput,
  required,
  SaveButton,
  useLocaleState,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { callPortal } from '../../api/client';
import { ConfirmButton, useRunCall } from '../../components/dialogs';
import { StoreDateTimeInput } from '../../components/DateInputs';
import { satangInput } from '../../lib/format';
import { formatTitlePrice, priceBodyOf } from './title-state';
import type { TitleRecord } from './TitleReview';
import { useCanWriteTitles } from './use-can-write';

const baht = { ...satangInput, step: 1 };

/**
 * The "Price and sale" tab: the regular price and a sale with its start and end, in the store at
 * once (never reviewed), in baht as members type them and satang as the API keeps them.
 */
export const TitlePrice = () => {
  const record = useRecordContext<TitleRecord>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const refresh = useRefresh();
  const run = useRunCall();
  const canWrite = useCanWriteTitles();
  if (!record) return null;
  const bookId = record.Id;

  const save = async (values: Record<string, unknown>) => {
    const body = priceBodyOf(values, record);
    if (Object.keys(body).length === 0) {
      notify('nangsue.portal.titles.price.unchanged', { type: 'info' });
      return;
    }
    const done = await run(
      () => callPortal('portalTitlePrice', { params: { bookId }, body }),
      'nangsue.portal.titles.price.saved',
    );
    if (done) refresh();
  };

  return (
    <Stack spacing={2} sx={{ py: 2, maxWidth: 640 }}>
      <Typography data-testid="title-price-now">
        {translate('nangsue.portal.titles.price.now', {
          price: formatTitlePrice(record.CurrentPriceSatang, locale),
        })}
        {record.SaleActive ? ` · ${translate('nangsue.portal.titles.on_sale')}` : ''}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('nangsue.portal.titles.price.help')}
      </Typography>
      {record.SaleCampaignName ? (
        <Alert severity="info" data-testid="title-sale-campaign">
          {translate('nangsue.portal.titles.price.campaign', { name: record.SaleCampaignName })}
        </Alert>
      ) : null}
      <Form onSubmit={save} noValidate>
        <Box
          component="fieldset"
          disabled={!canWrite}
          sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap: 1 }}
        >
          <NumberInput
            source="PriceSatang"
            {...baht}
            validate={[required(), minValue(0)]}
            helperText="nangsue.portal.titles.help.price"
          />
          <Typography variant="subtitle1" component="h2" sx={{ mt: 1, fontWeight: 600 }}>
            {translate('nangsue.portal.titles.price.sale')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('nangsue.portal.titles.price.sale_help')}
          </Typography>
          <NumberInput source="SalePriceSatang" {...baht} validate={minValue(0)} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <StoreDateTimeInput source="SaleStartsAt" />
            <StoreDateTimeInput source="SaleEndsAt" />
          </Stack>
          {canWrite ? (
            <Stack direction="row" spacing={2} sx={{ mt: 1, alignItems: 'center' }}>
              <SaveButton label="nangsue.portal.titles.price.save" />
              {record.SalePriceSatang !== null ? (
                <ConfirmButton
                  label="nangsue.portal.titles.price.end_sale"
                  color="warning"
                  title="nangsue.portal.titles.price.end_sale_title"
                  content="nangsue.portal.titles.price.end_sale_content"
                  onConfirm={async () => {
                    const done = await run(
                      () =>
                        callPortal('portalTitlePrice', {
                          params: { bookId },
                          body: { SalePriceSatang: null, SaleStartsAt: null, SaleEndsAt: null },
                        }),
                      'nangsue.portal.titles.price.sale_ended',
                    );
                    if (done) refresh();
                  }}
                />
              ) : null}
            </Stack>
          ) : null}
        </Box>
      </Form>
    </Stack>
  );
};
