'use client';

import type { MasterAccountType, MasterBook, PublisherApplication } from '@nangsue/contracts';
import { useState } from 'react';
import { ApplicationStatus } from './application-status';
import { ApplyForm } from './apply-form';
import type { ApplicationStatusTexts, ApplyFormTexts } from './texts';

/**
 * A signed-in customer on `/vendor/apply`: the form when they have not applied (or chose to apply
 * again after a rejection), else their application's status, also right after sending.
 */
export function ApplyPanel({
  application: initial,
  masterBook,
  masterAccountType,
  formTexts,
  statusTexts,
}: {
  application: PublisherApplication | null;
  masterBook: MasterBook;
  masterAccountType: MasterAccountType;
  formTexts: ApplyFormTexts;
  statusTexts: ApplicationStatusTexts;
}) {
  const [application, setApplication] = useState(initial);
  const [isApplyingAgain, setApplyingAgain] = useState(false);

  if (application && !isApplyingAgain)
    return (
      <ApplicationStatus
        application={application}
        texts={statusTexts}
        onApplyAgain={() => setApplyingAgain(true)}
      />
    );
  return (
    <ApplyForm
      masterBook={masterBook}
      masterAccountType={masterAccountType}
      texts={formTexts}
      initial={
        application
          ? {
              AccountType: application.AccountType,
              LegalName: application.LegalName,
              PublisherName: application.PublisherName,
              Email: application.Email,
              BankCode: application.BankCode,
              BookKinds: application.BookKinds.map((kind) => kind.Code),
            }
          : undefined
      }
      onApplied={(sent) => {
        setApplication(sent);
        setApplyingAgain(false);
        window.scrollTo({ top: 0 });
      }}
    />
  );
}
