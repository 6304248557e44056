import { Chip, type ChipProps } from '@mui/material';
import { useRecordContext, useTranslate, type RaRecord } from 'react-admin';

/**
 * The record's state as a small coloured chip: its `Status` (or what `statusOf` reads from it),
 * coloured by `colors` and named by the message `<labels>.<status>`.
 */
export const StatusChip = <S extends string, R extends Omit<RaRecord, 'id'> = RaRecord>({
  colors,
  labels,
  statusOf = (record) => record.Status as S,
  testId,
}: {
  colors: Record<S, ChipProps['color']>;
  labels: string;
  statusOf?: (record: R) => S;
  testId?: string;
}) => {
  const record = useRecordContext<R>();
  const translate = useTranslate();
  if (!record) return null;
  const status = statusOf(record);
  return (
    <Chip
      size="small"
      color={colors[status]}
      label={translate(`${labels}.${status}`)}
      data-testid={testId}
    />
  );
};
