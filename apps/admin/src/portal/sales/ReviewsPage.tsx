import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Rating,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { REVIEW_ANSWER_MAX } from '@nangsue/contracts/admin';
import type { PortalReview } from '@nangsue/contracts/portal';
import { useState } from 'react';
import { Title, useRequireAccess, useTranslate } from 'react-admin';
import { callPortal } from '../../api/client';
import { ConfirmButton, useRunCall } from '../../components/dialogs';
import { LoadError, Pager, useBookName, useDate, useHasPermission, useLoaded } from './common';

type Filter = 'all' | 'waiting' | 'replied';
const PAGE_SIZE = 20;

/** An answer under the review (the store's, or the publisher's own), as text. */
const AnswerBlock = ({ title, body, at }: { title: string; body: string; at: string }) => {
  const date = useDate();
  return (
    <Box sx={{ mt: 1.5, pl: 1.5, borderLeft: 3, borderColor: 'primary.main' }}>
      <Typography variant="caption" color="text.secondary">
        {title} · {date(at)}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {body}
      </Typography>
    </Box>
  );
};

/** One review with its answers and, for a member with messages.reply, the reply's editor. */
const ReviewCard = ({
  review,
  canReply,
  onChanged,
}: {
  review: PortalReview;
  canReply: boolean;
  onChanged: () => void;
}) => {
  const translate = useTranslate();
  const run = useRunCall();
  const date = useDate();
  const bookName = useBookName();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(review.PublisherReply?.Body ?? '');
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`nangsue.portal.sales.reviews.${key}`, options);
  const length = [...text.trim()].length;

  const save = async () => {
    const done = await run(
      () =>
        callPortal('portalReviewReply', {
          params: { reviewId: review.ReviewId },
          body: { Body: text },
        }),
      'nangsue.portal.sales.reviews.saved',
    );
    if (done) {
      setEditing(false);
      onChanged();
    }
  };

  return (
    <Card data-testid="portal-review" data-review-id={review.ReviewId}>
      <CardContent>
        <Typography variant="overline" color="text.secondary">
          {bookName(review)}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Rating value={review.Rating} readOnly size="small" />
          <Typography variant="subtitle1" component="h2" lang={review.Language}>
            {review.Title}
          </Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {t('by', { name: review.ReviewerName })} · {date(review.CreatedAt)}
          {review.VerifiedBuyer ? (
            <Chip size="small" label={t('verified')} sx={{ ml: 1 }} color="success" />
          ) : null}
        </Typography>
        {review.Status === 'reported' ? (
          <Alert severity="info" sx={{ mt: 1 }}>
            {t('reported')}
          </Alert>
        ) : null}
        <Typography
          variant="body1"
          lang={review.Language}
          sx={{ mt: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        >
          {review.Body}
        </Typography>
        {review.StoreAnswer ? (
          <AnswerBlock
            title={t('store_answer')}
            body={review.StoreAnswer.Body}
            at={review.StoreAnswer.AnsweredAt}
          />
        ) : null}
        {review.PublisherReply && !editing ? (
          <AnswerBlock
            title={t('your_reply')}
            body={review.PublisherReply.Body}
            at={review.PublisherReply.RepliedAt}
          />
        ) : null}
        {canReply && editing ? (
          <Box sx={{ mt: 2 }}>
            <TextField
              multiline
              fullWidth
              minRows={3}
              label={t('your_reply')}
              value={text}
              onChange={(event) => setText(event.target.value)}
              helperText={`${t('reply_help')} (${length}/${REVIEW_ANSWER_MAX})`}
              error={length > REVIEW_ANSWER_MAX}
            />
            <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
              <Button
                variant="contained"
                disabled={length === 0 || length > REVIEW_ANSWER_MAX}
                onClick={() => void save()}
              >
                {t('save')}
              </Button>
              <Button onClick={() => setEditing(false)}>{translate('ra.action.cancel')}</Button>
            </Stack>
          </Box>
        ) : null}
        {canReply && !editing ? (
          <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
            <Button
              size="small"
              variant="outlined"
              onClick={() => {
                setText(review.PublisherReply?.Body ?? '');
                setEditing(true);
              }}
            >
              {t(review.PublisherReply ? 'edit_reply' : 'reply')}
            </Button>
            {review.PublisherReply ? (
              <ConfirmButton
                label="nangsue.portal.sales.reviews.remove"
                icon={<DeleteIcon />}
                color="error"
                title="nangsue.portal.sales.reviews.remove_title"
                content="nangsue.portal.sales.reviews.remove_content"
                onConfirm={() =>
                  run(
                    () =>
                      callPortal('portalReviewReplyDelete', {
                        params: { reviewId: review.ReviewId },
                      }),
                    'nangsue.portal.sales.reviews.removed',
                  ).then(onChanged)
                }
              />
            ) : null}
          </Stack>
        ) : null}
      </CardContent>
    </Card>
  );
};

/**
 * Reviews of the organisation's books (`/portal/reviews`, sales.read), newest first, with the
 * store's answer and the publisher's public reply; replying needs messages.reply
 * (docs/reviews.md, "Publishers' replies").
 */
export const ReviewsPage = () => {
  const { isPending } = useRequireAccess({ action: 'read', resource: 'sales.read' });
  const translate = useTranslate();
  const canReply = useHasPermission('messages.reply');
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const t = (key: string) => translate(`nangsue.portal.sales.reviews.${key}`);
  const loaded = useLoaded(
    (signal) =>
      callPortal('portalReviews', {
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

  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
      <Title title={t('title')} />
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {t('title')}
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
          {loaded.data && loaded.data.Items.length === 0 ? (
            <Typography sx={{ mt: 2 }}>{t('none')}</Typography>
          ) : null}
        </CardContent>
      </Card>
      {(loaded.data?.Items ?? []).map((review) => (
        <ReviewCard
          key={`${review.ReviewId}:${review.PublisherReply?.RepliedAt ?? ''}`}
          review={review}
          canReply={canReply}
          onChanged={loaded.reload}
        />
      ))}
      {loaded.data ? (
        <Pager page={page} hasNext={loaded.data.HasNextPage} onPage={setPage} />
      ) : null}
    </Box>
  );
};
