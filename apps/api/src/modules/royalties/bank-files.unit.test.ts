import { describe, expect, it } from 'vitest';
import {
  createKtbAdapter,
  genericCsvAdapter,
  KTB_RECORD_LENGTH,
  toTis620,
  type BankTransfer,
  type KtbSettings,
} from './bank-files.js';

const transfers: BankTransfer[] = [
  {
    payoutId: 7,
    bankCode: '004',
    accountNumber: '1234567890',
    accountName: 'บริษัท น้ำใจไทย จำกัด',
    amountSatang: 1_234_567,
    reference: 'RS-2025-01-000012',
    organisationName: 'น้ำใจ Press',
  },
  {
    payoutId: 8,
    bankCode: '006',
    accountNumber: '9876543210',
    accountName: 'Somchai Jaidee',
    amountSatang: 5,
    reference: 'RS-2025-01-000013',
    organisationName: 'Clear Sky, "Books"',
  },
];

const settings: KtbSettings = {
  companyId: 'NANGSUE01',
  account: '1111111111',
  branch: '0123',
  senderName: 'Nangsue Digital Co., Ltd.',
  serviceType: '04',
};

const context = { month: '2025-01', transferDate: '2025-02-05', locale: 'en' as const };

/** A TIS-620 file back to text (Node reads windows-874, a superset). */
const decode = (body: Buffer) => new TextDecoder('windows-874').decode(body);

describe('the generic CSV bank file', () => {
  it('has a BOM, headers in the language asked, one row a transfer with baht from satang', () => {
    const file = genericCsvAdapter.build(transfers, context);
    expect(file.fileName).toBe('royalty-payouts-2025-01.csv');
    const text = file.body.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const rows = text.slice(1).trimEnd().split('\r\n');
    expect(rows).toEqual([
      'Bank code,Bank,Account number,Account name,Amount (baht),Reference,Publisher',
      '004,KBANK,1234567890,บริษัท น้ำใจไทย จำกัด,12345.67,RS-2025-01-000012,น้ำใจ Press',
      '006,KTB,9876543210,Somchai Jaidee,0.05,RS-2025-01-000013,"Clear Sky, ""Books"""',
    ]);
    const thai = genericCsvAdapter.build(transfers, { ...context, locale: 'th' });
    expect(thai.body.toString('utf8')).toContain('รหัสธนาคาร,ธนาคาร,เลขที่บัญชี');
  });
});

describe('the Krungthai bulk credit file', () => {
  const file = createKtbAdapter(settings).build(transfers, context);
  const records = decode(file.body).split('\r\n');

  it('is TIS-620, 498 characters (bytes) a record, CRLF after each', () => {
    expect(file.fileName).toBe('royalty-payouts-2025-01-ktb.txt');
    expect(records.at(-1)).toBe('');
    const lines = records.slice(0, -1);
    expect(lines).toHaveLength(3);
    for (const line of lines) expect([...line]).toHaveLength(KTB_RECORD_LENGTH);
    // One byte a character: the file is exactly the records and their CRLFs.
    expect(file.body.length).toBe(3 * (KTB_RECORD_LENGTH + 2));
    expect(toTis620('น้ำ')).toEqual(Buffer.from([0xb9, 0xe9, 0xd3]));
  });

  it('states the count, the total in satang, the day and the company id in the header', () => {
    const header = records[0]!;
    expect(header.slice(0, 3)).toBe('101');
    expect(header.slice(3, 9)).toBe('000001');
    expect(header.slice(9, 12)).toBe('006');
    expect(header.slice(12, 19)).toBe('0000002');
    expect(header.slice(19, 38)).toBe(String(1_234_567 + 5).padStart(19, '0'));
    expect(header.slice(38, 46)).toBe('05022025');
    expect(header.slice(46, 47)).toBe('C');
    expect(header.slice(55, 71)).toBe('NANGSUE01'.padEnd(16));
  });

  it('puts each transfer at its positions: bank, account, amount, names, reference, running number', () => {
    const detail = records[1]!;
    expect(detail.slice(0, 3)).toBe('102');
    expect(detail.slice(9, 12)).toBe('004');
    expect(detail.slice(16, 27)).toBe('01234567890');
    expect(detail.slice(27, 30)).toBe('006');
    expect(detail.slice(30, 34)).toBe('0123');
    expect(detail.slice(34, 45)).toBe('01111111111');
    expect(detail.slice(45, 53)).toBe('05022025');
    expect(detail.slice(53, 55)).toBe('04');
    expect(detail.slice(57, 74)).toBe('00000000001234567');
    expect(detail.slice(92, 192)).toBe('บริษัท น้ำใจไทย จำกัด'.padEnd(100));
    expect(detail.slice(192, 292)).toBe('Nangsue Digital Co., Ltd.'.padEnd(100));
    expect(detail.slice(352, 370)).toBe('RS-2025-01-000012 ');
    expect(detail.slice(392, 398)).toBe('000001');
    expect(records[2]!.slice(392, 398)).toBe('000002');
    expect(records[2]!.slice(57, 74)).toBe('00000000000000005');
  });

  it('refuses without the store account, and an account longer than the field', () => {
    expect(() => createKtbAdapter(null).build(transfers, context)).toThrow(
      expect.objectContaining({
        code: 'CONFLICT',
        messageKey: 'royalties.bankFile.ktbNotConfigured',
      }),
    );
    const long = [{ ...transfers[0]!, accountNumber: '123456789012' }];
    expect(() => createKtbAdapter(settings).build(long, context)).toThrow(
      expect.objectContaining({ messageKey: 'royalties.bankFile.ktbAccountTooLong' }),
    );
  });
});
