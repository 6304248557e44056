import type { Locale } from '@nangsue/contracts';
import { REVIEW_ANSWER_MAX } from '@nangsue/contracts/admin';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { localName } from '../../lib/local-name.js';
import { translate } from '../../lib/messages.js';
import type { AccountMail } from '../accounts/index.js';
import type * as adminRepository from './reviews-admin.repository.js';
import type { ReplyAuthor } from './reviews-admin.repository.js';
import { cleanText } from './reviews.service.js';

export type ReviewRepliesDeps = {
  /** The reviewer's e-mail (a job written in the answer's transaction). */
  mail: Pick<AccountMail, 'send'>;
  /** The storefront's address, for the e-mail's link to the book's reviews. */
  storefrontUrl: string;
  repository: Pick<
    typeof adminRepository,
    'deleteReply' | 'findReply' | 'findReviewerContact' | 'insertReply' | 'updateReply'
  >;
};

/**
 * A public answer under a review (docs/reviews.md, "Answers" and "Publishers' replies"), written
 * the same way whoever answers: the store from the back office, the book's publisher from the
 * portal. Each works in the caller's transaction, on a review whose row the caller has locked
 * (`lockReview`, or the portal's scoped lock), so two first answers at once are one insert and one
 * edit. Only a new answer is e-mailed to the reviewer, in their language; an erased account gets
 * none.
 */
export const createReviewReplies = ({ mail, storefrontUrl, repository }: ReviewRepliesDeps) => {
  const reviewLink = (locale: Locale, bookId: number) =>
    `${storefrontUrl}${locale === 'en' ? '/en' : ''}/book-review/${bookId}`;

  const tellReviewer = async (tx: DbOrTx, reviewId: number, author: ReplyAuthor, text: string) => {
    const reviewer = await repository.findReviewerContact(tx, reviewId);
    if (!reviewer?.email || reviewer.deletedAt) return;
    const locale: Locale = reviewer.language === 'en' ? 'en' : 'th';
    const bookName = localName(locale, {
      nameTh: reviewer.bookNameTh,
      nameEn: reviewer.bookNameEn,
    });
    const link = reviewLink(locale, reviewer.bookId);
    await mail.send(
      {
        to: reviewer.email,
        locale,
        name: reviewer.firstName.trim() || reviewer.email,
        email:
          author.kind === 'store'
            ? { template: 'review-answered', bookName, answer: text, reviewLink: link }
            : {
                template: 'review-publisher-replied',
                bookName,
                publisherName: localName(locale, {
                  nameTh: reviewer.publisherNameTh ?? '',
                  nameEn: reviewer.publisherNameEn ?? '',
                }),
                reply: text,
                reviewLink: link,
              },
      },
      tx,
    );
  };

  return {
    /** The answer's text as written (NFC, trimmed), or the message saying why not. */
    clean(body: string, locale: Locale): string {
      const text = cleanText(body);
      const length = [...text].length;
      if (length === 0)
        throw new AppError('VALIDATION_FAILED', {
          messages: [translate(locale, 'reviews.admin.answerEmpty')],
        });
      if (length > REVIEW_ANSWER_MAX)
        throw new AppError('VALIDATION_FAILED', {
          messages: [
            translate(locale, 'reviews.admin.answerTooLong', { max: REVIEW_ANSWER_MAX, length }),
          ],
        });
      return text;
    },

    /**
     * Writes the author's answer under a locked review, new or edited; a new one is e-mailed to
     * the reviewer. Answers the text it had before (null: none).
     */
    async write(
      tx: DbOrTx,
      reviewId: number,
      author: ReplyAuthor,
      text: string,
    ): Promise<{ before: string | null }> {
      const existing = await repository.findReply(tx, reviewId, author.kind);
      const fields = { reviewId, body: text, author };
      if (existing) await repository.updateReply(tx, fields);
      else {
        await repository.insertReply(tx, fields);
        await tellReviewer(tx, reviewId, author, text);
      }
      return { before: existing?.body ?? null };
    },

    /** Removes the author's answer under a locked review; answers its text, or undefined. */
    remove: (tx: DbOrTx, reviewId: number, kind: ReplyAuthor['kind']) =>
      repository.deleteReply(tx, reviewId, kind),
  };
};

export type ReviewReplies = ReturnType<typeof createReviewReplies>;
