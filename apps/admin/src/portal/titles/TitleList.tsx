import { Box, Chip, Stack, Typography, type ChipProps } from '@mui/material';
import { TITLE_REVIEW_STATUSES } from '@nangsue/contracts/admin';
import type { PortalTitleListItem } from '@nangsue/contracts/portal';
import {
  CreateButton,
  DataTable,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  TopToolbar,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { LocalDateField } from '../../components/fields';
import { formatTitlePrice, titleStateOf, type TitleRevision, type TitleState } from './title-state';
import { useCanWriteTitles } from './use-can-write';

type TitleRow = PortalTitleListItem & { id: number };

const STATE_COLORS: Record<TitleState, ChipProps['color']> = {
  draft: 'default',
  submitted: 'info',
  changes_requested: 'warning',
  live: 'success',
  scheduled: 'secondary',
  unpublished: 'default',
};

/** Where the title stands (its review, or the store's once approved) and its changes since. */
export const TitleStateChips = ({
  title,
}: {
  title?: Pick<TitleRow, 'ReviewStatus' | 'StoreStatus' | 'HasPendingChanges'>;
}) => {
  const translate = useTranslate();
  const fromContext = useRecordContext<TitleRow>();
  const record = title ?? fromContext;
  if (!record) return null;
  const { state, revision } = titleStateOf(record);
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Chip
        size="small"
        color={STATE_COLORS[state]}
        label={translate(`nangsue.portal.titles.state.${state}`)}
        data-testid="title-state"
      />
      {revision ? <RevisionChip revision={revision} /> : null}
    </Stack>
  );
};

const RevisionChip = ({ revision }: { revision: Exclude<TitleRevision, null> }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={revision === 'changes_requested' ? 'warning' : 'default'}
      label={translate(`nangsue.portal.titles.revision.${revision}`)}
      data-testid="title-revision"
    />
  );
};

const ReviewStatusFilter = (props: { source: string; alwaysOn?: boolean }) => {
  const translate = useTranslate();
  return (
    <SelectInput
      {...props}
      choices={TITLE_REVIEW_STATUSES.map((status) => ({
        id: status,
        name: translate(`nangsue.portal.titles.review.${status}`),
      }))}
    />
  );
};

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReviewStatusFilter key="ReviewStatus" source="ReviewStatus" alwaysOn />,
];

const Cover = () => (
  <FunctionField<TitleRow>
    render={(record) => (
      <Box
        component="img"
        src={record.CoverUrl}
        alt=""
        loading="lazy"
        sx={{ width: 36, height: 51, objectFit: 'cover', borderRadius: 0.5, display: 'block' }}
      />
    )}
  />
);

const Name = () => {
  const [locale] = useLocaleState();
  return (
    <FunctionField<TitleRow>
      render={(record) => (
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {(locale === 'en' ? record.NameEn : record.NameTh) || record.NameTh || record.NameEn}
        </Typography>
      )}
    />
  );
};

const Price = () => {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  return (
    <FunctionField<TitleRow>
      render={(record) =>
        `${formatTitlePrice(record.PriceSatang, locale)}${
          record.SaleActive ? ` (${translate('nangsue.portal.titles.on_sale')})` : ''
        }`
      }
    />
  );
};

const ListActions = () => {
  const canWrite = useCanWriteTitles();
  return <TopToolbar>{canWrite ? <CreateButton /> : null}</TopToolbar>;
};

/**
 * The organisation's books (`/portal/titles`), newest change first: found by title or id,
 * filtered by review state; each with where it stands, its price now and the copies sold.
 */
export const TitleList = () => {
  const canWrite = useCanWriteTitles();
  return (
    <List
      filters={filters}
      perPage={25}
      actions={<ListActions />}
      sort={{ field: 'id', order: 'DESC' }}
    >
      <DataTable bulkActionButtons={false} rowClick={canWrite ? 'edit' : false}>
        <DataTable.Col source="Cover" disableSort>
          <Cover />
        </DataTable.Col>
        <DataTable.Col source="Title" disableSort>
          <Name />
        </DataTable.Col>
        <DataTable.Col source="ReviewStatus" disableSort>
          <TitleStateChips />
        </DataTable.Col>
        <DataTable.Col
          source="PriceSatang"
          label="resources.titles.fields.CurrentPriceSatang"
          disableSort
        >
          <Price />
        </DataTable.Col>
        <DataTable.NumberCol source="SoldCount" disableSort />
        <DataTable.Col source="UpdatedAt" disableSort>
          <LocalDateField source="UpdatedAt" showTime />
        </DataTable.Col>
      </DataTable>
    </List>
  );
};
