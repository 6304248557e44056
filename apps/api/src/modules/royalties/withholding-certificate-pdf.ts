import { amountInWordsTh } from '../receipts/index.js';
import {
  ACCENT,
  formatSatang,
  formatTaxId,
  INK,
  LEFT,
  MUTED,
  newPdf,
  RIGHT,
  SHADE,
  type PdfCanvas,
} from './royalty-pdf-canvas.js';
import { formatDay, formatMonth } from './royalty-statement-pdf.js';
import type { CertificateDocument, PayeeParty, PayerParty } from './royalty-document.types.js';

/**
 * The withholding tax certificate (หนังสือรับรองการหักภาษี ณ ที่จ่าย ตามมาตรา 50 ทวิ แห่ง
 * ประมวลรัษฎากร) of one paid royalty statement, drawn in Thai after the Revenue Department's
 * form: the payer and the payee with their tax ids, the return it is filed with (ภ.ง.ด.3 or
 * ภ.ง.ด.53), the income lines with row 3 (ค่าแห่งลิขสิทธิ์, s.40(3)) filled, the tax in words,
 * "withheld at source", the warning and the payer's signature line. Two pages: copy 1 for the
 * payee's return, copy 2 for their records (docs/royalties.md, "The 50 ทวิ certificate").
 */

const COPIES = [
  'ฉบับที่ 1 (สำหรับผู้ถูกหักภาษี ณ ที่จ่าย ใช้แนบพร้อมกับแบบแสดงรายการภาษี)',
  'ฉบับที่ 2 (สำหรับผู้ถูกหักภาษี ณ ที่จ่าย เก็บไว้เป็นหลักฐาน)',
];

/** The returns of the form's "ลำดับที่ ... ในแบบ" row, in its order. */
const FORMS: Array<{ key: string; label: string }> = [
  { key: 'pnd1a', label: '(1) ภ.ง.ด.1ก' },
  { key: 'pnd1aSpecial', label: '(2) ภ.ง.ด.1ก พิเศษ' },
  { key: 'pnd2', label: '(3) ภ.ง.ด.2' },
  { key: 'pnd3', label: '(4) ภ.ง.ด.3' },
  { key: 'pnd2a', label: '(5) ภ.ง.ด.2ก' },
  { key: 'pnd3a', label: '(6) ภ.ง.ด.3ก' },
  { key: 'pnd53', label: '(7) ภ.ง.ด.53' },
];

/** The income types of the form; royalties are row 3. */
const INCOME_ROWS = [
  '1. เงินเดือน ค่าจ้าง เบี้ยเลี้ยง โบนัส ฯลฯ ตามมาตรา 40 (1)',
  '2. ค่าธรรมเนียม ค่านายหน้า ฯลฯ ตามมาตรา 40 (2)',
  '3. ค่าแห่งลิขสิทธิ์ ฯลฯ ตามมาตรา 40 (3)',
  '4. ดอกเบี้ย เงินปันผล ฯลฯ ตามมาตรา 40 (4)',
  '5. การจ่ายเงินได้ที่ต้องหักภาษี ณ ที่จ่าย ตามคำสั่งกรมสรรพากรที่ออกตามมาตรา 3 เตรส',
  '6. อื่น ๆ (ระบุ)',
];
const ROYALTY_ROW = 2;

const PAYER_KINDS = ['(1) หัก ณ ที่จ่าย', '(2) ออกให้ตลอดไป', '(3) ออกให้ครั้งเดียว', '(4) อื่น ๆ (ระบุ)'];

const WARNING =
  'คำเตือน ผู้มีหน้าที่ออกหนังสือรับรองการหักภาษี ณ ที่จ่าย ฝ่าฝืนไม่ปฏิบัติตามมาตรา 50 ทวิ แห่งประมวลรัษฎากร ต้องรับโทษทางอาญาตามมาตรา 35 แห่งประมวลรัษฎากร';

const drawParty = (
  canvas: PdfCanvas,
  title: string,
  party: { name: string; taxId: string; address: string | null },
) => {
  const top = canvas.y;
  const inner = LEFT + 8;
  const width = RIGHT - LEFT - 16;
  let y = top + 6;
  canvas.text(title, inner, y, { weight: 'bold', color: ACCENT, width: 200 });
  canvas.text(`เลขประจำตัวผู้เสียภาษีอากร (13 หลัก) ${formatTaxId(party.taxId)}`, inner + 200, y, {
    width: width - 200,
    align: 'right',
  });
  y += canvas.lineHeight() + 2;
  y += canvas.text(`ชื่อ ${party.name}`, inner, y, { weight: 'bold', size: 10, width });
  y += canvas.text(`ที่อยู่ ${party.address ?? '-'}`, inner, y, { width });
  canvas.box(LEFT, top, RIGHT - LEFT, y - top + 6);
  canvas.y = y + 12;
};

const payerParty = (payer: PayerParty) => ({
  name: payer.name,
  taxId: payer.taxId,
  address: payer.address,
});

const payeeParty = (payee: PayeeParty) => ({
  name: payee.legalName,
  taxId: payee.taxId,
  address: payee.address,
});

const drawForms = (canvas: PdfCanvas, document: CertificateDocument) => {
  const top = canvas.y;
  canvas.text('ลำดับที่ ............ ในแบบ', LEFT + 8, top, { width: 120 });
  const perRow = 4;
  const cellWidth = (RIGHT - LEFT - 140) / perRow;
  FORMS.forEach((form, index) => {
    const x = LEFT + 140 + (index % perRow) * cellWidth;
    const y = top + Math.floor(index / perRow) * (canvas.lineHeight() + 4);
    canvas.checkbox(x, y + 2, form.key === document.form);
    canvas.text(form.label, x + 12, y, { width: cellWidth - 14 });
  });
  canvas.y = top + 2 * (canvas.lineHeight() + 4) + 8;
};

const drawIncome = (canvas: PdfCanvas, document: CertificateDocument) => {
  const widths = [RIGHT - LEFT - 92 - 100 - 100, 92, 100, 100];
  const headers = [
    'ประเภทเงินได้พึงประเมินที่จ่าย',
    'วัน เดือน หรือปีภาษี ที่จ่าย',
    'จำนวนเงินที่จ่าย',
    'ภาษีที่หัก และนำส่งไว้',
  ];
  const paidOn = formatDay(document.paidOn, 'th');
  const headerHeight = 2 * canvas.lineHeight(8.5) + 8;
  const top = canvas.y;
  canvas.shade(LEFT, top, RIGHT - LEFT, headerHeight, SHADE);
  let x = LEFT;
  headers.forEach((header, index) => {
    canvas.text(header, x + 4, top + 4, {
      weight: 'bold',
      size: 8.5,
      width: (widths[index] ?? 0) - 8,
      align: 'center',
    });
    x += widths[index] ?? 0;
  });
  canvas.y = top + headerHeight;

  INCOME_ROWS.forEach((row, index) => {
    const isRoyalty = index === ROYALTY_ROW;
    const cells = isRoyalty
      ? [
          row,
          paidOn,
          formatSatang(document.amountPaidSatang),
          formatSatang(document.taxWithheldSatang),
        ]
      : [row, '', '', ''];
    const height =
      Math.max(
        canvas.measure(row, { size: 8.5, width: (widths[0] ?? 0) - 8 }),
        canvas.lineHeight(8.5),
      ) + 6;
    let cellX = LEFT;
    cells.forEach((cell, cellIndex) => {
      canvas.text(cell, cellX + 4, canvas.y + 3, {
        size: 8.5,
        weight: isRoyalty && cellIndex > 0 ? 'bold' : 'regular',
        width: (widths[cellIndex] ?? 0) - 8,
        align: cellIndex === 0 ? 'left' : cellIndex === 1 ? 'center' : 'right',
      });
      cellX += widths[cellIndex] ?? 0;
    });
    canvas.y += height;
    canvas.rule(canvas.y, LEFT, RIGHT);
  });

  // Totals.
  const totalHeight = canvas.lineHeight(9) + 6;
  canvas.text('รวมเงินที่จ่ายและภาษีที่หักนำส่ง', LEFT + 4, canvas.y + 3, {
    weight: 'bold',
    width: (widths[0] ?? 0) - 8,
    align: 'right',
  });
  canvas.text(
    formatSatang(document.amountPaidSatang),
    LEFT + (widths[0] ?? 0) + (widths[1] ?? 0) + 4,
    canvas.y + 3,
    { weight: 'bold', width: (widths[2] ?? 0) - 8, align: 'right' },
  );
  canvas.text(
    formatSatang(document.taxWithheldSatang),
    RIGHT - (widths[3] ?? 0) + 4,
    canvas.y + 3,
    {
      weight: 'bold',
      width: (widths[3] ?? 0) - 8,
      align: 'right',
    },
  );
  canvas.box(LEFT, top, RIGHT - LEFT, canvas.y + totalHeight - top);
  let lineX = LEFT;
  for (const width of widths.slice(0, -1)) {
    lineX += width;
    canvas.doc
      .moveTo(lineX, top)
      .lineTo(lineX, canvas.y + totalHeight)
      .lineWidth(0.6)
      .strokeColor(INK)
      .stroke();
  }
  canvas.y += totalHeight + 8;

  canvas.text('รวมเงินภาษีที่หักนำส่ง (ตัวอักษร)', LEFT, canvas.y, { weight: 'bold', width: 170 });
  canvas.y += canvas.text(
    `(${amountInWordsTh(document.taxWithheldSatang)})`,
    LEFT + 170,
    canvas.y,
    {
      weight: 'bold',
      width: RIGHT - LEFT - 170,
    },
  );
  canvas.y += 4;
  canvas.y += canvas.text(
    'เงินที่จ่ายเข้า กบข./กสจ./กองทุนสงเคราะห์ครูโรงเรียนเอกชน - บาท กองทุนประกันสังคม - บาท กองทุนสำรองเลี้ยงชีพ - บาท',
    LEFT,
    canvas.y,
    { size: 8, color: MUTED, width: RIGHT - LEFT },
  );
  canvas.y += 8;
};

const drawPayerKind = (canvas: PdfCanvas) => {
  const top = canvas.y;
  canvas.text('ผู้จ่ายเงิน', LEFT + 8, top, { weight: 'bold', width: 70 });
  const cellWidth = (RIGHT - LEFT - 90) / PAYER_KINDS.length;
  PAYER_KINDS.forEach((label, index) => {
    const x = LEFT + 90 + index * cellWidth;
    canvas.checkbox(x, top + 2, index === 0);
    canvas.text(label, x + 12, top, { width: cellWidth - 14 });
  });
  canvas.y = top + canvas.lineHeight() + 12;
};

const drawSignature = (canvas: PdfCanvas, document: CertificateDocument) => {
  const top = canvas.y;
  const warningWidth = 210;
  canvas.box(LEFT, top, warningWidth, 78);
  canvas.text(WARNING, LEFT + 6, top + 6, { size: 8, width: warningWidth - 12 });

  const x = LEFT + warningWidth + 16;
  const width = RIGHT - x;
  let y = top;
  y += canvas.text('ขอรับรองว่าข้อความและตัวเลขดังกล่าวข้างต้นถูกต้องตรงกับความจริงทุกประการ', x, y, {
    width,
    align: 'center',
  });
  y += 14;
  y += canvas.text('ลงชื่อ ........................................................ ผู้จ่ายเงิน', x, y, {
    width,
    align: 'center',
  });
  y += canvas.text(`(${document.payer.name})`, x, y, { width, align: 'center' });
  y += canvas.text(formatDay(document.paidOn, 'th'), x, y, {
    weight: 'bold',
    width,
    align: 'center',
  });
  y += canvas.text('(วัน เดือน ปี ที่ออกหนังสือรับรองฯ)', x, y, {
    size: 8,
    color: MUTED,
    width,
    align: 'center',
  });
  canvas.y = Math.max(top + 78, y) + 12;
};

const drawCopy = (canvas: PdfCanvas, document: CertificateDocument, copy: string) => {
  canvas.text(copy, LEFT, canvas.y, { size: 8, color: MUTED, width: RIGHT - LEFT, align: 'right' });
  canvas.y += canvas.lineHeight(8) + 4;
  const numbersWidth = 150;
  canvas.text(`เล่มที่ ${document.book}`, RIGHT - numbersWidth, canvas.y, {
    width: numbersWidth,
    align: 'right',
  });
  canvas.text(
    `เลขที่ ${String(document.number).padStart(6, '0')}`,
    RIGHT - numbersWidth,
    canvas.y + canvas.lineHeight(),
    {
      width: numbersWidth,
      align: 'right',
    },
  );
  canvas.y += canvas.text('หนังสือรับรองการหักภาษี ณ ที่จ่าย', LEFT, canvas.y, {
    weight: 'bold',
    size: 15,
    width: RIGHT - LEFT,
    align: 'center',
    color: ACCENT,
  });
  canvas.y += canvas.text('ตามมาตรา 50 ทวิ แห่งประมวลรัษฎากร', LEFT, canvas.y, {
    size: 10,
    width: RIGHT - LEFT,
    align: 'center',
  });
  canvas.y += 10;

  drawParty(canvas, 'ผู้มีหน้าที่หักภาษี ณ ที่จ่าย', payerParty(document.payer));
  drawParty(canvas, 'ผู้ถูกหักภาษี ณ ที่จ่าย', payeeParty(document.payee));
  drawForms(canvas, document);
  drawIncome(canvas, document);
  drawPayerKind(canvas);
  drawSignature(canvas, document);
  canvas.text(
    `อ้างอิงใบแจ้งยอดค่าลิขสิทธิ์เลขที่ ${document.statementNumber} ประจำเดือน ${formatMonth(document.month, 'th')}`,
    LEFT,
    canvas.y,
    { size: 8, color: MUTED, width: RIGHT - LEFT },
  );
};

/** The certificate as a two-page A4 PDF (copy 1 and copy 2; the same document, the same bytes). */
export const renderWithholdingCertificatePdf = async (
  document: CertificateDocument,
): Promise<Buffer> => {
  const number = `${document.book}/${String(document.number).padStart(6, '0')}`;
  const { canvas, finish } = newPdf({
    locale: 'th',
    title: `หนังสือรับรองการหักภาษี ณ ที่จ่าย ${number}`,
    author: document.payer.name,
    subject: `${document.payee.legalName} ${document.statementNumber}`,
    date: new Date(`${document.paidOn}T12:00:00+07:00`),
  });
  COPIES.forEach((copy, index) => {
    if (index > 0) {
      canvas.doc.addPage();
      canvas.y = 40;
    }
    drawCopy(canvas, document, copy);
  });
  return finish();
};
