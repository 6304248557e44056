import { Alert, Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { CONTRIBUTOR_ROLES } from '@nangsue/contracts/admin';
import {
  ArrayInput,
  AutocompleteArrayInput,
  AutocompleteInput,
  Create,
  Edit,
  FunctionField,
  Labeled,
  maxValue,
  minValue,
  NumberInput,
  ReferenceArrayInput,
  ReferenceInput,
  required,
  SelectInput,
  SimpleFormIterator,
  TabbedForm,
  TextInput,
  Toolbar,
  TopToolbar,
  SaveButton,
  useRecordContext,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { BookFiles } from './BookFiles';
import { PublicationButtons } from './BookStatus';
import { createNamed, NamedPicker, useNameText } from './pickers';
import { satangInput } from '../../lib/format';
import { StoreDateInput, StoreDateTimeInput } from '../../components/DateInputs';
import { formatPrice } from './money';
import { PreorderReleaseButton } from './PreorderRelease';

const satang = { ...satangInput, step: 1 };
const notNegative = [minValue(0)];

const DetailsTab = () => {
  const translate = useTranslate();
  return (
    <>
      <TextInput source="NameTh" validate={required()} fullWidth />
      <TextInput source="NameEn" validate={required()} fullWidth />
      <TextInput source="ShortDescriptionTh" multiline fullWidth />
      <TextInput source="ShortDescriptionEn" multiline fullWidth />
      <TextInput source="FullDescriptionTh" multiline minRows={4} fullWidth />
      <TextInput source="FullDescriptionEn" multiline minRows={4} fullWidth />
      <SelectInput
        source="TextLanguage"
        choices={[
          { id: 'th', name: translate('nangsue.catalog.languages.th') },
          { id: 'en', name: translate('nangsue.catalog.languages.en') },
        ]}
        validate={required()}
      />
      <TextInput source="Isbn" parse={(value: string) => value || null} />
      <TextInput source="EIsbn" parse={(value: string) => value || null} />
      <NumberInput source="PageCount" min={1} step={1} />
      <StoreDateInput source="ReleaseDate" />
      <StoreDateTimeInput source="ReleaseAt" helperText="nangsue.catalog.help.release_at" />
      <PreorderReleaseButton />
      <TextInput
        source="RecordReference"
        parse={(value: string) => value || null}
        helperText="nangsue.catalog.help.record_reference"
      />
    </>
  );
};

/** Says which price campaign the sale comes from, and what editing it here does. */
const SaleCampaignNote = () => {
  const translate = useTranslate();
  const record = useRecordContext<{ SaleCampaign: { Id: number; Name: string } | null }>();
  const campaign = record?.SaleCampaign;
  if (!campaign) return null;
  return (
    <Alert
      severity="info"
      sx={{ maxWidth: 640, mb: 1 }}
      data-testid="sale-campaign"
      action={
        <Button
          component={RouterLink}
          to={`/price-campaigns/${campaign.Id}/show`}
          size="small"
          color="inherit"
          sx={{ whiteSpace: 'nowrap' }}
        >
          {translate('nangsue.catalog.help.open_campaign')}
        </Button>
      }
    >
      {translate('nangsue.catalog.help.sale_campaign', { name: campaign.Name })}
    </Alert>
  );
};

const PriceTab = ({ isEdit }: { isEdit: boolean }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <>
      <NumberInput
        source="PriceSatang"
        {...satang}
        validate={[required(), ...notNegative]}
        helperText="nangsue.catalog.help.price"
      />
      <NumberInput source="OldPriceSatang" {...satang} validate={notNegative} />
      <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 640 }}>
        {translate('nangsue.catalog.help.sale')}
      </Typography>
      {isEdit ? <SaleCampaignNote /> : null}
      <NumberInput source="SalePriceSatang" {...satang} validate={notNegative} />
      <StoreDateTimeInput source="SaleStartsAt" />
      <StoreDateTimeInput source="SaleEndsAt" />
      {isEdit ? (
        <Labeled source="CurrentPriceSatang">
          <FunctionField
            source="CurrentPriceSatang"
            render={(record: { CurrentPriceSatang?: number; SaleActive?: boolean }) =>
              record.CurrentPriceSatang === undefined
                ? ''
                : `${formatPrice(record.CurrentPriceSatang, locale)}${
                    record.SaleActive ? ` · ${translate('resources.books.fields.SaleActive')}` : ''
                  }`
            }
          />
        </Labeled>
      ) : null}
      <SelectInput
        source="VatCategory"
        choices={[
          { id: 'standard', name: translate('nangsue.catalog.vat.standard') },
          { id: 'exempt', name: translate('nangsue.catalog.vat.exempt') },
        ]}
        validate={required()}
      />
      <NumberInput
        source="DownloadLimit"
        min={1}
        max={1000}
        step={1}
        validate={[minValue(1), maxValue(1000)]}
        helperText="nangsue.catalog.help.download_limit"
      />
      <NumberInput
        source="PendingPreviewPercent"
        min={1}
        max={100}
        step={1}
        defaultValue={20}
        validate={[required(), minValue(1), maxValue(100)]}
        helperText="nangsue.catalog.help.pending_preview_percent"
      />
    </>
  );
};

const PeopleTab = () => {
  const translate = useTranslate();
  const nameText = useNameText();
  return (
    <>
      <NamedPicker source="PublisherId" reference="publishers" create="adminPublisherCreate" />
      <NamedPicker source="ImprintId" reference="imprints" create="adminImprintCreate" />
      <NamedPicker source="SeriesId" reference="series" create="adminSeriesCreate" />
      <NumberInput source="SeriesVolume" min={0} step={1} />
      <ArrayInput source="Contributors">
        <SimpleFormIterator inline disableReordering={false}>
          <ReferenceInput source="ContributorId" reference="contributors">
            <AutocompleteInput
              optionText={nameText}
              filterToQuery={(q: string) => ({ q })}
              onCreate={createNamed('adminContributorCreate')}
              validate={required()}
              sx={{ minWidth: 280 }}
            />
          </ReferenceInput>
          <SelectInput
            source="Role"
            defaultValue="author"
            validate={required()}
            choices={CONTRIBUTOR_ROLES.map((role) => ({
              id: role,
              name: translate(`nangsue.catalog.roles.${role}`),
            }))}
          />
        </SimpleFormIterator>
      </ArrayInput>
      <ReferenceArrayInput source="CategoryIds" reference="categories" perPage={200}>
        <AutocompleteArrayInput
          optionText="Path"
          filterToQuery={(q: string) => ({ q })}
          sx={{ minWidth: 420 }}
        />
      </ReferenceArrayInput>
      <ReferenceArrayInput source="TagIds" reference="tags">
        <AutocompleteArrayInput
          optionText={nameText}
          filterToQuery={(q: string) => ({ q })}
          onCreate={createNamed('adminTagCreate')}
          sx={{ minWidth: 420 }}
        />
      </ReferenceArrayInput>
    </>
  );
};

/** The book's tabs: details in both languages, price and sale, people and categories, files. */
const BookForm = ({ isEdit }: { isEdit: boolean }) => {
  const translate = useTranslate();
  return (
    <TabbedForm toolbar={<SaveOnlyToolbar />}>
      <TabbedForm.Tab label="nangsue.catalog.tabs.details">
        {!isEdit ? (
          <Alert severity="info" sx={{ mb: 1 }}>
            {translate('nangsue.catalog.help.create_files')}
          </Alert>
        ) : null}
        <DetailsTab />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="nangsue.catalog.tabs.price">
        <PriceTab isEdit={isEdit} />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="nangsue.catalog.tabs.people">
        <PeopleTab />
      </TabbedForm.Tab>
      {isEdit ? (
        <TabbedForm.Tab label="nangsue.catalog.tabs.files">
          <BookFiles />
        </TabbedForm.Tab>
      ) : null}
    </TabbedForm>
  );
};

const BookEditActions = () => (
  <TopToolbar sx={{ alignItems: 'center' }}>
    <PublicationButtons />
  </TopToolbar>
);

/** Books are never deleted here (orders and shelves keep them): the form saves, nothing else. */
export const SaveOnlyToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

const BookTitle = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const record = useRecordContext<{ NameTh: string; NameEn: string }>();
  const name = record ? (locale === 'en' ? record.NameEn : record.NameTh) : '';
  return <>{name || translate('resources.books.name', { smart_count: 1 })}</>;
};

export const BookEdit = () => (
  <Edit mutationMode="pessimistic" actions={<BookEditActions />} title={<BookTitle />}>
    <BookForm isEdit />
  </Edit>
);

export const BookCreate = () => (
  <Create
    redirect="edit"
    record={{
      TextLanguage: 'th',
      VatCategory: 'standard',
      Contributors: [],
      CategoryIds: [],
      TagIds: [],
    }}
  >
    <BookForm isEdit={false} />
  </Create>
);
