import { cleanText } from '../../lib/thai-pdf.js';

/**
 * The visible line of a download's watermark (docs/downloads.md): the buyer's name as on the
 * account and the order number, nothing else personal. Both languages, so the stamp reads the
 * same whatever the book's language.
 */
export type Stamp = {
  /** The name on the account (first and last), or a neutral word when the account has none. */
  name: string;
  /** The order number customers see (`NS0000000042`), null when the book came without an order. */
  orderNumber: string | null;
  /** The opaque per-purchase id (`library_items.license_id`), written into the file's metadata. */
  licenseId: string;
  /**
   * A publisher member's preview before publication (docs/reader.md "Preview"): the buyer's line
   * with the preview's marking where the order number would be.
   */
  preview?: boolean;
};

export const stampLines = (stamp: Stamp): { th: string; en: string } => {
  // An account without a name: "the buyer" (the e-mail address is not printed).
  const name = cleanText(stamp.name).slice(0, 120);
  const th = `ลิขสิทธิ์ของ${name ? ` ${name}` : 'ผู้ซื้อ'}`;
  const en = `Licensed to ${name || 'the buyer'}`;
  if (stamp.preview)
    return { th: `${th} ตัวอย่างก่อนเผยแพร่`, en: `${en}, preview before publication` };
  return stamp.orderNumber
    ? { th: `${th} คำสั่งซื้อ ${stamp.orderNumber}`, en: `${en}, order ${stamp.orderNumber}` }
    : { th, en };
};
