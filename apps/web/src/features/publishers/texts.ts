import type { PublisherFieldProblem } from '@nangsue/contracts';

/**
 * The words of the publisher pages' islands, said on the server (`t.raw`) and passed as props: the
 * islands load no messages of their own (i18n/client-messages.ts).
 */
export type ApplyFormTexts = {
  label: string;
  intro: string;
  required: string;
  optional: string;
  needs: string;
  submit: string;
  submitting: string;
  fixErrors: string;
  unexpected: string;
  sections: Record<'account' | 'tax' | 'contact' | 'payout' | 'books', string>;
  fields: Record<string, string>;
  labels: Record<string, string>;
  problems: Record<PublisherFieldProblem, string>;
};

export type ApplicationStatusTexts = Record<
  | 'title'
  | 'Pending'
  | 'Approved'
  | 'Rejected'
  | 'pendingBody'
  | 'approvedBody'
  | 'rejectedBody'
  | 'publisherName'
  | 'submitted'
  | 'decided'
  | 'bank'
  | 'taxId'
  | 'kinds'
  | 'note'
  | 'openPage'
  | 'applyAgain',
  string
>;

export type ContactFormTexts = Record<
  | 'label'
  | 'Name'
  | 'Email'
  | 'EmailHint'
  | 'Subject'
  | 'Message'
  | 'send'
  | 'sending'
  | 'required'
  | 'email'
  | 'unexpected'
  | 'sentTitle'
  | 'nextSteps'
  | 'another',
  string
>;

/** `{name}` placeholders filled in (the texts come raw, without next-intl's formatting). */
export const fill = (template: string, params: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in params ? String(params[key]) : whole,
  );
