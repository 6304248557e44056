import { describe, expect, it } from 'vitest';
import { ETDA_XSD as XSD, has, run, withFile } from '../../../../test/etax-tools.js';
import { renderEtaxPdf } from './etax-pdf.js';
import { identityFromP12, makeDemoP12 } from './etax-signer.js';
import { buildTaxInvoiceXml } from './etax-xml.js';
import { receiptSnapshotOf } from '../receipt.fixture.js';

/**
 * The e-Tax Invoice's pure parts (docs/receipts.md "e-Tax Invoice"): the ETDA XML from a snapshot,
 * and the signed PDF/A-3. Third-party tools check them when installed: xmllint against ETDA's XSD,
 * qpdf and pdfsig on the PDF.
 */
describe('e-Tax Invoice XML', () => {
  it('states the invoice as ETDA TaxInvoice_CrossIndustryInvoice, escaping what it quotes', async () => {
    const snapshot = receiptSnapshotOf();
    const xml = buildTaxInvoiceXml({
      ...snapshot,
      buyer: { ...snapshot.buyer, name: 'A & B <Trading> "Co."' },
    });
    expect(xml).toContain('<ram:Name>A &amp; B &lt;Trading&gt; "Co."</ram:Name>');
    expect(xml).toContain('<ram:TypeCode>T03</ram:TypeCode>');
    expect(xml).toContain('<ram:Name>ใบเสร็จรับเงิน/ใบกำกับภาษี</ram:Name>');
    expect(xml).toContain('<ram:IssueDateTime>2026-11-25T14:05:00+07:00</ram:IssueDateTime>');
    expect(xml).toContain('schemeID="TXID" schemeAgencyID="RD">010556123456700000</ram:ID>');
    expect(xml).toContain('schemeID="TXID" schemeAgencyID="RD">010555987654300001</ram:ID>');
    expect(xml).toContain('<ram:PostcodeCode>10120</ram:PostcodeCode>');
    // The worked order: 448.00 in all, VAT 24.07 on 343.87, 80.06 exempt.
    expect(xml).toContain('<ram:GrandTotalAmount>448.00</ram:GrandTotalAmount>');
    expect(xml).toContain('<ram:TaxTotalAmount>24.07</ram:TaxTotalAmount>');
    expect(xml).toContain('<ram:BasisAmount>343.87</ram:BasisAmount>');
    expect(xml).toContain('<ram:BasisAmount>80.06</ram:BasisAmount>');
    expect(xml).toContain('<ram:TaxBasisTotalAmount>423.93</ram:TaxBasisTotalAmount>');
    expect(xml.match(/<ram:IncludedSupplyChainTradeLineItem>/g)).toHaveLength(3);
    if (has('xmllint'))
      await withFile('etda.xml', xml, (file) => {
        const valid = run('xmllint', ['--noout', '--schema', XSD, file]);
        expect(valid.out).toContain('validates');
        expect(valid.status).toBe(0);
      });
  });

  it('gives the seller’s address in ETDA’s parts when the settings have them', async () => {
    const snapshot = receiptSnapshotOf();
    const xml = buildTaxInvoiceXml({
      ...snapshot,
      seller: {
        ...snapshot.seller,
        addressParts: {
          buildingNumber: '99/9',
          street: 'ถนนสุขุมวิท',
          subDistrictCode: '103901',
          districtCode: '1039',
          provinceCode: '10',
          postcode: '10110',
        },
      },
    });
    expect(xml).toContain('<ram:CitySubDivisionName>103901</ram:CitySubDivisionName>');
    expect(xml).toContain('<ram:BuildingNumber>99/9</ram:BuildingNumber>');
    if (has('xmllint'))
      await withFile('etda.xml', xml, (file) => {
        expect(run('xmllint', ['--noout', '--schema', XSD, file]).status).toBe(0);
      });
  });

  it('is made of full tax invoices only', () => {
    expect(() => buildTaxInvoiceXml(receiptSnapshotOf({ kind: 'abbreviated' }))).toThrow(
      RangeError,
    );
  });
});

describe('e-Tax Invoice PDF', () => {
  it('is PDF/A-3b with the XML attached, signed over the whole file', async () => {
    const p12 = makeDemoP12({
      sellerName: 'บริษัท หนังสือดี จำกัด',
      taxId: '0105561234567',
      password: 'secret',
      now: new Date('2026-11-25T00:00:00Z'),
    });
    const identity = identityFromP12(p12, 'secret');
    expect(identity.name).toBe('บริษัท หนังสือดี จำกัด (demo e-Tax signer)');
    const { pdf, xml } = await renderEtaxPdf(
      receiptSnapshotOf(),
      identity,
      new Date('2026-11-25T07:06:00Z'),
    );
    const text = pdf.toString('latin1');
    expect(text).toContain('<pdfaid:part>3</pdfaid:part>');
    expect(text).toMatch(/\/AFRelationship\s*\/Alternative/);
    expect(text).toMatch(/\/SubFilter\s*\/ETSI\.CAdES\.detached/);
    await withFile('etax.pdf', pdf, (file) => {
      if (has('qpdf')) {
        expect(run('qpdf', ['--check', file]).status).toBe(0);
        expect(run('qpdf', ['--show-attachment=ETDA-invoice.xml', file]).out).toBe(xml);
      }
      if (has('pdfsig')) {
        const signature = run('pdfsig', [file]).out;
        expect(signature).toContain('Total document signed');
        expect(signature).toContain('Signature Validation: Signature is Valid.');
      }
    });
  });
});
