import type { Locale } from '@nangsue/contracts';
import { mailCommonTexts, mailTemplateTexts, STORE_NAME, type MailBlock } from './mail.messages.js';
import type { AccountEmail, AccountEmailTemplate, SendAccountEmail } from './mail.types.js';

/** An account e-mail ready to deliver: both bodies plus the links it carries (for the outbox file). */
export type RenderedEmail = {
  subject: string;
  text: string;
  html: string;
  template: AccountEmailTemplate;
  links: string[];
};

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);

const fill = (template: string, params: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in params ? String(params[key]) : whole,
  );

/** Names and subjects are one line: no header injection through a customer's name. */
const oneLine = (value: string): string => value.replace(/[\r\n\t\u2028\u2029]+/g, ' ').trim();

const paragraphHtml = (text: string): string =>
  `<p style="margin:0 0 16px">${escapeHtml(text).replace(/\n/g, '<br>')}</p>`;

const buttonHtml = (href: string, label: string): string =>
  `<p style="margin:0 0 16px"><a href="${escapeHtml(href)}" style="display:inline-block;padding:10px 20px;background:#1565c0;color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(label)}</a></p>`;

/** Renders one account e-mail in the customer's language (plain text and simple HTML). */
export const renderAccountEmail = ({
  locale,
  name,
  email,
  replyTo,
}: Pick<SendAccountEmail, 'locale' | 'name' | 'email' | 'replyTo'>): RenderedEmail => {
  const texts = mailTemplateTexts[email.template];
  const params: Record<string, string | number> = {
    ...(email as Record<string, string | number>),
    store: STORE_NAME,
    name: oneLine(name),
  };
  const say = (text: Record<Locale, string>) => fill(text[locale], params);

  const links: string[] = [];
  const textParts: string[] = [say(mailCommonTexts.greeting)];
  const htmlParts: string[] = [paragraphHtml(say(mailCommonTexts.greeting))];

  for (const block of texts.blocks as MailBlock<AccountEmail['template']>[]) {
    if ('text' in block) {
      textParts.push(say(block.text));
      htmlParts.push(paragraphHtml(say(block.text)));
      continue;
    }
    const href = String((email as Record<string, unknown>)[block.link]);
    links.push(href);
    textParts.push(`${say(block.label)}:\n${href}`);
    htmlParts.push(
      buttonHtml(href, say(block.label)),
      `<p style="margin:0 0 16px;font-size:13px;color:#555555">${escapeHtml(say(mailCommonTexts.linkFallback))}<br><a href="${escapeHtml(href)}" style="color:#1565c0;word-break:break-all">${escapeHtml(href)}</a></p>`,
    );
  }

  const signature = say(mailCommonTexts.signature);
  // An e-mail with a reply-to (a reader's message) may be answered; the others may not.
  const footer = say(replyTo ? mailCommonTexts.footerReplyable : mailCommonTexts.footer);
  textParts.push(signature, `--\n${footer}`);
  htmlParts.push(paragraphHtml(signature));

  const subject = oneLine(say(texts.subject));
  const html = [
    '<!doctype html>',
    `<html lang="${locale}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f5f5f5">',
    '<div style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;font-family:\'Noto Sans Thai\',Sarabun,Tahoma,Arial,sans-serif;font-size:15px;line-height:1.6;color:#222222">',
    `<p style="margin:0 0 24px;font-size:20px;font-weight:bold">${escapeHtml(STORE_NAME)}</p>`,
    ...htmlParts,
    `<hr style="border:none;border-top:1px solid #dddddd;margin:24px 0 12px"><p style="margin:0;font-size:12px;color:#777777">${escapeHtml(footer)}</p>`,
    '</div></body></html>',
  ].join('\n');

  return {
    subject,
    text: `${textParts.join('\n\n')}\n`,
    html,
    template: email.template,
    links,
  };
};
