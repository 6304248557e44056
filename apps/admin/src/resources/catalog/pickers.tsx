import type { AdminRouteName } from '@nangsue/contracts/admin';
import { AutocompleteInput, ReferenceInput, useLocaleState, type RaRecord } from 'react-admin';
import { callAdmin } from '../../api/client';

/*
 * Pickers of the catalog's named lists (publishers, imprints, series, contributors, tags): found by
 * name through their list calls, with a "create" entry that adds the typed name.
 */

type Named = RaRecord & { NameTh: string; NameEn: string };

/** A name in the staff member's language, the other one after it when it differs. */
export const useNameText = () => {
  const [locale] = useLocaleState();
  return (record: Named | undefined) => {
    if (!record) return '';
    const first = locale === 'en' ? record.NameEn : record.NameTh;
    const second = locale === 'en' ? record.NameTh : record.NameEn;
    return first && second && first !== second ? `${first} · ${second}` : first || second;
  };
};

export type CreateRoute = Extract<
  AdminRouteName,
  | 'adminPublisherCreate'
  | 'adminImprintCreate'
  | 'adminSeriesCreate'
  | 'adminContributorCreate'
  | 'adminTagCreate'
>;

/** A picker's "create" entry: the typed name becomes a new entry (both languages alike). */
export const createNamed = (route: CreateRoute) => async (text?: string) => {
  const name = (text ?? '').trim();
  if (name === '') return undefined;
  const created = await callAdmin(route, { body: { NameTh: name, NameEn: name } });
  return { ...created, id: created.Id };
};

export const NamedPicker = ({
  source,
  reference,
  create,
}: {
  source: string;
  reference: string;
  create?: CreateRoute;
}) => {
  const nameText = useNameText();
  return (
    <ReferenceInput source={source} reference={reference} sort={{ field: 'NameTh', order: 'ASC' }}>
      <AutocompleteInput
        optionText={nameText}
        filterToQuery={(q: string) => ({ q })}
        {...(create ? { onCreate: createNamed(create) } : {})}
        sx={{ minWidth: 320 }}
      />
    </ReferenceInput>
  );
};
