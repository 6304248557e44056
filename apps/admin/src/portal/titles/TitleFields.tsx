import { Typography } from '@mui/material';
import { CONTRIBUTOR_ROLES } from '@nangsue/contracts/admin';
import { useEffect, useState } from 'react';
import {
  ArrayInput,
  AutocompleteArrayInput,
  minValue,
  NumberInput,
  required,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { callPortal } from '../../api/client';
import { StoreDateInput, StoreDateTimeInput } from '../../components/DateInputs';
import { satangInput } from '../../lib/format';

/** Texts stay texts when emptied (the contract's descriptions are never null). */
const keepText = (value: string) => value ?? '';

const Section = ({ label }: { label: string }) => {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle1" component="h2" sx={{ mt: 2, fontWeight: 600 }}>
      {translate(label)}
    </Typography>
  );
};

/** The store's categories (their paths, in the member's language) a title picks from. */
const CategoriesInput = () => {
  const [locale] = useLocaleState();
  const [choices, setChoices] = useState<{ id: number; name: string }[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    callPortal('portalTitleCategories', { signal: controller.signal })
      .then((answer) =>
        setChoices(answer.Items.map((category) => ({ id: category.Id, name: category.Path }))),
      )
      .catch(() => setChoices([]));
    return () => controller.abort();
  }, [locale]);
  return (
    <AutocompleteArrayInput
      source="CategoryIds"
      choices={choices ?? []}
      isPending={choices === null}
      helperText="nangsue.portal.titles.help.categories"
      sx={{ minWidth: 420 }}
    />
  );
};

/**
 * Every field of a title in Thai and English, as the contract takes them: names and descriptions,
 * authors and contributors by name, series, categories, the edition, and when it should appear in
 * the store; a new title's price too (later changes have their own tab).
 */
export const TitleFields = ({
  isCreate,
  approved = false,
}: {
  isCreate: boolean;
  /** Approved once: the time it should appear in the store is no longer asked. */
  approved?: boolean;
}) => {
  const translate = useTranslate();
  return (
    <>
      <Section label="nangsue.portal.titles.sections.names" />
      <TextInput source="NameTh" validate={required()} fullWidth />
      <TextInput source="NameEn" validate={required()} fullWidth />
      <TextInput source="ShortDescriptionTh" parse={keepText} multiline fullWidth />
      <TextInput source="ShortDescriptionEn" parse={keepText} multiline fullWidth />
      <TextInput source="FullDescriptionTh" parse={keepText} multiline minRows={4} fullWidth />
      <TextInput source="FullDescriptionEn" parse={keepText} multiline minRows={4} fullWidth />

      <Section label="nangsue.portal.titles.sections.people" />
      <ArrayInput source="Contributors" helperText="nangsue.portal.titles.help.contributors">
        <SimpleFormIterator inline disableReordering={false}>
          <TextInput
            source="NameTh"
            label="nangsue.portal.titles.contributor_th"
            sx={{ minWidth: 240 }}
          />
          <TextInput
            source="NameEn"
            label="nangsue.portal.titles.contributor_en"
            sx={{ minWidth: 240 }}
          />
          <SelectInput
            source="Role"
            label="nangsue.portal.titles.contributor_role"
            defaultValue="author"
            validate={required()}
            choices={CONTRIBUTOR_ROLES.map((role) => ({
              id: role,
              name: translate(`nangsue.portal.titles.roles.${role}`),
            }))}
          />
        </SimpleFormIterator>
      </ArrayInput>
      <TextInput source="Series.NameTh" label="nangsue.portal.titles.series_th" />
      <TextInput
        source="Series.NameEn"
        label="nangsue.portal.titles.series_en"
        helperText="nangsue.portal.titles.help.series"
      />
      <NumberInput source="SeriesVolume" min={0} step={1} validate={minValue(0)} />
      <CategoriesInput />

      <Section label="nangsue.portal.titles.sections.edition" />
      <SelectInput
        source="TextLanguage"
        choices={[
          { id: 'th', name: translate('nangsue.portal.titles.languages.th') },
          { id: 'en', name: translate('nangsue.portal.titles.languages.en') },
        ]}
        validate={required()}
      />
      <TextInput source="Isbn" helperText="nangsue.portal.titles.help.isbn" />
      <TextInput source="EIsbn" helperText="nangsue.portal.titles.help.isbn" />
      <NumberInput source="PageCount" min={1} step={1} validate={minValue(1)} />
      <StoreDateInput
        source="ReleaseDate"
        helperText={translate('nangsue.portal.titles.help.release')}
      />
      {approved ? null : (
        <StoreDateTimeInput
          source="RequestedPublishAt"
          helperText={translate('nangsue.portal.titles.help.publish_at')}
        />
      )}
      {isCreate ? (
        <>
          <Section label="nangsue.portal.titles.sections.price" />
          <NumberInput
            source="PriceSatang"
            {...satangInput}
            step={1}
            validate={[required(), minValue(0)]}
            helperText="nangsue.portal.titles.help.price"
          />
        </>
      ) : null}
    </>
  );
};
