import CheckIcon from '@mui/icons-material/Check';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import UndoIcon from '@mui/icons-material/Undo';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField as MuiTextField,
  Typography,
} from '@mui/material';
import type { AdminTitleSubmission, TitleReviewStatus } from '@nangsue/contracts/admin';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  DataTable,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useCanAccess,
  useLocaleState,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { callAdmin } from '../../api/client';
import { LocalDateField } from '../../components/fields';
import { StatusChip } from '../../components/StatusChip';
import { formatDateTime } from '../../lib/format';
import { formatBytes, formatPrice } from '../catalog/money';

type SubmissionRecord = AdminTitleSubmission & { id: number };

const STATUS_COLORS = {
  draft: 'default',
  submitted: 'warning',
  approved: 'success',
  changes_requested: 'info',
} as const;
const STATUSES: TitleReviewStatus[] = ['submitted', 'changes_requested', 'approved', 'draft'];
const COMMENT_MAX = 2000;

const SubmissionStatus = () => (
  <StatusChip
    colors={STATUS_COLORS}
    labels="nangsue.submissions.status"
    testId="submission-status"
  />
);

const KindChip = () => (
  <StatusChip
    colors={{ new: 'primary', revision: 'secondary' }}
    labels="nangsue.submissions.kind"
    statusOf={(record: { Kind: 'new' | 'revision' }) => record.Kind}
    testId="submission-kind"
  />
);

const Thumbnail = ({ source }: { source: string; label?: string }) => {
  const record = useRecordContext<Record<string, unknown>>();
  const url = record?.[source];
  if (typeof url !== 'string') return null;
  return (
    <Box
      component="img"
      src={url}
      alt=""
      sx={{ width: 40, height: 57, objectFit: 'cover', borderRadius: 0.5, display: 'block' }}
    />
  );
};

/** Publishers' titles in one review state, waiting ones first (the oldest submission first). */
export const TitleSubmissionList = () => {
  const translate = useTranslate();
  const filters = useMemo(
    () => [
      <SearchInput key="q" source="q" alwaysOn />,
      <SelectInput
        key="Status"
        source="Status"
        alwaysOn
        emptyText={false}
        choices={STATUSES.map((id) => ({
          id,
          name: translate(`nangsue.submissions.status.${id}`),
        }))}
      />,
    ],
    [translate],
  );
  return (
    <List
      filters={filters}
      filterDefaultValues={{ Status: 'submitted' }}
      sort={{ field: 'SubmittedAt', order: 'ASC' }}
      exporter={false}
    >
      <DataTable bulkActionButtons={false} rowClick="show">
        <DataTable.Col source="CoverUrl" disableSort>
          <Thumbnail source="CoverUrl" />
        </DataTable.Col>
        <DataTable.Col source="NameTh" disableSort />
        <DataTable.Col source="NameEn" disableSort />
        <DataTable.Col source="PublisherName" disableSort />
        <DataTable.Col source="Kind" disableSort>
          <KindChip />
        </DataTable.Col>
        <DataTable.Col source="Status" disableSort>
          <SubmissionStatus />
        </DataTable.Col>
        <DataTable.Col source="SubmittedAt">
          <LocalDateField source="SubmittedAt" showTime emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="RequestedPublishAt" disableSort>
          <LocalDateField source="RequestedPublishAt" showTime emptyText="—" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
};

/**
 * A decision's dialog: a comment (required to request changes, 1–2000 characters; optional to
 * approve), then the call; the page reads the submission again.
 */
const DecisionButton = ({
  kind,
  record,
}: {
  kind: 'approve' | 'request_changes';
  record: SubmissionRecord;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const approve = kind === 'approve';
  const text = comment.trim();
  const valid = text.length <= COMMENT_MAX && (approve || text.length > 0);

  const submit = async () => {
    setBusy(true);
    try {
      if (approve)
        await callAdmin('adminTitleSubmissionApprove', {
          params: { id: String(record.Id) },
          body: { Comment: text === '' ? null : text },
        });
      else
        await callAdmin('adminTitleSubmissionRequestChanges', {
          params: { id: String(record.Id) },
          body: { Comment: text },
        });
      notify(approve ? 'nangsue.submissions.approved' : 'nangsue.submissions.changes_requested', {
        type: 'success',
      });
      setOpen(false);
      setComment('');
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', {
        type: 'error',
      });
      refresh();
    } finally {
      setBusy(false);
    }
  };

  const label = approve ? 'nangsue.submissions.approve' : 'nangsue.submissions.request_changes';
  return (
    <>
      <Button
        color={approve ? 'success' : 'warning'}
        variant="contained"
        startIcon={approve ? <CheckIcon /> : <UndoIcon />}
        onClick={() => setOpen(true)}
        sx={{ ml: 1 }}
      >
        {translate(label)}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>
          {translate(
            approve
              ? 'nangsue.submissions.approve_title'
              : 'nangsue.submissions.request_changes_title',
          )}
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {translate(
              approve
                ? 'nangsue.submissions.approve_confirm'
                : 'nangsue.submissions.request_changes_confirm',
            )}
          </DialogContentText>
          <MuiTextField
            autoFocus
            fullWidth
            multiline
            minRows={4}
            label={translate(
              approve ? 'nangsue.submissions.comment_optional' : 'nangsue.submissions.comment',
            )}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            error={text.length > COMMENT_MAX}
            helperText={translate('nangsue.submissions.comment_count', { count: text.length })}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button
            color={approve ? 'success' : 'warning'}
            variant="contained"
            disabled={busy || !valid}
            onClick={() => void submit()}
          >
            {translate(label)}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};

const DecisionActions = () => {
  const record = useRecordContext<SubmissionRecord>();
  const { canAccess } = useCanAccess({ resource: 'title-submissions', action: 'edit' });
  if (!record) return <TopToolbar />;
  return (
    <TopToolbar>
      {canAccess && record.CanDecide ? (
        <>
          <DecisionButton kind="request_changes" record={record} />
          <DecisionButton kind="approve" record={record} />
        </>
      ) : null}
    </TopToolbar>
  );
};

const Section = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="h6" sx={{ mb: 1 }}>
        {translate(title)}
      </Typography>
      {children}
    </Box>
  );
};

/** A described field's value as text (contributors and series by name). */
const valueText = (value: unknown, translate: (key: string) => string): string => {
  const named = (entry: Record<string, unknown>) =>
    `${String(entry.NameTh)} / ${String(entry.NameEn)}${
      typeof entry.Role === 'string' ? ` (${translate(`nangsue.catalog.roles.${entry.Role}`)})` : ''
    }`;
  const isNamed = (entry: unknown): entry is Record<string, unknown> =>
    typeof entry === 'object' && entry !== null && 'NameTh' in entry;
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value))
    return value.map((entry) => (isNamed(entry) ? named(entry) : String(entry))).join(', ');
  if (isNamed(value)) return named(value);
  return String(value);
};

const ChangesTable = () => {
  const record = useRecordContext<SubmissionRecord>();
  const translate = useTranslate();
  if (!record || record.Kind !== 'revision') return null;
  return (
    <Section title="nangsue.submissions.changes">
      {record.Changes.length === 0 ? (
        <Typography variant="body2">{translate('nangsue.submissions.no_changes')}</Typography>
      ) : (
        <Table size="small" data-testid="submission-changes">
          <TableHead>
            <TableRow>
              <TableCell>{translate('nangsue.submissions.field')}</TableCell>
              <TableCell>{translate('nangsue.submissions.now')}</TableCell>
              <TableCell>{translate('nangsue.submissions.proposed')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {record.Changes.map((change) => (
              <TableRow key={change.Field}>
                <TableCell>
                  {translate(
                    `resources.books.fields.${change.Field === 'Series' ? 'SeriesId' : change.Field}`,
                    { _: change.Field },
                  )}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'pre-wrap' }}>
                  {valueText(change.Before, translate)}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'pre-wrap' }}>
                  {valueText(change.After, translate)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Section>
  );
};

const CoversAndFiles = () => {
  const record = useRecordContext<SubmissionRecord>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!record) return null;
  const size = (bytes: number | null) =>
    bytes === null ? translate('nangsue.submissions.no_sample') : formatBytes(bytes, locale);
  const stored = record.Book.Files.filter((file) => file.Stored);
  return (
    <>
      <Section title="nangsue.submissions.covers">
        <Stack direction="row" spacing={3}>
          <Stack spacing={0.5}>
            <Typography variant="caption">{translate('nangsue.submissions.cover_now')}</Typography>
            <Box
              component="img"
              src={record.Book.CoverUrl}
              alt={translate('nangsue.submissions.cover_now')}
              sx={{ width: 143, height: 204, objectFit: 'cover', borderRadius: 1, boxShadow: 2 }}
            />
          </Stack>
          {record.PendingCoverUrl ? (
            <Stack spacing={0.5}>
              <Typography variant="caption">
                {translate('nangsue.submissions.cover_proposed')}
              </Typography>
              <Box
                component="img"
                src={record.PendingCoverUrl}
                alt={translate('nangsue.submissions.cover_proposed')}
                data-testid="submission-pending-cover"
                sx={{ width: 143, height: 204, objectFit: 'cover', borderRadius: 1, boxShadow: 2 }}
              />
            </Stack>
          ) : null}
        </Stack>
      </Section>
      <Section title="nangsue.submissions.files">
        <Stack spacing={0.5} data-testid="submission-files">
          {stored.length === 0 && record.PendingFiles.length === 0 ? (
            <Typography variant="body2">{translate('nangsue.submissions.no_files')}</Typography>
          ) : null}
          {stored.map((file) => (
            <Typography key={file.Format} variant="body2">
              {translate('nangsue.submissions.file_line', {
                format: file.Format,
                size: formatBytes(file.SizeBytes, locale),
                sample: size(file.SampleSizeBytes),
              })}
            </Typography>
          ))}
          {record.PendingFiles.map((file) => (
            <Typography key={`pending-${file.Format}`} variant="body2" color="warning.main">
              {translate('nangsue.submissions.file_pending', {
                format: file.Format,
                size: formatBytes(file.SizeBytes, locale),
                sample: size(file.SampleSizeBytes),
              })}
            </Typography>
          ))}
          {record.PendingSamples.map((sample) => (
            <Typography key={`sample-${sample.Format}`} variant="body2" color="warning.main">
              {translate('nangsue.submissions.sample_pending', {
                format: sample.Format,
                size: formatBytes(sample.SizeBytes, locale),
              })}
            </Typography>
          ))}
        </Stack>
      </Section>
    </>
  );
};

const BookDetails = () => {
  const record = useRecordContext<SubmissionRecord>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!record) return null;
  const book = record.Book;
  const rows: Array<[string, string]> = [
    ['resources.books.fields.NameTh', book.NameTh],
    ['resources.books.fields.NameEn', book.NameEn],
    ['resources.books.fields.ShortDescriptionTh', book.ShortDescriptionTh],
    ['resources.books.fields.ShortDescriptionEn', book.ShortDescriptionEn],
    ['resources.books.fields.FullDescriptionTh', book.FullDescriptionTh],
    ['resources.books.fields.FullDescriptionEn', book.FullDescriptionEn],
    ['resources.books.fields.Isbn', book.Isbn ?? '—'],
    ['resources.books.fields.EIsbn', book.EIsbn ?? '—'],
    [
      'resources.books.fields.TextLanguage',
      translate(`nangsue.catalog.languages.${book.TextLanguage}`),
    ],
    ['resources.books.fields.PageCount', book.PageCount === null ? '—' : String(book.PageCount)],
    ['nangsue.submissions.release_date', book.ReleaseDate ?? '—'],
    ['nangsue.submissions.price', formatPrice(book.PriceSatang, locale)],
  ];
  return (
    <Section title="nangsue.submissions.book">
      <Table size="small" data-testid="submission-book">
        <TableBody>
          {rows.map(([label, value]) => (
            <TableRow key={label}>
              <TableCell sx={{ width: 220, verticalAlign: 'top' }}>{translate(label)}</TableCell>
              <TableCell sx={{ whiteSpace: 'pre-wrap' }}>{value || '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Button
        component={RouterLink}
        to={`/books/${book.Id}`}
        size="small"
        startIcon={<OpenInNewIcon />}
        sx={{ mt: 1 }}
      >
        {translate('nangsue.submissions.open_book')}
      </Button>
    </Section>
  );
};

const History = () => {
  const record = useRecordContext<SubmissionRecord>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!record) return null;
  return (
    <Section title="nangsue.submissions.history">
      <Stack spacing={1} data-testid="submission-history">
        {record.History.map((entry, index) => (
          <Box key={`${entry.At}-${index}`}>
            <Typography variant="body2">
              <strong>{translate(`nangsue.submissions.events.${entry.Kind}`)}</strong>
              {' · '}
              {formatDateTime(entry.At, locale)}
              {entry.By ? ` · ${translate('nangsue.submissions.by', { name: entry.By })}` : ''}
            </Typography>
            {entry.Comment ? (
              <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap' }}>
                {entry.Comment}
              </Typography>
            ) : null}
          </Box>
        ))}
      </Stack>
    </Section>
  );
};

const Warnings = () => {
  const record = useRecordContext<SubmissionRecord>();
  const translate = useTranslate();
  if (!record || record.Warnings.length === 0) return null;
  return (
    <Alert severity="warning" data-testid="submission-warnings">
      <strong>{translate('nangsue.submissions.warnings')}</strong>
      {record.Warnings.map((line) => (
        <div key={line}>{line}</div>
      ))}
    </Alert>
  );
};

/**
 * The submission's page once the submission itself has arrived: the list's row stands in for it
 * first (react-admin shows the list's record meanwhile), and that row has no `Book`.
 */
const SubmissionLayout = ({ children }: { children: ReactNode }) => {
  const record = useRecordContext<SubmissionRecord>();
  if (!record?.Book) return <LinearProgress sx={{ my: 2 }} />;
  return <SimpleShowLayout>{children}</SimpleShowLayout>;
};

/** One title under review: what it is, what changes, its files and warnings, and its history. */
export const TitleSubmissionShow = () => (
  <Show actions={<DecisionActions />}>
    <SubmissionLayout>
      <SubmissionStatus />
      <KindChip />
      <FunctionField
        source="NameTh"
        render={(record: SubmissionRecord) => `${record.Book.NameTh} / ${record.Book.NameEn}`}
      />
      <TextField source="PublisherName" emptyText="—" />
      <TextField source="OrganisationName" emptyText="—" />
      <LocalDateField source="SubmittedAt" showTime emptyText="—" />
      <LocalDateField source="RequestedPublishAt" showTime emptyText="—" />
      <LocalDateField source="DecidedAt" showTime emptyText="—" />
      <Warnings />
      <ChangesTable />
      <CoversAndFiles />
      <BookDetails />
      <History />
    </SubmissionLayout>
  </Show>
);

/** The dashboard's count of titles waiting for review (catalog.write). */
export const WaitingTitlesCard = () => {
  const translate = useTranslate();
  const [count, setCount] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    callAdmin('adminTitleSubmissionList', {
      query: { Status: 'submitted', PageSize: 100 },
      signal: controller.signal,
    })
      .then((page) => setCount(page.HasNextPage ? '100+' : String(page.Items.length)))
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return (
    <Card data-testid="submissions-dashboard-card">
      <CardContent>
        <Typography variant="subtitle2" color="text.secondary">
          {translate('nangsue.submissions.card_title')}
        </Typography>
        <Typography variant="h5">
          {count === null ? '…' : translate('nangsue.submissions.card_count', { count })}
        </Typography>
        <Button component={RouterLink} to="/title-submissions" size="small" sx={{ mt: 1 }}>
          {translate('nangsue.submissions.card_open')}
        </Button>
      </CardContent>
    </Card>
  );
};
