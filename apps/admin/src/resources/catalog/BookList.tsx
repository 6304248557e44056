import DriveFileMoveIcon from '@mui/icons-material/DriveFileMove';
import PercentIcon from '@mui/icons-material/Percent';
import PublishIcon from '@mui/icons-material/Publish';
import UnpublishedIcon from '@mui/icons-material/Unpublished';
import {
  Autocomplete,
  Box,
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  Typography,
} from '@mui/material';
import type { AdminBooksBulkBody, AdminCategory } from '@nangsue/contracts/admin';
import { BOOK_STATUSES } from '@nangsue/contracts/admin';
import { useEffect, useState } from 'react';
import {
  AutocompleteInput,
  Button,
  CreateButton,
  DataTable,
  ExportButton,
  FunctionField,
  List,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TopToolbar,
  useCanAccess,
  useListContext,
  useLocaleState,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { callAdmin } from '../../api/client';
import { LocalDateField } from '../../components/fields';
import { StatusChip } from './BookStatus';
import { useNameText } from './pickers';
import { formatPrice } from './money';

type BookRow = {
  id: number;
  NameTh: string;
  NameEn: string;
  Authors: string[];
  PriceSatang: number;
  SaleActive: boolean;
  CoverUrl: string;
};

const StatusFilter = (props: { source: string; alwaysOn?: boolean }) => {
  const translate = useTranslate();
  return (
    <SelectInput
      {...props}
      choices={BOOK_STATUSES.map((status) => ({
        id: status,
        name: translate(`nangsue.catalog.status.${status}`),
      }))}
    />
  );
};

const PublisherFilter = (props: { source: string }) => {
  const nameText = useNameText();
  return (
    <ReferenceInput {...props} reference="publishers">
      <AutocompleteInput optionText={nameText} filterToQuery={(q: string) => ({ q })} />
    </ReferenceInput>
  );
};

const CategoryFilter = (props: { source: string }) => (
  <ReferenceInput {...props} reference="categories" perPage={200}>
    <AutocompleteInput optionText="Path" filterToQuery={(q: string) => ({ q })} />
  </ReferenceInput>
);

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <StatusFilter key="Status" source="Status" alwaysOn />,
  <CategoryFilter key="CategoryId" source="CategoryId" />,
  <PublisherFilter key="PublisherId" source="PublisherId" />,
];

/** One bulk action over the selected books, then the list reloads. */
const useBulk = () => {
  const { selectedIds, onUnselectItems } = useListContext();
  const notify = useNotify();
  const refresh = useRefresh();
  return async (body: Omit<AdminBooksBulkBody, 'Ids'>) => {
    try {
      const { Updated } = await callAdmin('adminBooksBulk', {
        body: { ...body, Ids: selectedIds.map(Number) },
      });
      notify('nangsue.catalog.actions.bulk_done', {
        type: 'success',
        messageArgs: { smart_count: Updated },
      });
      onUnselectItems();
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    }
  };
};

const BulkPriceButton = () => {
  const translate = useTranslate();
  const run = useBulk();
  const [open, setOpen] = useState(false);
  const [percent, setPercent] = useState('');
  const value = Number(percent);
  return (
    <>
      <Button label="nangsue.catalog.actions.bulk_price" onClick={() => setOpen(true)}>
        <PercentIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)}>
        <DialogTitle>{translate('nangsue.catalog.actions.bulk_price')}</DialogTitle>
        <DialogContent>
          <TextField
            type="number"
            label={translate('nangsue.catalog.actions.percent')}
            helperText={translate('nangsue.catalog.actions.percent_help')}
            value={percent}
            onChange={(event) => setPercent(event.target.value)}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</MuiButton>
          <MuiButton
            variant="contained"
            disabled={percent === '' || !Number.isFinite(value) || value < -90 || value > 500}
            onClick={() => {
              setOpen(false);
              void run({ Action: 'priceChange', Percent: value });
            }}
          >
            {translate('nangsue.catalog.actions.apply')}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
};

const BulkMoveButton = () => {
  const translate = useTranslate();
  const run = useBulk();
  const [open, setOpen] = useState(false);
  const [categories, setCategories] = useState<AdminCategory[]>([]);
  const [chosen, setChosen] = useState<AdminCategory | null>(null);
  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    callAdmin('adminCategoriesList', { query: { PageSize: 200 }, signal: controller.signal })
      .then((page) => setCategories(page.Items))
      .catch(() => setCategories([]));
    return () => controller.abort();
  }, [open]);
  return (
    <>
      <Button label="nangsue.catalog.actions.bulk_move" onClick={() => setOpen(true)}>
        <DriveFileMoveIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>{translate('nangsue.catalog.actions.bulk_move')}</DialogTitle>
        <DialogContent>
          <Autocomplete<AdminCategory>
            options={categories}
            value={chosen}
            getOptionLabel={(category) => category.Path}
            isOptionEqualToValue={(a, b) => a.Id === b.Id}
            onChange={(_event, value) => setChosen(value)}
            renderInput={(params) => (
              <TextField
                {...params}
                label={translate('resources.books.fields.CategoryId')}
                helperText={translate('nangsue.catalog.actions.move_help')}
              />
            )}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</MuiButton>
          <MuiButton
            variant="contained"
            disabled={!chosen}
            onClick={() => {
              setOpen(false);
              if (chosen) void run({ Action: 'moveCategory', CategoryId: chosen.Id });
            }}
          >
            {translate('nangsue.catalog.actions.apply')}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
};

const BulkActions = () => {
  const run = useBulk();
  return (
    <>
      <Button
        label="nangsue.catalog.actions.bulk_publish"
        onClick={() => void run({ Action: 'publish' })}
      >
        <PublishIcon />
      </Button>
      <Button
        label="nangsue.catalog.actions.bulk_unpublish"
        onClick={() => void run({ Action: 'unpublish' })}
      >
        <UnpublishedIcon />
      </Button>
      <BulkPriceButton />
      <BulkMoveButton />
    </>
  );
};

const ListActions = () => (
  <TopToolbar>
    <CreateButton />
    <ExportButton maxResults={200} />
  </TopToolbar>
);

const Cover = () => (
  <FunctionField<BookRow>
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

const Title = () => {
  const [locale] = useLocaleState();
  return (
    <FunctionField<BookRow>
      render={(record) => (
        <Box>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {locale === 'en' ? record.NameEn : record.NameTh}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {record.Authors.join(', ')}
          </Typography>
        </Box>
      )}
    />
  );
};

const Price = () => {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  return (
    <FunctionField<BookRow>
      render={(record) =>
        `${formatPrice(record.PriceSatang, locale)}${
          record.SaleActive ? ` (${translate('resources.books.fields.SaleActive')})` : ''
        }`
      }
    />
  );
};

/**
 * The books: searched by title, author or ISBN, filtered by status, category and publisher,
 * sorted and paged on the server (no total is counted: "next" comes from HasNextPage).
 */
export const BookList = () => {
  const { canAccess: canWrite } = useCanAccess({ resource: 'books', action: 'edit' });
  const [locale] = useLocaleState();
  return (
    <List
      filters={filters}
      sort={{ field: 'UpdatedAt', order: 'DESC' }}
      perPage={25}
      actions={<ListActions />}
    >
      <DataTable bulkActionButtons={canWrite ? <BulkActions /> : false} rowClick="edit">
        <DataTable.Col source="Cover" disableSort>
          <Cover />
        </DataTable.Col>
        <DataTable.Col source={locale === 'en' ? 'NameEn' : 'NameTh'}>
          <Title />
        </DataTable.Col>
        <DataTable.Col source="PublisherName" disableSort />
        <DataTable.Col source="Isbn" disableSort />
        <DataTable.Col source="PriceSatang" label="resources.books.fields.CurrentPriceSatang">
          <Price />
        </DataTable.Col>
        <DataTable.Col source="Status" disableSort>
          <StatusChip />
        </DataTable.Col>
        <DataTable.Col source="ReleaseDate">
          <LocalDateField source="ReleaseDate" />
        </DataTable.Col>
        <DataTable.Col source="SoldCount" />
        <DataTable.Col source="UpdatedAt">
          <LocalDateField source="UpdatedAt" showTime />
        </DataTable.Col>
      </DataTable>
    </List>
  );
};
