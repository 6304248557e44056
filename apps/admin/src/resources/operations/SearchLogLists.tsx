import { Typography } from '@mui/material';
import {
  DataTable,
  FunctionField,
  List,
  NumberField,
  SelectInput,
  useTranslate,
} from 'react-admin';
import { FromDateInput, ToDateInput } from '../../components/DateInputs';
import { LocalDateField } from '../../components/fields';

const LANGUAGES = [
  { id: 'th', name: 'nangsue.operations.searches.th' },
  { id: 'en', name: 'nangsue.operations.searches.en' },
];

const filters = [
  <FromDateInput key="From" source="From" alwaysOn />,
  <ToDateInput key="To" source="To" alwaysOn />,
  <SelectInput key="Language" source="Language" choices={LANGUAGES} alwaysOn />,
];

/** A page of the search log's texts of a period (the last 7 days unless dates are chosen). */
const SearchTerms = ({ help, averages }: { help: string; averages: boolean }) => {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {translate(help)}
      </Typography>
      <List filters={filters} sort={{ field: 'id', order: 'DESC' }} exporter={false}>
        <DataTable bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="Text" disableSort />
          <DataTable.Col source="Language" disableSort>
            <FunctionField<{ id: string; Language: 'th' | 'en' }>
              render={(term) => translate(`nangsue.operations.searches.${term.Language}`)}
            />
          </DataTable.Col>
          <DataTable.NumberCol source="Searches" disableSort />
          {averages ? (
            <DataTable.Col source="AverageResults" disableSort align="right">
              <NumberField source="AverageResults" />
            </DataTable.Col>
          ) : null}
          <DataTable.Col source="LastSearchedAt" disableSort>
            <LocalDateField source="LastSearchedAt" showTime />
          </DataTable.Col>
        </DataTable>
      </List>
    </>
  );
};

/** What readers search for most. */
export const TopSearchList = () => (
  <SearchTerms help="nangsue.operations.searches.top_help" averages />
);

/** Searches that found nothing: the first place to see what readers cannot find. */
export const NoResultSearchList = () => (
  <SearchTerms help="nangsue.operations.searches.none_help" averages={false} />
);
