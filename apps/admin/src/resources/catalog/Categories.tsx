import EditIcon from '@mui/icons-material/Edit';
import {
  Box,
  Card,
  Chip,
  IconButton,
  LinearProgress,
  List as MuiList,
  ListItem,
  ListItemText,
  Stack,
} from '@mui/material';
import type { AdminCategory } from '@nangsue/contracts/admin';
import { useState, type DragEvent } from 'react';
import {
  AutocompleteInput,
  BooleanInput,
  Create,
  CreateButton,
  Edit,
  ReferenceInput,
  SimpleForm,
  TextInput,
  Title,
  TopToolbar,
  required,
  useCanAccess,
  useCreatePath,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { SaveOnlyToolbar } from './BookForm';
import { Link } from 'react-router-dom';
import { callAdmin } from '../../api/client';
import { DragHandle, MoveButtons, reordered, useOrderedRows } from '../../components/reorder';

/** Every category in tree order (the list call pages; a store has a few hundred at most). */
const loadAll = async (signal?: AbortSignal): Promise<AdminCategory[]> => {
  const all: AdminCategory[] = [];
  for (let page = 1; page <= 50; page += 1) {
    const result = await callAdmin('adminCategoriesList', {
      query: { Page: page, PageSize: 200 },
      ...(signal ? { signal } : {}),
    });
    all.push(...result.Items);
    if (!result.HasNextPage) break;
  }
  return all;
};

/**
 * The category tree: indented by depth, each row draggable onto a sibling (or moved with its
 * arrows, for the keyboard) to change the order; the store's menu follows at once.
 */
export const CategoryTree = () => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const [locale] = useLocaleState();
  const { canAccess: canWrite } = useCanAccess({ resource: 'categories', action: 'edit' });
  const { rows: items, save: saveOrder } = useOrderedRows(loadAll);
  const [dragged, setDragged] = useState<AdminCategory | null>(null);

  const siblingsOf = (category: AdminCategory) =>
    (items ?? []).filter((item) => item.ParentId === category.ParentId).map((item) => item.Id);

  const save = (parentId: number | null, ids: number[]) =>
    saveOrder(() =>
      callAdmin('adminCategoriesReorder', { body: { ParentId: parentId, Ids: ids } }),
    );

  const move = (category: AdminCategory, by: number) => {
    const siblings = siblingsOf(category);
    const index = siblings.indexOf(category.Id);
    if (index + by < 0 || index + by >= siblings.length) return;
    void save(category.ParentId, reordered(siblings, category.Id, index + by));
  };

  const onDrop = (target: AdminCategory) => (event: DragEvent) => {
    event.preventDefault();
    if (!dragged || dragged.Id === target.Id || dragged.ParentId !== target.ParentId) return;
    const siblings = siblingsOf(target);
    void save(target.ParentId, reordered(siblings, dragged.Id, siblings.indexOf(target.Id)));
    setDragged(null);
  };

  return (
    <Box>
      <Title title={translate('resources.categories.name', { smart_count: 2 })} />
      <TopToolbar>{canWrite ? <CreateButton resource="categories" /> : null}</TopToolbar>
      <Card>
        {items === null ? <LinearProgress /> : null}
        <MuiList dense aria-label={translate('resources.categories.name', { smart_count: 2 })}>
          {(items ?? []).map((category) => {
            const siblings = siblingsOf(category);
            const index = siblings.indexOf(category.Id);
            const name = locale === 'en' ? category.NameEn : category.NameTh;
            const other = locale === 'en' ? category.NameTh : category.NameEn;
            return (
              <ListItem
                key={category.Id}
                draggable={canWrite}
                onDragStart={() => setDragged(category)}
                onDragOver={(event) => {
                  if (dragged && dragged.ParentId === category.ParentId) event.preventDefault();
                }}
                onDrop={onDrop(category)}
                sx={{
                  pl: 2 + category.Depth * 4,
                  opacity: dragged?.Id === category.Id ? 0.5 : 1,
                  borderBottom: 1,
                  borderColor: 'divider',
                }}
                secondaryAction={
                  <Stack direction="row" spacing={0.5}>
                    {canWrite ? (
                      <>
                        <MoveButtons
                          name={name}
                          index={index}
                          count={siblings.length}
                          onMove={(by) => move(category, by)}
                        />
                        <IconButton
                          size="small"
                          component={Link}
                          to={createPath({ resource: 'categories', type: 'edit', id: category.Id })}
                          aria-label={`${translate('ra.action.edit')}: ${name}`}
                        >
                          <EditIcon fontSize="small" />
                        </IconButton>
                      </>
                    ) : null}
                  </Stack>
                }
              >
                {canWrite ? <DragHandle /> : null}
                <ListItemText primary={name} secondary={other !== name ? other : undefined} />
                {category.ShowOnHome ? (
                  <Chip
                    size="small"
                    label={translate('resources.categories.fields.ShowOnHome')}
                    sx={{ mr: 16 }}
                  />
                ) : null}
                {!category.Published ? (
                  <Chip
                    size="small"
                    variant="outlined"
                    label={translate('nangsue.catalog.status.draft')}
                    sx={{ mr: 16 }}
                  />
                ) : null}
              </ListItem>
            );
          })}
        </MuiList>
      </Card>
    </Box>
  );
};

const CategoryForm = () => (
  <SimpleForm toolbar={<SaveOnlyToolbar />}>
    <ReferenceInput source="ParentId" reference="categories" perPage={200}>
      <AutocompleteInput
        optionText="Path"
        filterToQuery={(q: string) => ({ q })}
        parse={(value: unknown) => (value === '' || value === undefined ? null : value)}
        sx={{ minWidth: 420 }}
      />
    </ReferenceInput>
    <TextInput source="NameTh" validate={required()} fullWidth />
    <TextInput source="NameEn" validate={required()} fullWidth />
    <TextInput source="DescriptionTh" multiline minRows={3} fullWidth />
    <TextInput source="DescriptionEn" multiline minRows={3} fullWidth />
    <BooleanInput source="ShowOnHome" />
    <BooleanInput source="Published" defaultValue />
  </SimpleForm>
);

export const CategoryEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <CategoryForm />
  </Edit>
);

export const CategoryCreate = () => (
  <Create redirect="list" record={{ ParentId: null, ShowOnHome: false, Published: true }}>
    <CategoryForm />
  </Create>
);
