import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Divider,
  List,
  ListItemButton,
  ListItemText,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import type { PortalMessage } from '@nangsue/contracts/portal';
import { useState } from 'react';
import { Title, useRequireAccess, useTranslate } from 'react-admin';
import { callPortal } from '../../api/client';
import { useRunCall } from '../../components/dialogs';
import { useDateTime } from '../../lib/format';
import { LoadError, Pager, useLoaded } from './common';

type Filter = 'all' | 'waiting' | 'replied';
const PAGE_SIZE = 20;
const REPLY_MAX = 5000;

/** One message, its replies, and the reply form (a new form key after each reply sent). */
const MessageDetail = ({ messageId, onReplied }: { messageId: string; onReplied: () => void }) => {
  const translate = useTranslate();
  const run = useRunCall();
  const dateTime = useDateTime();
  const [text, setText] = useState('');
  const [clientKey, setClientKey] = useState(() => crypto.randomUUID());
  const [busy, setBusy] = useState(false);
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`nangsue.portal.sales.messages.${key}`, options);
  const loaded = useLoaded(
    (signal) => callPortal('portalMessage', { params: { messageId }, signal }),
    [messageId],
  );
  const message = loaded.data;
  if (!message) return <LoadError error={loaded.error} />;
  const language = t(`languages.${message.Language}`);

  const send = async () => {
    setBusy(true);
    const done = await run(
      () =>
        callPortal('portalMessageReply', {
          params: { messageId },
          body: { Body: text, ClientKey: clientKey },
        }),
      'nangsue.portal.sales.messages.sent',
    );
    setBusy(false);
    if (!done) return;
    setText('');
    setClientKey(crypto.randomUUID());
    loaded.reload();
    onReplied();
  };

  return (
    <Box data-testid="portal-message" data-message-id={message.MessageId}>
      <Typography variant="h6" component="h2">
        {message.Subject}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('from', { name: message.Name, email: message.Email })} · {dateTime(message.CreatedAt)} ·{' '}
        {t('language', { language })}
      </Typography>
      <Typography
        variant="body1"
        lang={message.Language}
        sx={{ mt: 2, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      >
        {message.Body}
      </Typography>
      {message.Replies.length > 0 ? (
        <Box sx={{ mt: 3 }}>
          <Typography variant="subtitle2">{t('thread')}</Typography>
          {message.Replies.map((reply) => (
            <Box
              key={reply.ReplyId}
              sx={{ mt: 1.5, pl: 1.5, borderLeft: 3, borderColor: 'primary.main' }}
            >
              <Typography variant="caption" color="text.secondary">
                {t('author', { name: reply.AuthorName ?? t('former_member') })} ·{' '}
                {dateTime(reply.CreatedAt)}
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {reply.Body}
              </Typography>
            </Box>
          ))}
        </Box>
      ) : null}
      <Divider sx={{ my: 2 }} />
      <Typography variant="subtitle2">{t('reply')}</Typography>
      <TextField
        multiline
        fullWidth
        minRows={4}
        sx={{ mt: 1 }}
        value={text}
        onChange={(event) => setText(event.target.value)}
        helperText={`${t('reply_help', { email: message.Email, language })} (${text.trim().length}/${REPLY_MAX})`}
        error={text.trim().length > REPLY_MAX}
      />
      <Button
        variant="contained"
        sx={{ mt: 1 }}
        disabled={busy || text.trim() === '' || text.trim().length > REPLY_MAX}
        onClick={() => void send()}
      >
        {t('send')}
      </Button>
    </Box>
  );
};

/**
 * Readers' messages to the organisation's publisher (`/portal/messages`, messages.reply): the
 * inbox, newest first, and the chosen message with its replies and the reply by e-mail
 * (docs/publishers.md, "Replies from the portal").
 */
export const MessagesPage = () => {
  const { isPending } = useRequireAccess({ action: 'read', resource: 'messages.reply' });
  const translate = useTranslate();
  const dateTime = useDateTime();
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<string | null>(null);
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`nangsue.portal.sales.messages.${key}`, options);
  const loaded = useLoaded(
    (signal) =>
      callPortal('portalMessages', {
        query: {
          Page: page,
          PageSize: PAGE_SIZE,
          ...(filter === 'all' ? {} : { Replied: filter === 'replied' ? 'true' : 'false' }),
        },
        signal,
      }),
    [filter, page],
  );
  if (isPending) return null;

  const summary = (message: PortalMessage) =>
    message.ReplyCount > 0 ? t('replies', { count: message.ReplyCount }) : t('no_reply');

  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
      <Title title={t('title')} />
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {t('title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {t('help')}
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={filter}
            aria-label={t('filter')}
            onChange={(_event, value: Filter | null) => {
              if (!value) return;
              setFilter(value);
              setPage(1);
            }}
          >
            {(['all', 'waiting', 'replied'] as const).map((value) => (
              <ToggleButton key={value} value={value}>
                {t(value)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <LoadError error={loaded.error} />
        </CardContent>
      </Card>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 3fr' } }}>
        <Card>
          <CardContent>
            {loaded.data && loaded.data.Items.length === 0 ? (
              <Typography>{t('none')}</Typography>
            ) : null}
            <List dense data-testid="portal-messages">
              {(loaded.data?.Items ?? []).map((message) => (
                <ListItemButton
                  key={message.MessageId}
                  selected={chosen === message.MessageId}
                  onClick={() => setChosen(message.MessageId)}
                >
                  <ListItemText
                    primary={message.Subject}
                    secondary={`${message.Name} · ${dateTime(message.CreatedAt)}`}
                  />
                  <Chip
                    size="small"
                    label={summary(message)}
                    color={message.ReplyCount > 0 ? 'success' : 'default'}
                  />
                </ListItemButton>
              ))}
            </List>
            {loaded.data ? (
              <Pager page={page} hasNext={loaded.data.HasNextPage} onPage={setPage} />
            ) : null}
          </CardContent>
        </Card>
        <Card>
          <CardContent>
            {chosen ? (
              <MessageDetail key={chosen} messageId={chosen} onReplied={loaded.reload} />
            ) : (
              <Typography color="text.secondary">{t('select')}</Typography>
            )}
          </CardContent>
        </Card>
      </Box>
    </Box>
  );
};
