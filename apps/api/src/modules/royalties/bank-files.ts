import type { BankFileFormat } from '@nangsue/contracts/admin';
import { thaiBankOf } from '@nangsue/contracts/admin';
import { AppError } from '../../lib/app-error.js';
import { csvDocument } from '../../lib/csv.js';
import { translate } from '../../lib/messages.js';

/**
 * Bank-transfer files of royalty payouts (docs/royalties.md, "The bank file"): one adapter per
 * format behind `BankFileAdapter`, each a pure function of the transfers and the day the bank
 * should pay. `generic` is a CSV any bank's bulk upload can be mapped from; `ktb` is Krungthai's
 * fixed-width bulk credit file (its layout and what must be confirmed with the bank are in the
 * docs).
 */

/** One payout as the bank should make it. */
export type BankTransfer = {
  payoutId: number;
  /** Bank of Thailand code, three digits. */
  bankCode: string;
  /** Digits only. */
  accountNumber: string;
  accountName: string;
  amountSatang: number;
  /** The statement's number (`RS-2025-01-000012`): what the payee sees on their statement. */
  reference: string;
  organisationName: string;
};

export type BankFile = { fileName: string; contentType: string; body: Buffer };

export type BankFileContext = {
  /** `YYYY-MM`: the statements' month. */
  month: string;
  /** `YYYY-MM-DD` (Bangkok): the day the bank should transfer. */
  transferDate: string;
  locale: 'th' | 'en';
};

export interface BankFileAdapter {
  readonly format: BankFileFormat;
  /** The file, or an AppError (409) naming what stops it (a missing setting, an account). */
  build(transfers: readonly BankTransfer[], context: BankFileContext): BankFile;
}

/** Satang as baht with two decimals, from integers only. */
const bahtOf = (satang: number): string =>
  `${Math.floor(satang / 100)}.${String(satang % 100).padStart(2, '0')}`;

/** A CSV of the transfers (UTF-8 with a BOM; headers in the staff member's language). */
export const genericCsvAdapter: BankFileAdapter = {
  format: 'generic',
  build(transfers, { month, locale }) {
    const header = [
      'royalties.bankCsv.bankCode',
      'royalties.bankCsv.bank',
      'royalties.bankCsv.accountNumber',
      'royalties.bankCsv.accountName',
      'royalties.bankCsv.amount',
      'royalties.bankCsv.reference',
      'royalties.bankCsv.organisation',
    ] as const;
    const rows = transfers.map((transfer) => [
      transfer.bankCode,
      thaiBankOf(transfer.bankCode)?.shortName ?? '',
      transfer.accountNumber,
      transfer.accountName,
      bahtOf(transfer.amountSatang),
      transfer.reference,
      transfer.organisationName,
    ]);
    return {
      fileName: `royalty-payouts-${month}.csv`,
      contentType: 'text/csv; charset=utf-8',
      body: Buffer.from(
        csvDocument([header.map((key) => translate(locale, key)), ...rows]),
        'utf8',
      ),
    };
  },
};

// ---------------------------------------------------------------------------------------------
// Krungthai (KTB) bulk credit, fixed width
// ---------------------------------------------------------------------------------------------

/** The store's paying account at Krungthai and its bulk-payment customer id (settings PAYOUT_KTB_*). */
export type KtbSettings = {
  /** The company id Krungthai gives the store for bulk payments (up to 16 characters). */
  companyId: string;
  /** The store's Krungthai account the payouts are debited from (10 or 11 digits). */
  account: string;
  /** Its branch, four digits. */
  branch: string;
  /** The sender's name printed to payees. */
  senderName: string;
  /** The service type of the transfers (`04`: payment for goods and services, by default). */
  serviceType: string;
};

/** The length of every record of the file. */
export const KTB_RECORD_LENGTH = 498;

/**
 * Thai text as TIS-620 (Windows-874) bytes: ASCII as it is, Thai letters U+0E01–U+0E5B at
 * 0xA1–0xFB, anything else "?". One byte a character, so a fixed-width field of n characters is
 * n bytes.
 */
export const toTis620 = (text: string): Buffer =>
  Buffer.from(
    [...text].map((char) => {
      const code = char.codePointAt(0) as number;
      if (code < 0x80) return code;
      if (code >= 0x0e01 && code <= 0x0e5b) return code - 0x0e01 + 0xa1;
      return 0x3f;
    }),
  );

type Field = { length: number; value: string; pad: 'zero-left' | 'space-right' };

const zero = (length: number, value: string | number): Field => ({
  length,
  value: String(value),
  pad: 'zero-left',
});
const text = (length: number, value = ''): Field => ({ length, value, pad: 'space-right' });

/** One record: each field cut or padded to its length (numbers zero-filled on the left). */
const record = (fields: Field[]): string => {
  const line = fields
    .map(({ length, value, pad }) => {
      const chars = [...value.normalize('NFC')].slice(0, length).join('');
      return pad === 'zero-left' ? chars.padStart(length, '0') : chars.padEnd(length, ' ');
    })
    .join('');
  if ([...line].length !== KTB_RECORD_LENGTH) {
    throw new Error(`KTB record of ${[...line].length} characters`);
  }
  return line;
};

/** `2025-02-05` → `05022025` (Gregorian, as the layout has it). */
const ddmmyyyy = (day: string): string => `${day.slice(8, 10)}${day.slice(5, 7)}${day.slice(0, 4)}`;

const KTB_BANK_CODE = '006';

/**
 * Krungthai's bulk credit (Corporate Online "iPay"/Direct Credit) text file: a header record
 * (file type 10, record type 1) with the count and total, then one detail record (record type 2)
 * per transfer, 498 characters each, CRLF between records, TIS-620. The layout follows the
 * open-source OCA l10n_th_bank_payment_export_ktb module; docs/royalties.md lists what the store
 * must confirm with Krungthai before the first upload.
 */
export const createKtbAdapter = (settings: KtbSettings | null): BankFileAdapter => ({
  format: 'ktb',
  build(transfers, { month, transferDate }) {
    if (
      !settings ||
      !settings.companyId ||
      !/^\d{10,11}$/.test(settings.account) ||
      !/^\d{4}$/.test(settings.branch)
    ) {
      throw new AppError('CONFLICT', { message: 'royalties.bankFile.ktbNotConfigured' });
    }
    const tooLong = transfers.find((transfer) => transfer.accountNumber.length > 11);
    if (tooLong) {
      throw new AppError('CONFLICT', {
        message: 'royalties.bankFile.ktbAccountTooLong',
        params: { organisation: tooLong.organisationName },
      });
    }
    const effective = ddmmyyyy(transferDate);
    const total = transfers.reduce((sum, transfer) => sum + transfer.amountSatang, 0);
    const header = record([
      text(2, '10'), // file type
      text(1, '1'), // record type: header
      zero(6, 1), // batch number
      text(3, KTB_BANK_CODE), // sending bank
      zero(7, transfers.length), // transactions in the batch
      zero(19, total), // total amount, satang
      text(8, effective), // effective date DDMMYYYY
      text(1, 'C'), // transaction code: credit
      zero(8, 0), // receiver no.
      text(16, settings.companyId), // company id
      text(20), // user id
      text(407), // filler
    ]);
    const details = transfers.map((transfer, index) =>
      record([
        text(2, '10'), // file type
        text(1, '2'), // record type: detail
        zero(6, 1), // batch number
        zero(3, transfer.bankCode), // receiving bank
        zero(4, 0), // receiving branch (not known: 0000)
        zero(11, transfer.accountNumber), // receiving account
        text(3, KTB_BANK_CODE), // sending bank
        zero(4, settings.branch), // sending branch
        zero(11, settings.account), // sending account
        text(8, effective), // effective date
        text(2, settings.serviceType), // service type
        zero(2, 0), // clearing house code
        zero(17, transfer.amountSatang), // amount, satang
        text(8), // receiver info
        zero(10, 0), // receiver id
        text(100, transfer.accountName), // receiver name
        text(100, settings.senderName), // sender name
        text(40), // other info 1
        text(18), // DDA ref 1
        text(2), // reserved
        text(18, transfer.reference), // reference no. / DDA ref 2
        text(2), // reserved
        text(20), // other info 2
        zero(6, index + 1), // reference running number
        zero(2, 9), // status
        text(40), // e-mail
        text(20), // SMS / mobile
        zero(4, 0), // receiving sub-branch
        text(34), // filler
      ]),
    );
    return {
      fileName: `royalty-payouts-${month}-ktb.txt`,
      contentType: 'text/plain; charset=windows-874',
      body: toTis620(`${[header, ...details].join('\r\n')}\r\n`),
    };
  },
});

/** The adapters by format. */
export const bankFileAdapters = (
  ktb: KtbSettings | null,
): Record<BankFileFormat, BankFileAdapter> => ({
  generic: genericCsvAdapter,
  ktb: createKtbAdapter(ktb),
});
