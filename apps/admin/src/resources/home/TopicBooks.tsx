import ClearIcon from '@mui/icons-material/Clear';
import {
  Autocomplete,
  Box,
  Card,
  Chip,
  IconButton,
  List as MuiList,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import type { AdminBookListItem, BookStatus } from '@nangsue/contracts/admin';
import { TOPIC_BOOKS_MAX } from '@nangsue/contracts/admin';
import { useEffect, useMemo, useState, type DragEvent } from 'react';
import { useInput, useLocaleState, useTranslate } from 'react-admin';
import { callAdmin } from '../../api/client';
import { DragHandle, MoveButtons, reordered } from '../../components/reorder';

type Book = Pick<AdminBookListItem, 'Id' | 'NameTh' | 'NameEn' | 'Status' | 'CoverUrl'>;

const STATUS_COLORS: Record<BookStatus, 'default' | 'warning' | 'success'> = {
  draft: 'default',
  scheduled: 'warning',
  published: 'success',
};

const load = async (
  query: { Q?: string; Ids?: number[]; PageSize: number },
  signal: AbortSignal,
): Promise<Book[]> =>
  (await callAdmin('adminBooksList', { query, signal })).Items.map((item) => ({
    Id: item.Id,
    NameTh: item.NameTh,
    NameEn: item.NameEn,
    Status: item.Status,
    CoverUrl: item.CoverUrl,
  }));

/**
 * A topic's books (`BookIds`) in the order the store lists them: found by title, author, ISBN or
 * id through the catalog's book list and added at the end; dragged onto another row (or moved
 * with the arrows, for the keyboard) to reorder; removed with their button.
 */
export const TopicBooksInput = ({ source = 'BookIds' }: { source?: string }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { field } = useInput({ source });
  const [text, setText] = useState('');
  const [options, setOptions] = useState<Book[]>([]);
  const [loading, setLoading] = useState(false);
  const [known, setKnown] = useState<Map<number, Book>>(new Map());
  const [dragged, setDragged] = useState<number | null>(null);

  const ids: number[] = useMemo(
    () =>
      Array.isArray(field.value)
        ? (field.value as unknown[]).filter((id): id is number => typeof id === 'number')
        : [],
    [field.value],
  );

  const remember = (found: Book[]) =>
    setKnown((current) => {
      const next = new Map(current);
      for (const book of found) next.set(book.Id, book);
      return next;
    });

  // Names, states and covers of the books the topic already has.
  const unknownKey = ids.filter((id) => !known.has(id)).join(',');
  useEffect(() => {
    if (unknownKey === '') return;
    const controller = new AbortController();
    const wanted = unknownKey.split(',').map(Number);
    load({ Ids: wanted, PageSize: wanted.length }, controller.signal)
      .then(remember)
      .catch(() => undefined);
    return () => controller.abort();
  }, [unknownKey]);

  // What the staff member types, a moment after they stop.
  useEffect(() => {
    const query = text.trim();
    if (query === '') return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setLoading(true);
      load({ Q: query, PageSize: 10 }, controller.signal)
        .then(setOptions)
        .catch(() => setOptions([]))
        .finally(() => setLoading(false));
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text]);

  const nameOf = (book: Pick<Book, 'NameTh' | 'NameEn'>) =>
    (locale === 'en' ? book.NameEn : book.NameTh) || book.NameTh;
  const set = (next: number[]) => field.onChange(next);
  const add = (book: Book | null) => {
    if (!book || ids.includes(book.Id) || ids.length >= TOPIC_BOOKS_MAX) return;
    remember([book]);
    set([...ids, book.Id]);
    setText('');
    setOptions([]);
  };
  const onDrop = (target: number) => (event: DragEvent) => {
    event.preventDefault();
    if (dragged !== null && dragged !== target) set(reordered(ids, dragged, ids.indexOf(target)));
    setDragged(null);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%', maxWidth: 760, my: 1 }}>
      <Typography variant="subtitle1">{translate(`resources.topics.fields.${source}`)}</Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('nangsue.home.topics.books_help')}
      </Typography>
      <Autocomplete<Book>
        options={text.trim() === '' ? [] : options.filter((book) => !ids.includes(book.Id))}
        loading={loading}
        value={null}
        inputValue={text}
        filterOptions={(all) => all}
        getOptionLabel={(book) => `${nameOf(book)} (#${book.Id})`}
        isOptionEqualToValue={(a, b) => a.Id === b.Id}
        onInputChange={(_event, next, reason) => {
          if (reason === 'input') setText(next);
        }}
        onChange={(_event, book) => add(book)}
        noOptionsText={translate('ra.navigation.no_results')}
        renderInput={(params) => (
          <TextField
            {...params}
            label={translate('nangsue.home.topics.add_book')}
            helperText={translate('nangsue.home.topics.add_book_help')}
          />
        )}
        sx={{ maxWidth: 520 }}
      />
      <Card variant="outlined">
        {ids.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
            {translate('nangsue.home.topics.no_books')}
          </Typography>
        ) : null}
        <MuiList dense aria-label={translate(`resources.topics.fields.${source}`)}>
          {ids.map((id, index) => {
            const book = known.get(id);
            const name = book ? nameOf(book) : `#${id}`;
            return (
              <ListItem
                key={id}
                draggable
                data-testid="topic-book"
                onDragStart={() => setDragged(id)}
                onDragOver={(event) => event.preventDefault()}
                onDrop={onDrop(id)}
                sx={{
                  opacity: dragged === id ? 0.5 : 1,
                  borderBottom: 1,
                  borderColor: 'divider',
                  pr: 18,
                }}
                secondaryAction={
                  <Stack direction="row" spacing={0.5}>
                    <MoveButtons
                      name={name}
                      index={index}
                      count={ids.length}
                      onMove={(by) => set(reordered(ids, id, index + by))}
                    />
                    <Tooltip title={translate('nangsue.home.topics.remove')}>
                      <IconButton
                        size="small"
                        aria-label={`${translate('nangsue.home.topics.remove')}: ${name}`}
                        onClick={() => set(ids.filter((other) => other !== id))}
                      >
                        <ClearIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </Stack>
                }
              >
                <DragHandle />
                {book ? (
                  <Box
                    component="img"
                    src={book.CoverUrl}
                    alt=""
                    sx={{ width: 32, height: 46, objectFit: 'cover', borderRadius: 0.5, mr: 2 }}
                  />
                ) : (
                  <Box sx={{ width: 32, height: 46, mr: 2 }} />
                )}
                <ListItemText primary={name} secondary={`#${id}`} />
                {book ? (
                  <Chip
                    size="small"
                    color={STATUS_COLORS[book.Status]}
                    label={translate(`nangsue.catalog.status.${book.Status}`)}
                  />
                ) : null}
              </ListItem>
            );
          })}
        </MuiList>
      </Card>
    </Stack>
  );
};
