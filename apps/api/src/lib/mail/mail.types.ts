import type { Locale } from '@nangsue/contracts';

/**
 * The account e-mails of the store. The accounts service says which one and gives the links; the
 * mailer renders it in the customer's language and delivers it (outbox files by default, SMTP when
 * configured).
 */
export type AccountEmail =
  /** After registration: open the link to confirm the address and finish signing up. */
  | { template: 'verify-email'; link: string; expiresInHours: number }
  /** Somebody registered with an address that already has an account (no enumeration on screen). */
  | { template: 'account-exists'; loginLink: string; resetLink: string }
  | { template: 'reset-password'; link: string; expiresInMinutes: number }
  /** A one-time sign-in link (the way in that a guesser's lockout of the password cannot block). */
  | { template: 'sign-in-link'; link: string; expiresInMinutes: number }
  | { template: 'password-changed'; resetLink: string }
  /** Someone keeps guessing the account's password (sent at most once a day). */
  | { template: 'sign-in-attempts'; resetLink: string }
  | { template: 'account-deleted' }
  /** Orders (docs/buying.md §15): the order number, amounts already formatted, and its page. */
  | {
      template: 'order-placed';
      orderNumber: string;
      amountDue: string;
      payBy: string;
      orderLink: string;
    }
  | {
      template: 'order-expiring';
      orderNumber: string;
      amountDue: string;
      payBy: string;
      orderLink: string;
    }
  | {
      template: 'order-paid';
      orderNumber: string;
      total: string;
      orderLink: string;
      shelfLink: string;
    }
  /** Paid with pre-ordered books in it: each named with the day it arrives (docs/buying.md). */
  | {
      template: 'order-paid-preorder';
      orderNumber: string;
      total: string;
      /** One line per pre-ordered book, and whether the others are on the shelf. */
      preorders: string;
      orderLink: string;
      shelfLink: string;
    }
  | { template: 'order-cancelled'; orderNumber: string; orderLink: string }
  | { template: 'order-expired'; orderNumber: string; orderLink: string }
  | { template: 'order-late-refund'; orderNumber: string; amount: string; orderLink: string }
  /** A staff refund (back office): how much, and where it went (coins, the payment method). */
  | {
      template: 'order-refunded';
      orderNumber: string;
      amount: string;
      how: string;
      books: string;
      orderLink: string;
    }
  /** The order's receipt or tax invoice, sent again by staff (or issued afterwards). */
  | {
      template: 'order-receipt';
      orderNumber: string;
      receiptNumber: string;
      receiptLink: string;
      orderLink: string;
    }
  /** The e-Tax Invoice of a full tax invoice (docs/receipts.md "e-Tax Invoice"), attached. */
  | {
      template: 'order-etax-invoice';
      orderNumber: string;
      receiptNumber: string;
      receiptLink: string;
      orderLink: string;
    }
  /** Wished books whose price dropped (docs/wishlist.md): the list as lines, and the wish list. */
  | { template: 'wishlist-price-drop'; count: number; books: string; wishlistLink: string }
  /** Follow and notify (docs/notifications.md): what happened, one line each, told at once. */
  | {
      template: 'notifications';
      count: number;
      lines: string;
      notificationsLink: string;
      unsubscribeLink: string;
    }
  /** The daily or weekly digest of notifications not e-mailed yet. */
  | {
      template: 'notifications-digest';
      count: number;
      lines: string;
      notificationsLink: string;
      unsubscribeLink: string;
    }
  /** A book given by another reader, with the one-use code that puts it on the recipient's shelf. */
  | {
      template: 'gift';
      from: string;
      bookName: string;
      note: string;
      code: string;
      redeemLink: string;
    }
  /** Contact us (docs/content.md): staff's copy of a reader's message; the reply-to is the reader. */
  | {
      template: 'contact-staff';
      reference: string;
      topic: string;
      senderName: string;
      senderEmail: string;
      details: string;
      body: string;
    }
  /** The reader's acknowledgment: the reference and what happens next (their text is not repeated). */
  | { template: 'contact-received'; reference: string; topic: string; helpLink: string }
  /** Publishers (docs/publishers.md): the applicant's acknowledgment, with its status page. */
  | { template: 'publisher-application-received'; publisherName: string; applyLink: string }
  /** Staff's decision (the back office): approved, with the status page. */
  | {
      template: 'publisher-application-approved';
      publisherName: string;
      applyLink: string;
      /** The publisher portal's sign-in (ADR 0019). */
      portalLink: string;
    }
  /** An authenticator was added to the member's publisher portal sign-in (ADR 0019). */
  | { template: 'publisher-factor-enrolled'; portalLink: string }
  /** An owner invited this address to their publisher organisation's portal (ADR 0019). */
  | {
      template: 'publisher-invitation';
      organisationName: string;
      role: string;
      link: string;
      expiresInDays: number;
    }
  /** Not approved: staff's reason, and that a new application may follow. */
  | {
      template: 'publisher-application-rejected';
      publisherName: string;
      reason: string;
      applyLink: string;
    }
  /** Staff's reply to a contact-us message (the back office), under the message's reference. */
  | { template: 'contact-reply'; reference: string; reply: string }
  /** A royalty statement was paid (docs/royalties.md): the month, the amount, the day, its number. */
  | {
      template: 'royalty-paid';
      organisationName: string;
      month: string;
      amount: string;
      paidOn: string;
      reference: string;
      portalLink: string;
    }
  /** The store answered the reader's review in public (docs/reviews.md, "Answers"); sent once. */
  | { template: 'review-answered'; bookName: string; answer: string; reviewLink: string }
  /** The book's publisher replied to the reader's review in public (the portal); sent once. */
  | {
      template: 'review-publisher-replied';
      bookName: string;
      publisherName: string;
      reply: string;
      reviewLink: string;
    }
  /** A publisher's reply (the portal) to a reader's message sent through `/contact-publisher/{id}`. */
  | {
      template: 'publisher-message-reply';
      publisherName: string;
      subject: string;
      reply: string;
      publisherLink: string;
    }
  /** Staff's notice of a new application: a summary (bank account masked) and the applicant. */
  | { template: 'publisher-application-staff'; publisherName: string; details: string }
  /** A reader's message to a publisher (`/contact-publisher/{id}`); the e-mail's reply-to is the reader. */
  | {
      template: 'publisher-message';
      publisherName: string;
      senderName: string;
      senderEmail: string;
      subject: string;
      body: string;
      publisherLink: string;
    }
  /** Staff approved a publisher's title (docs/titles.md): what happens now, staff's comment. */
  | {
      template: 'title-approved';
      bookName: string;
      outcome: string;
      comment: string;
      titleLink: string;
    }
  /** Staff sent a publisher's title back with their comment. */
  | { template: 'title-changes-requested'; bookName: string; comment: string; titleLink: string };

export type AccountEmailTemplate = AccountEmail['template'];

export type MailAttachment = { filename: string; contentType: string; content: Buffer };

export type SendAccountEmail = {
  to: string;
  locale: Locale;
  /** How the e-mail greets the customer (first name, or the address when unknown). */
  name: string;
  email: AccountEmail;
  /** Where a reply goes (a reader writing to a publisher); unset: the store's own address. */
  replyTo?: string;
  /** Copies (the Revenue Department's e-Tax Invoice by Email address). */
  cc?: string[];
  /** Files sent with the e-mail (the e-Tax Invoice PDF). */
  attachments?: MailAttachment[];
  /**
   * The same key is one e-mail however often it is delivered (a job retried after its process
   * died): the outbox keeps one file per key, SMTP sends one Message-ID (docs/operations.md).
   */
  deliveryKey?: string;
  /**
   * Extra headers (`List-Unsubscribe`, `List-Unsubscribe-Post` of RFC 8058 on notification
   * e-mails, docs/notifications.md); one line each (line breaks are refused).
   */
  headers?: Record<string, string>;
};

export type Mailer = {
  /** Renders and delivers one e-mail; rejects when delivery failed. */
  sendAccountEmail(params: SendAccountEmail): Promise<void>;
};
