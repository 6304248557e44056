import { describe, expect, it } from 'vitest';
import { extractText, pdfText } from '../../../test/pdf-text.js';
import type { CertificateDocument, StatementDocument } from './royalty-document.types.js';
import { renderRoyaltyStatementPdf } from './royalty-statement-pdf.js';
import { renderWithholdingCertificatePdf } from './withholding-certificate-pdf.js';

/**
 * The royalties' PDFs drawn from documents alone and read back as a viewer reads them (ActualText
 * for Thai lines): Thai shaped words come out as written, amounts as baht from satang, Thai dates
 * in the Buddhist era.
 */

const payer = {
  name: 'บริษัท หนังสือ ดิจิทัล จำกัด',
  taxId: '0105566000019',
  address: '99 ถนนสุขุมวิท แขวงคลองเตยเหนือ เขตวัฒนา กรุงเทพมหานคร 10110',
};

const statement = (overrides: Partial<StatementDocument> = {}): StatementDocument => ({
  locale: 'th',
  number: 'RS-2025-01-000012',
  month: '2025-01',
  issuedAt: '2025-02-03T03:00:00Z',
  payer,
  payee: {
    legalName: 'บริษัท น้ำใจไทย จำกัด',
    tradeName: 'ปู่ย่าเล่าเรื่อง Press',
    taxId: '0105559876543',
    address: '12 ซอยปู่เจ้าสมิงพราย ถนนพระราม 3 กรุงเทพมหานคร 10120',
    kind: 'company',
  },
  royaltyShareBp: 7000,
  withholdingRateBp: 300,
  salesNetSatang: 30_000,
  refundsNetSatang: 10_000,
  royaltySatang: 14_000,
  carriedInSatang: 0,
  withholdingSatang: 420,
  payableSatang: 13_580,
  carriedOutSatang: 0,
  lines: [
    {
      kind: 'sale',
      occurredAt: '2025-01-05T03:00:00Z',
      orderNumber: 'NS0000000041',
      bookName: 'น้ำค้างกลางใจ',
      netSatang: 20_000,
      royaltySatang: 14_000,
    },
    {
      kind: 'sale',
      occurredAt: '2025-01-06T03:00:00Z',
      orderNumber: 'NS0000000042',
      bookName: 'ปู่ย่าเล่าเรื่อง',
      netSatang: 10_000,
      royaltySatang: 7_000,
    },
    {
      kind: 'refund',
      occurredAt: '2025-01-31T16:55:00Z',
      orderNumber: 'NS0000000042',
      bookName: 'ปู่ย่าเล่าเรื่อง',
      netSatang: -10_000,
      royaltySatang: -7_000,
    },
  ],
  payment: { paidOn: '2025-02-05', bankReference: 'KTB-778899' },
  ...overrides,
});

describe('the royalty statement PDF', () => {
  it('reads in Thai: the title, the parties, the Buddhist-era month and the figures', async () => {
    const pdf = await renderRoyaltyStatementPdf(statement());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    for (const expected of [
      'ใบแจ้งยอดค่าลิขสิทธิ์',
      'RS-2025-01-000012',
      'มกราคม 2568',
      'บริษัท น้ำใจไทย จำกัด',
      'ปู่ย่าเล่าเรื่อง Press',
      'เลขประจำตัวผู้เสียภาษีอากร 0 1055 59876 54 3',
      'น้ำค้างกลางใจ',
      'ค่าลิขสิทธิ์ (70%)',
      '140.00',
      'อัตราภาษีหัก ณ ที่จ่าย 3%',
      '-4.20',
      'ยอดที่ต้องจ่าย',
      '135.80',
      'จ่ายแล้วเมื่อ 5 กุมภาพันธ์ 2568 · เลขอ้างอิงการโอน KTB-778899',
      'คืนเงิน',
    ]) {
      expect(text).toContain(expected);
    }
    // The lines' total equals the statement's royalty.
    const lines = extractText(pdf).lines;
    const total = lines.indexOf('รวม');
    expect(lines.slice(total, total + 3)).toEqual(['รวม', '200.00', '140.00']);
  });

  it('reads in English with Gregorian dates', async () => {
    const text = pdfText(await renderRoyaltyStatementPdf(statement({ locale: 'en' })));
    for (const expected of [
      'Royalty statement',
      'January 2025',
      'Royalty (70%)',
      'Amount payable',
      '135.80',
      'Paid on 5 February 2025 · Transfer reference KTB-778899',
      'Refund',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('2568');
  });

  it('shows the negative balances brought forward and carried forward, each only when not zero', async () => {
    const plain = pdfText(await renderRoyaltyStatementPdf(statement()));
    expect(plain).not.toContain('ยอดติดลบ');
    // Brought in: 140.00 less 40.00 brought forward, 3 % of 100.00 withheld, 97.00 paid.
    const brought = extractText(
      await renderRoyaltyStatementPdf(
        statement({ carriedInSatang: -4_000, withholdingSatang: 300, payableSatang: 9_700 }),
      ),
    ).lines;
    const at = brought.indexOf('ยอดติดลบยกมาจากเดือนก่อน');
    expect(at).toBeGreaterThan(-1);
    expect(brought[at + 1]).toBe('-40.00');
    expect(brought).toContain('97.00');
    expect(brought).not.toContain('ยอดติดลบยกไปเดือนถัดไป');
    // Refunds won: nothing paid, the balance carried on, in English.
    const carried = pdfText(
      await renderRoyaltyStatementPdf(
        statement({
          locale: 'en',
          royaltySatang: -2_500,
          carriedInSatang: -1_000,
          withholdingSatang: 0,
          payableSatang: 0,
          carriedOutSatang: -3_500,
          payment: null,
        }),
      ),
    );
    for (const expected of [
      'Negative balance brought forward',
      '-10.00',
      'Negative balance carried forward',
      '-35.00',
      'Nothing is payable for this month',
    ]) {
      expect(carried).toContain(expected);
    }
  });

  it('says nothing is payable on a month whose refunds won, and runs onto more pages', async () => {
    const many = Array.from({ length: 120 }, (_, index) => ({
      kind: 'sale' as const,
      occurredAt: '2025-01-05T03:00:00Z',
      orderNumber: `NS${String(index).padStart(10, '0')}`,
      bookName: 'น้ำค้างกลางใจ',
      netSatang: 100,
      royaltySatang: 70,
    }));
    const text = pdfText(
      await renderRoyaltyStatementPdf(
        statement({
          payableSatang: 0,
          royaltySatang: 0,
          withholdingSatang: 0,
          payment: null,
          lines: many,
        }),
      ),
    );
    expect(text).toContain('ไม่มียอดที่ต้องจ่ายในเดือนนี้');
    expect(text).toContain('ใบแจ้งยอดค่าลิขสิทธิ์ RS-2025-01-000012 (ต่อ)');
    expect(text).toMatch(/หน้า 2\/[2-9]/);
    expect(text).toContain('84.00');
  });
});

const certificate = (overrides: Partial<CertificateDocument> = {}): CertificateDocument => ({
  book: 2568,
  number: 1,
  payer,
  payee: statement().payee,
  form: 'pnd53',
  paidOn: '2025-02-05',
  amountPaidSatang: 14_000,
  taxWithheldSatang: 420,
  statementNumber: 'RS-2025-01-000012',
  month: '2025-01',
  ...overrides,
});

describe('the 50 ทวิ certificate PDF', () => {
  it('names the form, both parties, row 3 of s.40(3) with the date, amount and tax', async () => {
    const pdf = await renderWithholdingCertificatePdf(certificate());
    const lines = extractText(pdf).lines;
    const text = lines.join('\n');
    for (const expected of [
      'หนังสือรับรองการหักภาษี ณ ที่จ่าย',
      'ตามมาตรา 50 ทวิ แห่งประมวลรัษฎากร',
      'เล่มที่ 2568',
      'เลขที่ 000001',
      'ผู้มีหน้าที่หักภาษี ณ ที่จ่าย',
      'ชื่อ บริษัท หนังสือ ดิจิทัล จำกัด',
      'เลขประจำตัวผู้เสียภาษีอากร (13 หลัก) 0 1055 66000 01 9',
      'ผู้ถูกหักภาษี ณ ที่จ่าย',
      'ชื่อ บริษัท น้ำใจไทย จำกัด',
      'ที่อยู่ 12 ซอยปู่เจ้าสมิงพราย ถนนพระราม 3 กรุงเทพมหานคร 10120',
      '3. ค่าแห่งลิขสิทธิ์ ฯลฯ ตามมาตรา 40 (3)',
      '(สี่บาทยี่สิบสตางค์)',
      'คำเตือน',
      'ฉบับที่ 1 (สำหรับผู้ถูกหักภาษี ณ ที่จ่าย ใช้แนบพร้อมกับแบบแสดงรายการภาษี)',
      'ฉบับที่ 2 (สำหรับผู้ถูกหักภาษี ณ ที่จ่าย เก็บไว้เป็นหลักฐาน)',
    ]) {
      expect(text).toContain(expected);
    }
    // Row 3 carries the day paid, the amount and the tax; the totals repeat them.
    const row = lines.indexOf('3. ค่าแห่งลิขสิทธิ์ ฯลฯ ตามมาตรา 40 (3)');
    expect(lines.slice(row + 1, row + 4)).toEqual(['5 กุมภาพันธ์ 2568', '140.00', '4.20']);
    const totals = lines.indexOf('รวมเงินที่จ่ายและภาษีที่หักนำส่ง');
    expect(lines.slice(totals + 1, totals + 3)).toEqual(['140.00', '4.20']);
    // The ticked box ("X") is the one before ภ.ง.ด.53 for a company; "withheld at source" too.
    expect(lines[lines.indexOf('(7) ภ.ง.ด.53') - 1]).toBe('X');
    expect(lines[lines.indexOf('(4) ภ.ง.ด.3') - 1]).not.toBe('X');
    expect(lines[lines.indexOf('(1) หัก ณ ที่จ่าย') - 1]).toBe('X');
  });

  it('ticks ภ.ง.ด.3 for an individual', async () => {
    const lines = extractText(
      await renderWithholdingCertificatePdf(certificate({ form: 'pnd3' })),
    ).lines;
    expect(lines[lines.indexOf('(4) ภ.ง.ด.3') - 1]).toBe('X');
    expect(lines[lines.indexOf('(7) ภ.ง.ด.53') - 1]).not.toBe('X');
  });
});
