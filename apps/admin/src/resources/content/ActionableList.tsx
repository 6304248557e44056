import { useMemo, type ReactNode } from 'react';
import { DataTable, List, SearchInput, SelectInput, type ListProps } from 'react-admin';

/**
 * A list of records waiting for staff to act on them (applications, reported reviews): the search
 * box and a select of their state (`source`) always shown; a row opens the record's page, where
 * the actions are (`RecordActions`).
 */
export const ActionableList = ({
  source = 'Status',
  choices,
  children,
  ...props
}: Omit<ListProps, 'filters' | 'exporter' | 'children'> & {
  source?: string;
  choices: { id: string; name: string }[];
  children: ReactNode;
}) => {
  const filters = useMemo(
    () => [
      <SearchInput key="q" source="q" alwaysOn />,
      <SelectInput key={source} source={source} choices={choices} alwaysOn />,
    ],
    [source, choices],
  );
  return (
    <List filters={filters} exporter={false} {...props}>
      <DataTable bulkActionButtons={false} rowClick="show">
        {children}
      </DataTable>
    </List>
  );
};
