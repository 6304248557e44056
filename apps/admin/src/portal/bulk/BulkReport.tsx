import {
  Alert,
  Box,
  Chip,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
  type ChipProps,
} from '@mui/material';
import type { PortalBulkItem, PortalBulkReport } from '@nangsue/contracts/portal';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

const OUTCOME_COLORS: Record<PortalBulkItem['Outcome'], ChipProps['color']> = {
  created: 'success',
  updated: 'info',
  unchanged: 'default',
  refused: 'error',
};

/** A record's or a file's outcome: files attached say so. */
const outcomeKey = (item: PortalBulkItem) =>
  item.Outcome === 'updated' && item.Kind !== 'record' ? 'attached' : item.Outcome;

/**
 * The report of one bulk upload (an ONIX file or a zip): what was made, changed, left as it was
 * and refused, then a line per record or file with its title (a link to its page) and the API's
 * messages in the member's language.
 */
export const BulkReport = ({
  kind,
  report,
  heading,
  testId,
}: {
  /** An ONIX file's records, or a zip's files. */
  kind: 'onix' | 'files';
  report: PortalBulkReport;
  heading: string;
  testId: string;
}) => {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`nangsue.portal.bulk.${key}`, options);
  const [show, setShow] = useState<'all' | 'refused'>('all');
  const items =
    show === 'refused' ? report.Items.filter((item) => item.Outcome === 'refused') : report.Items;
  // What happened, the counts that are not nought (a zip's files are attached, never created).
  const counts: Array<[string, number]> =
    kind === 'onix'
      ? [
          ['created', report.Created],
          ['updated', report.Updated],
          ['unchanged', report.Unchanged],
          ['refused', report.Refused],
        ]
      : [
          ['attached', report.Updated],
          ['refused', report.Refused],
        ];
  const summary = counts
    .filter(([, count]) => count > 0)
    .map(([key, count]) => t(`summary.${key}`, { count }));

  return (
    <Box data-testid={testId}>
      <Typography variant="h6" component="h2">
        {heading}
        {report.File ? (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
            {report.File}
          </Typography>
        ) : null}
      </Typography>
      <Alert severity={report.Refused > 0 ? 'warning' : 'success'} sx={{ mt: 1 }}>
        {summary.length > 0 ? summary.join(' · ') : t('none')}
      </Alert>
      {report.Problems.length > 0 ? (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {report.Problems.map((line) => (
            <div key={line}>{line}</div>
          ))}
        </Alert>
      ) : null}
      {report.Items.length > 0 ? (
        <>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={show}
            onChange={(_event, value: 'all' | 'refused' | null) => value && setShow(value)}
            sx={{ mt: 2 }}
          >
            <ToggleButton value="all">{t('show_all')}</ToggleButton>
            <ToggleButton value="refused" disabled={report.Refused === 0}>
              {t('show_refused')}
            </ToggleButton>
          </ToggleButtonGroup>
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" sx={{ mt: 1 }}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('column.index')}</TableCell>
                  <TableCell>{t('column.reference')}</TableCell>
                  <TableCell>{t('column.title')}</TableCell>
                  <TableCell>{t('column.outcome')}</TableCell>
                  <TableCell>{t('column.messages')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {items.map((item) => (
                  <TableRow key={`${item.Kind}-${item.Index}`} data-outcome={item.Outcome}>
                    <TableCell sx={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                      {item.Index}
                      {item.Line !== null ? (
                        <Typography
                          variant="caption"
                          color="text.secondary"
                          sx={{ display: 'block' }}
                        >
                          {t('line', { line: item.Line })}
                        </Typography>
                      ) : null}
                    </TableCell>
                    <TableCell sx={{ verticalAlign: 'top', wordBreak: 'break-all' }}>
                      {item.Reference ?? '—'}
                      <Typography
                        variant="caption"
                        color="text.secondary"
                        sx={{ display: 'block' }}
                      >
                        {t(`kind.${item.Kind}`)}
                        {item.Format ? ` · ${item.Format}` : ''}
                      </Typography>
                    </TableCell>
                    <TableCell sx={{ verticalAlign: 'top' }}>
                      {item.BookId !== null ? (
                        <Link component={RouterLink} to={`/titles/${item.BookId}`}>
                          {item.Title ?? item.BookId}
                        </Link>
                      ) : (
                        (item.Title ?? '—')
                      )}
                    </TableCell>
                    <TableCell sx={{ verticalAlign: 'top' }}>
                      <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                        <Chip
                          size="small"
                          color={OUTCOME_COLORS[item.Outcome]}
                          label={t(`outcome.${outcomeKey(item)}`)}
                        />
                        {item.Pending ? (
                          <Chip size="small" variant="outlined" label={t('pending')} />
                        ) : null}
                      </Stack>
                    </TableCell>
                    <TableCell sx={{ verticalAlign: 'top' }}>
                      {item.Messages.map((line, index) => (
                        <Typography key={`${index}-${line}`} variant="body2">
                          {line}
                        </Typography>
                      ))}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
          {report.Omitted > 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('omitted', { count: report.Omitted })}
            </Typography>
          ) : null}
        </>
      ) : (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('none')}
        </Typography>
      )}
    </Box>
  );
};
