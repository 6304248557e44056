import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useDateTime } from '../../lib/format';
import type { TitleRecord } from './TitleReview';

/**
 * The "History" tab: what the organisation's members changed and what the store's team decided,
 * with their comments, newest first (staff are "the store's team", never named).
 */
export const TitleHistory = () => {
  const record = useRecordContext<TitleRecord>();
  const translate = useTranslate();
  const dateTime = useDateTime();
  if (!record) return null;
  if (record.History.length === 0)
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        {translate('nangsue.portal.titles.history.empty')}
      </Typography>
    );
  return (
    <Table size="small" data-testid="title-history">
      <TableHead>
        <TableRow>
          <TableCell>{translate('nangsue.portal.titles.history.at')}</TableCell>
          <TableCell>{translate('nangsue.portal.titles.history.what')}</TableCell>
          <TableCell>{translate('nangsue.portal.titles.history.by')}</TableCell>
          <TableCell>{translate('nangsue.portal.titles.history.comment')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {record.History.map((entry, index) => (
          <TableRow key={`${entry.At}-${index}`}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateTime(entry.At)}</TableCell>
            <TableCell>{translate(`nangsue.portal.titles.history.kinds.${entry.Kind}`)}</TableCell>
            <TableCell>
              {entry.ByStore
                ? translate('nangsue.portal.titles.history.store_team')
                : (entry.By ?? '—')}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'pre-wrap' }}>{entry.Comment ?? ''}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
