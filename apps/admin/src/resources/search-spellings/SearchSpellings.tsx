import AddIcon from '@mui/icons-material/Add';
import { Box, Chip, Stack, TextField as MuiTextField, Typography } from '@mui/material';
import {
  SEARCH_SPELLING_MAX,
  type AdminSearchSpelling,
  type AdminSearchSpellingGroup,
} from '@nangsue/contracts/admin';
import { useState } from 'react';
import {
  Button,
  Confirm,
  Create,
  DataTable,
  DeleteWithConfirmButton,
  FunctionField,
  List,
  SearchInput,
  Show,
  SimpleForm,
  TextInput,
  TopToolbar,
  useRecordContext,
  useRedirect,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { callAdmin } from '../../api/client';
import { useRunCall } from '../../components/dialogs';
import { useHasPermission } from '../../auth/use-has-permission';
import { LocalDateField } from '../../components/fields';
import { linesToText, spellingLinesProblem, spellingsOfLines, textToLines } from './spelling-lines';

type GroupRecord = AdminSearchSpellingGroup & { id: string };

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** A spelling as a chip; Latin spellings (the English word) are outlined. */
const SpellingChip = ({
  spelling,
  onDelete,
}: {
  spelling: AdminSearchSpelling;
  onDelete?: (() => void) | undefined;
}) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      label={spelling.Spelling}
      variant={spelling.Kind === 'transliteration' ? 'outlined' : 'filled'}
      title={translate(`nangsue.search_spellings.kind.${spelling.Kind}`)}
      {...(onDelete ? { onDelete } : {})}
    />
  );
};

const SpellingChips = ({ group }: { group: GroupRecord }) => (
  <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
    {group.Spellings.map((spelling) => (
      <SpellingChip key={spelling.Id} spelling={spelling} />
    ))}
  </Stack>
);

/** The groups, the newest first; the search finds a group by any of its spellings. */
export const SearchSpellingList = () => {
  const translate = useTranslate();
  const canWrite = useHasPermission('catalog.write');
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {translate('nangsue.search_spellings.help')}
      </Typography>
      <List filters={filters} sort={{ field: 'id', order: 'DESC' }} exporter={false}>
        <DataTable rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="Id" disableSort />
          <DataTable.Col source="Spellings" disableSort>
            <FunctionField<GroupRecord> render={(group) => <SpellingChips group={group} />} />
          </DataTable.Col>
          <DataTable.Col source="CreatedAt" disableSort>
            <LocalDateField source="CreatedAt" showTime />
          </DataTable.Col>
          {canWrite ? (
            <DataTable.Col disableSort>
              <DeleteWithConfirmButton mutationMode="pessimistic" />
            </DataTable.Col>
          ) : null}
        </DataTable>
      </List>
    </>
  );
};

/** A new group: its spellings one a line, the preferred one first (it names the group). */
export const SearchSpellingCreate = () => (
  <Create
    redirect="show"
    record={{ Spellings: [] }}
    transform={(data: { Spellings?: string[] }) => ({
      Spellings: spellingsOfLines(data.Spellings),
    })}
  >
    <SimpleForm>
      <TextInput
        source="Spellings"
        multiline
        minRows={4}
        fullWidth
        format={linesToText}
        parse={textToLines}
        validate={spellingLinesProblem}
        helperText="nangsue.search_spellings.lines_help"
      />
    </SimpleForm>
  </Create>
);

/** One more spelling in the group (with catalog.write). */
const AddSpelling = ({ group }: { group: GroupRecord }) => {
  const translate = useTranslate();
  const run = useRunCall();
  const refresh = useRefresh();
  const [spelling, setSpelling] = useState('');
  const [busy, setBusy] = useState(false);

  const add = async () => {
    setBusy(true);
    const added = await run(
      () =>
        callAdmin('adminSearchSpellingAdd', {
          params: { id: group.Id },
          body: { Spelling: spelling },
        }),
      'nangsue.search_spellings.added',
    );
    setBusy(false);
    if (!added) return;
    setSpelling('');
    refresh();
  };

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 2 }}>
      <MuiTextField
        size="small"
        label={translate('nangsue.search_spellings.new_spelling')}
        value={spelling}
        onChange={(event) => setSpelling(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && spelling.trim() !== '') void add();
        }}
        slotProps={{ htmlInput: { maxLength: SEARCH_SPELLING_MAX } }}
      />
      <Button
        label="nangsue.search_spellings.add"
        disabled={busy || spelling.trim() === ''}
        onClick={() => void add()}
      >
        <AddIcon />
      </Button>
    </Stack>
  );
};

/** The group's spellings; with catalog.write each can be removed (the last one ends the group). */
const GroupSpellings = () => {
  const group = useRecordContext<GroupRecord>();
  const canWrite = useHasPermission('catalog.write');
  const translate = useTranslate();
  const run = useRunCall();
  const refresh = useRefresh();
  const redirect = useRedirect();
  const [removing, setRemoving] = useState<AdminSearchSpelling | null>(null);
  const [busy, setBusy] = useState(false);
  if (!group) return null;

  const remove = async (spelling: AdminSearchSpelling) => {
    setBusy(true);
    let left: unknown = undefined;
    const removed = await run(async () => {
      left = await callAdmin('adminSearchSpellingDelete', {
        params: { id: group.Id, spellingId: String(spelling.Id) },
      });
    }, 'nangsue.search_spellings.removed');
    setBusy(false);
    setRemoving(null);
    if (!removed) return;
    if (left === null) redirect('list', 'search-spellings');
    else refresh();
  };

  return (
    <Box sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {group.Spellings.map((spelling) => (
          <SpellingChip
            key={spelling.Id}
            spelling={spelling}
            onDelete={canWrite ? () => setRemoving(spelling) : undefined}
          />
        ))}
      </Stack>
      <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 1 }}>
        {translate('nangsue.search_spellings.kind_help')}
      </Typography>
      {canWrite ? <AddSpelling group={group} /> : null}
      <Confirm
        isOpen={removing !== null}
        loading={busy}
        title="nangsue.search_spellings.remove_title"
        content="nangsue.search_spellings.remove_content"
        translateOptions={{ spelling: removing?.Spelling ?? '' }}
        onConfirm={() => void (removing ? remove(removing) : undefined)}
        onClose={() => setRemoving(null)}
      />
    </Box>
  );
};

const GroupTitle = () => {
  const group = useRecordContext<GroupRecord>();
  const translate = useTranslate();
  return <>{group?.Id ?? translate('resources.search-spellings.name', { smart_count: 1 })}</>;
};

const GroupActions = () =>
  useHasPermission('catalog.write') ? (
    <TopToolbar>
      <DeleteWithConfirmButton mutationMode="pessimistic" />
    </TopToolbar>
  ) : null;

export const SearchSpellingShow = () => (
  <Show title={<GroupTitle />} actions={<GroupActions />}>
    <GroupSpellings />
  </Show>
);
