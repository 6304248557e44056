import {
  BooleanField,
  BooleanInput,
  Create,
  DataTable,
  Edit,
  email,
  List,
  SearchInput,
  SimpleForm,
  TextInput,
  required,
} from 'react-admin';
import { SaveOnlyToolbar } from './BookForm';
import type { NamedKind } from '@nangsue/contracts/admin';
import { NamedPicker } from './pickers';

/** Publishers, imprints, series, authors and other contributors, tags: names in both languages. */
const hasDescription = (kind: NamedKind) => kind === 'publishers' || kind === 'imprints';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

export const namedList = (kind: NamedKind) => {
  const NamedList = () => (
    <List filters={filters} sort={{ field: 'NameTh', order: 'ASC' }} perPage={50}>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="Id" />
        <DataTable.Col source="NameTh" />
        <DataTable.Col source="NameEn" />
        {kind === 'publishers' ? <DataTable.Col source="Email" disableSort /> : null}
        {hasDescription(kind) ? (
          <DataTable.Col source="Published" disableSort>
            <BooleanField source="Published" />
          </DataTable.Col>
        ) : null}
      </DataTable>
    </List>
  );
  return NamedList;
};

const NamedForm = ({ kind }: { kind: NamedKind }) => (
  <SimpleForm toolbar={<SaveOnlyToolbar />}>
    <TextInput source="NameTh" validate={required()} fullWidth />
    <TextInput source="NameEn" validate={required()} fullWidth />
    {hasDescription(kind) ? (
      <>
        <TextInput source="DescriptionTh" multiline minRows={3} fullWidth />
        <TextInput source="DescriptionEn" multiline minRows={3} fullWidth />
        <BooleanInput source="Published" defaultValue />
      </>
    ) : null}
    {kind === 'publishers' ? (
      <TextInput
        source="Email"
        type="email"
        validate={email()}
        parse={(value: string) => value || null}
      />
    ) : null}
    {kind === 'imprints' ? <NamedPicker source="PublisherId" reference="publishers" /> : null}
  </SimpleForm>
);

export const namedEdit = (kind: NamedKind) => {
  const NamedEdit = () => (
    <Edit mutationMode="pessimistic">
      <NamedForm kind={kind} />
    </Edit>
  );
  return NamedEdit;
};

export const namedCreate = (kind: NamedKind) => {
  const NamedCreate = () => (
    <Create redirect="list">
      <NamedForm kind={kind} />
    </Create>
  );
  return NamedCreate;
};
