'use client';

import type { PublisherApplication } from '@nangsue/contracts';
import { useFormatter } from 'next-intl';
import { Button, ButtonLink } from '@/components/base/button';
import { fill, type ApplicationStatusTexts } from './texts';
import styles from './publishers.module.css';

/**
 * The customer's application on `/vendor/apply`: its status, when it was sent and decided, the
 * payout account as the API masks it, and what comes next (the publisher page once approved, a new
 * application once rejected).
 */
export function ApplicationStatus({
  application,
  texts,
  onApplyAgain,
}: {
  application: PublisherApplication;
  texts: ApplicationStatusTexts;
  onApplyAgain: () => void;
}) {
  const format = useFormatter();
  const date = (iso: string) =>
    format.dateTime(new Date(iso), {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'Asia/Bangkok',
    });
  const body = {
    Pending: fill(texts.pendingBody, { email: application.Email }),
    Approved: texts.approvedBody,
    Rejected: texts.rejectedBody,
  }[application.Status];

  return (
    <section
      className={styles.status}
      aria-labelledby="publisher-status-title"
      data-testid="publisher-status"
    >
      <div className={styles.statusHeader}>
        <h2 id="publisher-status-title" className={styles.cardTitle}>
          {texts.title}
        </h2>
        <span className={styles.badge} data-status={application.Status} role="status">
          {texts[application.Status]}
        </span>
      </div>
      <p className={styles.lead}>{body}</p>
      <dl className={styles.facts}>
        <dt>{texts.publisherName}</dt>
        <dd>{application.PublisherName}</dd>
        <dt>{texts.submitted}</dt>
        <dd>{date(application.SubmittedAt)}</dd>
        {application.DecidedAt ? (
          <>
            <dt>{texts.decided}</dt>
            <dd>{date(application.DecidedAt)}</dd>
          </>
        ) : null}
        <dt>{texts.taxId}</dt>
        <dd>{application.TaxIdMasked}</dd>
        <dt>{texts.bank}</dt>
        <dd>
          {application.BankName} {application.BankAccountMasked}
        </dd>
        <dt>{texts.kinds}</dt>
        <dd>{application.BookKinds.map((kind) => kind.Name).join(', ')}</dd>
        {application.DecisionNote ? (
          <>
            <dt>{texts.note}</dt>
            <dd>{application.DecisionNote}</dd>
          </>
        ) : null}
      </dl>
      {application.Status === 'Approved' && application.PublisherId !== null ? (
        <div className={styles.actions}>
          <ButtonLink href={application.RedirectUrl} variant="contained">
            {texts.openPage}
          </ButtonLink>
        </div>
      ) : null}
      {application.CanApplyAgain ? (
        <div className={styles.actions}>
          <Button variant="contained" onClick={onApplyAgain}>
            {texts.applyAgain}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
