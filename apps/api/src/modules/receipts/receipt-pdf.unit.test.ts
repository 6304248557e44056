import { describe, expect, it } from 'vitest';
import { extractText, pdfText as textOf } from '../../../test/pdf-text.js';
import { renderReceiptPdf } from './receipt-pdf.js';
import { receiptSnapshotOf as snapshotOf } from './receipt.fixture.js';
import type { ReceiptSnapshot } from './receipt.types.js';

const englishAbbreviated = (): ReceiptSnapshot =>
  snapshotOf({
    kind: 'abbreviated',
    number: 'RC-2569-000123',
    locale: 'en',
    buyer: {
      name: 'Jane Doe',
      email: 'jane@example.com',
      taxId: null,
      branch: null,
      address: null,
    },
    paymentMethod: 'Credit card (test)',
  });

describe('renderReceiptPdf', () => {
  it('renders one A4 page of PDF', async () => {
    const pdf = await renderReceiptPdf(snapshotOf());
    const text = pdf.toString('latin1');

    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(text.match(/\/Type \/Page\n/g)).toHaveLength(1);
    expect(text).toContain('/MediaBox [0 0 595.28 841.89]');
  });

  it('embeds Noto Sans Thai, regular and bold, subset, and no other font', async () => {
    const pdf = (await renderReceiptPdf(snapshotOf())).toString('latin1');
    const baseFonts = [...pdf.matchAll(/\/BaseFont \/(\S+)/g)].map((match) => match[1]);

    expect(new Set(baseFonts)).toEqual(
      new Set([
        expect.stringMatching(/^[A-Z]{6}\+NotoSansThai-Regular$/),
        expect.stringMatching(/^[A-Z]{6}\+NotoSansThai-Bold$/),
      ]),
    );
    expect(pdf.match(/\/FontFile2 /g)).toHaveLength(2);
  });

  it('gives the same bytes for the same snapshot, dated by its issue time', async () => {
    const first = await renderReceiptPdf(snapshotOf());
    const second = await renderReceiptPdf(structuredClone(snapshotOf()));
    const later = await renderReceiptPdf(snapshotOf({ issuedAt: '2026-11-25T07:06:00Z' }));

    expect(second.equals(first)).toBe(true);
    expect(later.equals(first)).toBe(false);
    expect(first.toString('latin1')).toContain('(D:20261125070500Z)');
  });

  it('prints a full tax invoice in Thai: seller, buyer with tax ids and branches, lines, VAT apart, words', async () => {
    const text = textOf(await renderReceiptPdf(snapshotOf()));

    for (const expected of [
      'ใบกำกับภาษี/ใบเสร็จรับเงิน',
      'TX-2569-000045',
      '25 พฤศจิกายน 2569',
      'NS0000012345',
      'บริษัท หนังสือดี จำกัด',
      'เลขประจำตัวผู้เสียภาษีอากร 0105561234567 (สำนักงานใหญ่)',
      'บริษัท น้ำใจไทย จำกัด',
      '12 ซอยปู่เจ้าสมิงพราย ถนนพระราม 3',
      'เลขประจำตัวผู้เสียภาษีอากร 0105559876543 (สาขาที่ 00001)',
      '25 พฤศจิกายน 2569 เวลา 14:04 น.',
      'น้ำค้างกลางใจ',
      'ยกเว้น',
      'ยอดรวมทั้งสิ้น (ราคารวมภาษีมูลค่าเพิ่มแล้ว)',
      'ภาษีมูลค่าเพิ่ม 7%',
      'มูลค่าสินค้าที่ได้รับยกเว้นภาษี',
      'ชำระด้วยเหรียญ',
      'ชำระโดย บัตรเครดิต (ทดลอง)',
      '(สี่ร้อยสี่สิบแปดบาทถ้วน)',
      'เอกสารนี้ออกโดยระบบอิเล็กทรอนิกส์',
      'TX-2569-000045 · หน้า 1/1',
    ]) {
      expect(text).toContain(expected);
    }
    const lines = text.split('\n');
    for (const amount of [
      '498.00',
      '-50.00',
      '448.00',
      '343.87',
      '24.07',
      '80.06',
      '100.00',
      '348.00',
    ]) {
      expect(lines).toContain(amount);
    }
    expect(text).not.toContain('Tax ID');
  });

  it('labels an English document in English with the Thai beside, and prints both amounts in words', async () => {
    const text = textOf(await renderReceiptPdf(englishAbbreviated()));

    for (const expected of [
      'Abbreviated tax invoice / Receipt',
      'ใบกำกับภาษีอย่างย่อ/ใบเสร็จรับเงิน',
      'RC-2569-000123',
      '25 November 2026 (B.E. 2569)',
      'Tax ID 0105561234567 (Head office)',
      'เลขประจำตัวผู้เสียภาษีอากร 0105561234567 (สำนักงานใหญ่)',
      'Customer',
      'Jane Doe',
      'Total (VAT included)',
      'VAT 7%',
      'Paid by Credit card (test)',
      '(สี่ร้อยสี่สิบแปดบาทถ้วน)',
      '(Four hundred forty-eight baht only)',
      'Issued electronically · เอกสารนี้ออกโดยระบบอิเล็กทรอนิกส์',
    ]) {
      expect(text).toContain(expected);
    }
    // An abbreviated invoice has no buyer's tax id.
    expect(text.match(/Tax ID/g)).toHaveLength(1);
  });

  it('prints a coin-pack receipt without VAT and says it is not a tax invoice', async () => {
    const text = textOf(
      await renderReceiptPdf(
        snapshotOf({
          kind: 'receipt',
          number: 'RV-2569-000007',
          lines: [
            {
              name: 'แพ็กเหรียญ 500 เหรียญ',
              priceSatang: 50_000,
              discountSatang: 0,
              totalSatang: 50_000,
              vatRate: 0,
              vatSatang: 0,
            },
          ],
          totals: {
            subtotalSatang: 50_000,
            discountSatang: 0,
            totalSatang: 50_000,
            vatSatang: 0,
            netSatang: 50_000,
            taxableNetSatang: 0,
            vatExemptSatang: 0,
            coinsSatang: 0,
            amountPaidSatang: 50_000,
          },
        }),
      ),
    );

    expect(text).toContain('ใบรับเงิน');
    expect(text).toContain('เอกสารนี้ไม่ใช่ใบกำกับภาษี');
    expect(text).toContain('(ห้าร้อยบาทถ้วน)');
    expect(text).not.toContain('ภาษีมูลค่าเพิ่ม');
    expect(text).not.toContain('ชำระด้วยเหรียญ');
  });

  it('prints a credit note with the invoice it corrects and its reason', async () => {
    const text = textOf(
      await renderReceiptPdf(
        snapshotOf({
          kind: 'credit_note',
          number: 'CN-2569-000002',
          refersTo: 'TX-2569-000045',
          reason: 'คืนเงินตามคำขอของลูกค้า',
          correction: {
            originalIssuedAt: '2026-03-01T05:00:00.000Z',
            originalValueSatang: 93_458,
            correctValueSatang: 46_729,
            differenceSatang: 46_729,
            vatOnDifferenceSatang: 3_271,
          },
        }),
      ),
    );

    expect(text).toContain('ใบลดหนี้');
    expect(text).toContain('CN-2569-000002');
    expect(text).toContain('อ้างถึงใบกำกับภาษีเลขที่');
    expect(text).toContain('TX-2569-000045');
    expect(text).toContain('คืนเงินตามคำขอของลูกค้า');
    expect(text).toContain('คืนเงินทาง บัตรเครดิต (ทดลอง)');
    // Revenue Code s.86/10: the corrected invoice's date and value, the correct value, the
    // difference and its VAT.
    expect(text).toContain('ใบกำกับภาษีเดิมลงวันที่');
    expect(text).toContain('1 มีนาคม 2569');
    expect(text).toContain('มูลค่าตามใบกำกับภาษีเดิม');
    expect(text).toContain('934.58');
    expect(text).toContain('มูลค่าที่ถูกต้อง');
    expect(text).toContain('ผลต่าง');
    expect(text.match(/467\.29/g)?.length).toBeGreaterThanOrEqual(2);
    expect(text).toContain('ภาษีมูลค่าเพิ่มของผลต่าง');
    expect(text).toContain('32.71');
  });

  it('shapes Thai with HarfBuzz: the ring of SARA AM goes under the tone mark of น้ำ', async () => {
    const { lines, glyphText } = extractText(await renderReceiptPdf(snapshotOf()));
    const at = lines.indexOf('น้ำค้างกลางใจ');

    // The glyphs: NIKHAHIT before the tone mark, as HarfBuzz orders them; fontkit alone draws the
    // tone mark first and stacks the ring above it.
    expect(at).toBeGreaterThanOrEqual(0);
    expect(glyphText[at]?.startsWith('น\u0e4d\u0e49\u0e32')).toBe(true);
  });

  it('carries a long order over pages, repeating the table header and numbering the pages', async () => {
    const base = snapshotOf();
    const lines = Array.from({ length: 60 }, (_, index) => ({
      ...(base.lines[0] as ReceiptSnapshot['lines'][number]),
      name: `หนังสือเล่มที่ ${index + 1}`,
    }));
    const text = textOf(await renderReceiptPdf({ ...base, lines }));

    expect(text.match(/ลำดับ/g)?.length).toBeGreaterThanOrEqual(2);
    expect(text).toContain('(ต่อ)');
    for (let index = 1; index <= 60; index += 1) {
      expect(text).toContain(`หนังสือเล่มที่ ${index}\n`);
    }
    const pages = text.match(/TX-2569-000045 · หน้า (\d)\/(\d)/g) ?? [];
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expect(pages.at(-1)).toBe(`TX-2569-000045 · หน้า ${pages.length}/${pages.length}`);
  });

  it('wraps a long Thai name between words and prints a character the font lacks as "?"', async () => {
    const name = 'เกิดใหม่ทั้งทีขอเปิดร้านข้าวมันไก่ที่ต่างโลก และผจญภัยกับเพื่อนร่วมทางที่ไม่มีใครคาดคิด 中';
    const base = snapshotOf();
    const { lines } = extractText(
      await renderReceiptPdf({
        ...base,
        lines: [{ ...(base.lines[0] as ReceiptSnapshot['lines'][number]), name }],
      }),
    );
    const printed = name.replace('中', '?');
    const compact = (text: string) => text.replace(/\s+/g, '');
    const first = lines.findIndex((line) => line.length > 10 && name.startsWith(line));
    const wrapped: string[] = [];
    for (let at = first; compact(wrapped.join('')).length < compact(printed).length; at += 1) {
      wrapped.push(lines[at] ?? '');
    }

    expect(wrapped.length).toBeGreaterThanOrEqual(2);
    expect(compact(wrapped.join(''))).toBe(compact(printed));
    const segmenter = new Intl.Segmenter('th', { granularity: 'word' });
    const boundaries = new Set([...segmenter.segment(name)].map((segment) => segment.index));
    let offset = 0;
    for (const line of wrapped.slice(0, -1)) {
      offset = name.indexOf(line, offset) + line.length;
      expect(boundaries.has(offset) || name[offset] === ' ').toBe(true);
    }
  });
});
