import { z } from 'zod';
import { EMAIL_MAX_LENGTH, EmailSchema, PHONE_MAX_LENGTH, PhoneSchema } from './customer.js';
import { envelope } from './envelope.js';

/**
 * Content pages and the contact-us form (spec §2 `/howto`, `/purchaseprocess`,
 * `/termandcondition`, `/policy`, `/contactus`; §7 `dynamic-content/{a}/{b}`, `contactus`;
 * docs/content.md).
 */

/** The groups of content pages; each has its own page under the key `index`. */
export const CONTENT_GROUPS = ['howto', 'purchaseprocess', 'termandcondition', 'policy'] as const;
export type ContentGroup = (typeof CONTENT_GROUPS)[number];
export const CONTENT_INDEX_KEY = 'index';
/** A page key: lower-case letters, digits and hyphens. */
export const CONTENT_KEY_PATTERN = /^[a-z0-9-]{1,80}$/;

export const isContentGroup = (value: string): value is ContentGroup =>
  (CONTENT_GROUPS as readonly string[]).includes(value);

// GET /v2/common/dynamic-content/{group}/{key}: an unknown group or key is a 404 (not a 400).
export const DynamicContentParamsSchema = z
  .object({ group: z.string().min(1).max(80), key: z.string().min(1).max(80) })
  .strict();

/** A page of the group, as its side navigation lists it. */
export const ContentPageLinkSchema = z.object({
  Key: z.string(),
  Title: z.string(),
  Summary: z.string(),
  Order: z.int(),
});
export type ContentPageLink = z.infer<typeof ContentPageLinkSchema>;

export const ContentPageSchema = z.object({
  Group: z.enum(CONTENT_GROUPS),
  Key: z.string(),
  Title: z.string(),
  /** One sentence: the group list's line and the page's description. */
  Summary: z.string(),
  /** GitHub-flavoured Markdown, no raw HTML; links are root-relative without a language prefix. */
  BodyMarkdown: z.string(),
  /** When the text last changed (ISO 8601, UTC). */
  UpdatedOn: z.string(),
  /** Every page of the group in this language, `index` included, in display order. */
  Pages: z.array(ContentPageLinkSchema),
});
export type ContentPage = z.infer<typeof ContentPageSchema>;
export const ContentPageResponseSchema = envelope(ContentPageSchema);

/** What a contact-us message is about; staff sort their inbox by it. */
export const CONTACT_TOPICS = [
  'orders',
  'reading',
  'account',
  'coins',
  'tax-invoice',
  'publishing',
  'privacy',
  'other',
] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];
export const isContactTopic = (value: string): value is ContactTopic =>
  (CONTACT_TOPICS as readonly string[]).includes(value);

export const CONTACT_LIMITS = {
  nameMax: 100,
  emailMax: EMAIL_MAX_LENGTH,
  phoneMax: PHONE_MAX_LENGTH,
  orderNumberMax: 40,
  messageMin: 10,
  messageMax: 3000,
} as const;

// GET /v2/common/contactus: what the form needs (per visit: a signed-in reader's own details).
export const ContactFormSchema = z.object({
  /** Every topic, with its label in the caller's language. */
  Topics: z.array(z.object({ Code: z.enum(CONTACT_TOPICS), Label: z.string() })),
  Limits: z.object({
    NameMaxLength: z.int(),
    EmailMaxLength: z.int(),
    PhoneMaxLength: z.int(),
    OrderNumberMaxLength: z.int(),
    MessageMinLength: z.int(),
    MessageMaxLength: z.int(),
  }),
  /** A signed-in reader's name and e-mail and their latest order numbers; null for a guest. */
  Prefill: z
    .object({ Name: z.string(), Email: z.string(), OrderNumbers: z.array(z.string()) })
    .nullable(),
});
export type ContactForm = z.infer<typeof ContactFormSchema>;
export const ContactFormResponseSchema = envelope(ContactFormSchema);

// POST /v2/common/contactus: body Data wraps the form's fields (spec §3).
export const ContactUsBodySchema = z
  .object({
    Data: z
      .object({
        Topic: z.enum(CONTACT_TOPICS),
        Name: z.string().trim().min(1).max(CONTACT_LIMITS.nameMax),
        Email: EmailSchema,
        Phone: PhoneSchema.optional(),
        OrderNumber: z
          .string()
          .trim()
          .max(CONTACT_LIMITS.orderNumberMax)
          .regex(/^[A-Za-z0-9-]+$/)
          .optional(),
        Message: z.string().trim().min(CONTACT_LIMITS.messageMin).max(CONTACT_LIMITS.messageMax),
      })
      .strict(),
  })
  .strict();
export type ContactUsBody = z.infer<typeof ContactUsBodySchema>;
export type ContactUsFields = ContactUsBody['Data'];

export const ContactUsResultSchema = z.object({
  /** The message's reference (e.g. `C-7K3QX9`), told to the sender and in both e-mails. */
  Reference: z.string(),
});
export type ContactUsResult = z.infer<typeof ContactUsResultSchema>;
export const ContactUsResponseSchema = envelope(ContactUsResultSchema);
