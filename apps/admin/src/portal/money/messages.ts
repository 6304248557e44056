/** The portal's money: royalty statements (issue 25, docs/royalties.md), Thai and English. */
const th = {
  resources: {
    statements: {
      name: 'ใบแจ้งยอดค่าลิขสิทธิ์ |||| ใบแจ้งยอดค่าลิขสิทธิ์',
      fields: {
        Month: 'เดือน',
        Number: 'เลขที่ใบแจ้งยอด',
        PayeeKind: 'ประเภทผู้รับเงิน',
        SalesNetSatang: 'ยอดขายสุทธิ (ไม่รวมภาษีมูลค่าเพิ่ม)',
        RefundsNetSatang: 'หักยอดคืนเงิน',
        NetSalesSatang: 'ยอดขายสุทธิหลังคืนเงิน',
        RoyaltySatang: 'ค่าลิขสิทธิ์',
        WithholdingSatang: 'ภาษีหัก ณ ที่จ่าย',
        CarriedInSatang: 'ยอดติดลบยกมาจากเดือนก่อน',
        PayableSatang: 'ยอดที่จะได้รับ',
        CarriedOutSatang: 'ยอดติดลบยกไปเดือนถัดไป',
        PayoutStatus: 'การจ่ายเงิน',
        IssuedAt: 'ออกเมื่อ',
      },
    },
  },
  nangsue: {
    portal: {
      money: {
        payout_status: { pending: 'รอจ่าย', paid: 'จ่ายแล้ว', none: 'ไม่มียอดจ่าย' },
        payee_kind: { individual: 'บุคคลธรรมดา', company: 'นิติบุคคล' },
        empty_title: 'ยังไม่มีใบแจ้งยอด',
        empty: 'ร้านออกใบแจ้งยอดค่าลิขสิทธิ์เดือนละครั้งหลังสิ้นเดือน สำหรับเดือนที่มียอดขายหรือการคืนเงิน',
        files: {
          pdf_th: 'PDF ภาษาไทย',
          pdf_en: 'PDF ภาษาอังกฤษ',
          csv: 'CSV',
          certificate: 'หนังสือรับรองการหักภาษี ณ ที่จ่าย (50 ทวิ)',
        },
        statement_of: 'ใบแจ้งยอดเดือน%{month}',
        nothing_to_pay: 'เดือนนี้ไม่มียอดที่ต้องจ่าย (ไม่มียอดขาย หรือยอดคืนเงินมากกว่ายอดขาย)',
        nothing_to_pay_carried:
          'เดือนนี้ไม่มียอดที่ต้องจ่าย ยอดติดลบ %{amount} (ยอดคืนเงินมากกว่ายอดขาย) ยกไปหักจากค่าลิขสิทธิ์ของเดือนถัดไปก่อน',
        carried_help:
          'ยอดติดลบของใบแจ้งยอดก่อนหน้าหักจากค่าลิขสิทธิ์ก่อนคำนวณภาษีหัก ณ ที่จ่าย ยอดที่ยังติดลบจะยกไปเดือนถัดไป',
        not_paid: 'รอร้านโอนเงินเข้าบัญชีที่แจ้งไว้',
        paid_state:
          'โอนเงินแล้ววันที่ %{on} เข้าบัญชี %{account} (เลขอ้างอิงธนาคาร %{reference}) หนังสือรับรอง 50 ทวิ เลขที่ %{certificate}',
        royalty_at: 'ค่าลิขสิทธิ์ %{percent}',
        withholding_at: 'หักภาษี ณ ที่จ่าย %{percent}',
        withholding_source: 'อัตราภาษีหัก ณ ที่จ่ายตาม: %{source}',
        issued: 'ออกใบแจ้งยอดเมื่อ %{date}',
        lines: 'รายการขายและคืนเงิน (%{smart_count} รายการ)',
        no_lines: 'ไม่มีรายการ',
        lines_page: 'หน้า %{page} จาก %{pages}',
        line: {
          date: 'วันเวลา',
          kind: 'รายการ',
          order: 'คำสั่งซื้อ',
          book: 'หนังสือ',
          net: 'ยอดสุทธิ',
          royalty: 'ค่าลิขสิทธิ์',
        },
        line_kind: { sale: 'ขาย', refund: 'คืนเงิน' },
        card: { title: 'ใบแจ้งยอดล่าสุด' },
      },
    },
  },
};

const en: typeof th = {
  resources: {
    statements: {
      name: 'Royalty statement |||| Royalty statements',
      fields: {
        Month: 'Month',
        Number: 'Statement number',
        PayeeKind: 'Payee',
        SalesNetSatang: 'Net sales (excluding VAT)',
        RefundsNetSatang: 'Less refunds',
        NetSalesSatang: 'Net sales after refunds',
        RoyaltySatang: 'Royalty',
        WithholdingSatang: 'Withholding tax',
        CarriedInSatang: 'Negative balance brought forward',
        PayableSatang: 'Payable to you',
        CarriedOutSatang: 'Negative balance carried forward',
        PayoutStatus: 'Payment',
        IssuedAt: 'Issued',
      },
    },
  },
  nangsue: {
    portal: {
      money: {
        payout_status: { pending: 'To be paid', paid: 'Paid', none: 'Nothing to pay' },
        payee_kind: { individual: 'Individual', company: 'Company' },
        empty_title: 'No statements yet',
        empty:
          'The store issues a royalty statement once a month, after the month ends, for each month with sales or refunds.',
        files: {
          pdf_th: 'PDF in Thai',
          pdf_en: 'PDF in English',
          csv: 'CSV',
          certificate: 'Withholding tax certificate (50 ทวิ)',
        },
        statement_of: 'Statement for %{month}',
        nothing_to_pay:
          'Nothing to pay this month (nothing sold, or the refunds outweigh the sales).',
        nothing_to_pay_carried:
          'Nothing to pay this month: the negative balance of %{amount} (refunds outweighing sales) is carried forward and taken off the next month’s royalty first.',
        carried_help:
          'A negative balance from the previous statement is taken off the royalty before withholding tax; what is still negative is carried to the next month.',
        not_paid: 'Waiting for the store to transfer the money to your account.',
        paid_state:
          'Paid on %{on} to account %{account} (bank reference %{reference}); 50 ทวิ certificate %{certificate}.',
        royalty_at: 'Royalty at %{percent}',
        withholding_at: 'Withholding tax at %{percent}',
        withholding_source: 'Withholding tax rate from: %{source}',
        issued: 'Issued %{date}',
        lines:
          'Sales and refunds (%{smart_count} line) |||| Sales and refunds (%{smart_count} lines)',
        no_lines: 'No lines',
        lines_page: 'Page %{page} of %{pages}',
        line: {
          date: 'When',
          kind: 'What',
          order: 'Order',
          book: 'Book',
          net: 'Net',
          royalty: 'Royalty',
        },
        line_kind: { sale: 'Sale', refund: 'Refund' },
        card: { title: 'Latest statement' },
      },
    },
  },
};

export const messages = { th, en };
