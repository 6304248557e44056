import type { ContactUsFields } from '@nangsue/contracts';

export type ContactField = keyof ContactUsFields;

const FIELDS: readonly ContactField[] = [
  'Topic',
  'Name',
  'Email',
  'Phone',
  'OrderNumber',
  'Message',
];

/**
 * The API's refusal of the form, sorted: its validation messages name the field they are about
 * (`Data.Email: …`, docs/api.md), so each is shown by its field, without the name, the first
 * letter raised (`Must not be empty.`); anything else (a throttle, an outage) is about the form.
 */
export const splitContactErrors = (
  messages: readonly string[],
): { fields: Partial<Record<ContactField, string>>; form: string[] } => {
  const fields: Partial<Record<ContactField, string>> = {};
  const form: string[] = [];
  for (const message of messages) {
    const match = /^Data\.(\w+): (.+)$/s.exec(message);
    const field = match?.[1] as ContactField | undefined;
    if (match && field && FIELDS.includes(field) && fields[field] === undefined) {
      const text = match[2]!.trim();
      fields[field] = text.charAt(0).toUpperCase() + text.slice(1);
    } else form.push(message);
  }
  return { fields, form };
};
