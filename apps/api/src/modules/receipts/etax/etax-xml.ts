import { create } from 'xmlbuilder2';
import type { ReceiptAddressParts, ReceiptSnapshot } from '../receipt.types.js';

/**
 * The e-Tax Invoice & e-Receipt XML of a full tax invoice (docs/receipts.md "e-Tax Invoice"):
 * ETDA's TaxInvoice_CrossIndustryInvoice 2.0 (ขมธอ. 3-2560, based on UN/CEFACT CII), built from the
 * snapshot alone with xmlbuilder2 (which escapes every text), so it says what the PDF says.
 */
export const RSM = 'urn:etda:uncefact:data:standard:TaxInvoice_CrossIndustryInvoice:2';
export const RAM =
  'urn:etda:uncefact:data:standard:TaxInvoice_ReusableAggregateBusinessInformationEntity:2';

/** ThaiDocumentNameCode: T03 is ใบเสร็จรับเงิน/ใบกำกับภาษี (the schematron's TIV-Document-003). */
export const ETAX_TYPE_CODE = 'T03';
export const ETAX_TYPE_NAME = 'ใบเสร็จรับเงิน/ใบกำกับภาษี';
/** The name of the XML inside the PDF/A-3 (and of the XMP extension's DocumentFileName). */
export const ETAX_XML_NAME = 'ETDA-invoice.xml';

const baht = (satang: number): string => {
  const sign = satang < 0 ? '-' : '';
  const abs = Math.abs(satang);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

/** ISO 8601 in Bangkok time with its offset (`2026-11-29T21:04:05+07:00`). */
const bangkokDateTime = (iso: string): string => {
  const local = new Date(new Date(iso).getTime() + 7 * 3600_000).toISOString();
  return `${local.slice(0, 19)}+07:00`;
};

/** A Thai address as written: the first line, the rest, and the last five-digit postcode in it. */
const addressOf = (text: string) => {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  const postcode = [...text.matchAll(/(?<!\d)(\d{5})(?!\d)/g)].at(-1)?.[1] ?? null;
  return {
    lineOne: (lines[0] ?? '').slice(0, 256),
    lineTwo: lines.slice(1).join(' ').slice(0, 256),
    postcode,
  };
};

/** The snapshot of a full tax invoice as ETDA XML (UTF-8, with its declaration). */
export const buildTaxInvoiceXml = (snapshot: ReceiptSnapshot): string => {
  if (snapshot.kind !== 'full' || !snapshot.buyer.taxId)
    throw new RangeError(`${snapshot.number}: an e-Tax Invoice is made of a full tax invoice`);
  const doc = create({ version: '1.0', encoding: 'UTF-8' });
  const root = doc
    .ele(RSM, 'rsm:TaxInvoice_CrossIndustryInvoice')
    .att('http://www.w3.org/2000/xmlns/', 'xmlns:ram', RAM);
  const ram = (parent: ReturnType<typeof root.ele>, name: string, text?: string) => {
    const node = parent.ele(RAM, `ram:${name}`);
    if (text !== undefined) node.txt(text);
    return node;
  };

  ram(
    root
      .ele(RSM, 'rsm:ExchangedDocumentContext')
      .ele(RAM, 'ram:GuidelineSpecifiedDocumentContextParameter'),
    'ID',
    'ER3-2560',
  )
    .att('schemeAgencyID', 'ETDA')
    .att('schemeVersionID', 'v2.0');

  const document = root.ele(RSM, 'rsm:ExchangedDocument');
  ram(document, 'ID', snapshot.number);
  ram(document, 'Name', ETAX_TYPE_NAME);
  ram(document, 'TypeCode', ETAX_TYPE_CODE);
  ram(document, 'IssueDateTime', bangkokDateTime(snapshot.issuedAt));
  ram(document, 'CreationDateTime', bangkokDateTime(snapshot.issuedAt));

  const transaction = root.ele(RSM, 'rsm:SupplyChainTradeTransaction');
  const agreement = ram(transaction, 'ApplicableHeaderTradeAgreement');
  const party = (
    name: 'SellerTradeParty' | 'BuyerTradeParty',
    who: {
      name: string;
      taxId: string;
      branch: string;
      address: string;
      addressParts?: ReceiptAddressParts | null;
    },
  ) => {
    const node = ram(agreement, name);
    ram(node, 'Name', who.name.slice(0, 256));
    // TXID: the 13-digit tax id and the 5-digit branch, 18 digits (TIV-SellerTradeParty-005).
    ram(ram(node, 'SpecifiedTaxRegistration'), 'ID', `${who.taxId}${who.branch}`)
      .att('schemeID', 'TXID')
      .att('schemeAgencyID', 'RD');
    const postal = ram(node, 'PostalTradeAddress');
    const parts = who.addressParts;
    if (parts) {
      // Structured, as the schematron asks of the seller (TIV-SellerTradeParty-007…012).
      ram(postal, 'PostcodeCode', parts.postcode);
      if (parts.street) ram(postal, 'StreetName', parts.street.slice(0, 70));
      ram(postal, 'CityName', parts.districtCode);
      ram(postal, 'CitySubDivisionName', parts.subDistrictCode);
      ram(postal, 'CountryID', 'TH').att('schemeID', '3166-1 alpha-2');
      ram(postal, 'CountrySubDivisionID', parts.provinceCode);
      ram(postal, 'BuildingNumber', parts.buildingNumber);
      return;
    }
    const address = addressOf(who.address);
    if (address.postcode) ram(postal, 'PostcodeCode', address.postcode);
    if (address.lineOne) ram(postal, 'LineOne', address.lineOne);
    if (address.lineTwo) ram(postal, 'LineTwo', address.lineTwo);
    ram(postal, 'CountryID', 'TH').att('schemeID', '3166-1 alpha-2');
  };
  party('SellerTradeParty', snapshot.seller);
  party('BuyerTradeParty', {
    name: snapshot.buyer.name,
    taxId: snapshot.buyer.taxId,
    branch: snapshot.buyer.branch ?? '00000',
    address: snapshot.buyer.address ?? '',
  });
  // The order the invoice is for (the storefront's order number).
  ram(ram(agreement, 'BuyerOrderReferencedDocument'), 'IssuerAssignedID', snapshot.orderNumber);

  ram(transaction, 'ApplicableHeaderTradeDelivery');

  const settlement = ram(transaction, 'ApplicableHeaderTradeSettlement');
  ram(settlement, 'InvoiceCurrencyCode', 'THB').att('listID', 'ISO 4217 3A');
  const totals = snapshot.totals;
  const tax = (parent: ReturnType<typeof ram>, rate: number, basis: number, amount: number) => {
    const node = ram(parent, 'ApplicableTradeTax');
    ram(node, 'TypeCode', 'VAT');
    ram(node, 'CalculatedRate', String(rate));
    ram(node, 'BasisAmount', baht(basis));
    ram(node, 'CalculatedAmount', baht(amount));
  };
  tax(settlement, 7, totals.taxableNetSatang, totals.vatSatang);
  if (totals.vatExemptSatang > 0) tax(settlement, 0, totals.vatExemptSatang, 0);
  // The coupon's discount is in each line's amount already (as on the PDF's lines), so the
  // header states it as a note-free allowance of 0 and the line totals are after it.
  const summation = ram(settlement, 'SpecifiedTradeSettlementHeaderMonetarySummation');
  ram(summation, 'LineTotalAmount', baht(totals.netSatang));
  ram(summation, 'AllowanceTotalAmount', '0.00');
  ram(summation, 'TaxBasisTotalAmount', baht(totals.netSatang));
  ram(summation, 'TaxTotalAmount', baht(totals.vatSatang));
  ram(summation, 'GrandTotalAmount', baht(totals.totalSatang));

  snapshot.lines.forEach((line, index) => {
    const net = line.totalSatang - line.vatSatang;
    const item = ram(transaction, 'IncludedSupplyChainTradeLineItem');
    ram(ram(item, 'AssociatedDocumentLineDocument'), 'LineID', String(index + 1));
    ram(ram(item, 'SpecifiedTradeProduct'), 'Name', line.name.slice(0, 256));
    ram(
      ram(ram(item, 'SpecifiedLineTradeAgreement'), 'GrossPriceProductTradePrice'),
      'ChargeAmount',
      baht(net),
    );
    ram(ram(item, 'SpecifiedLineTradeDelivery'), 'BilledQuantity', '1').att('unitCode', 'EA');
    const lineSettlement = ram(item, 'SpecifiedLineTradeSettlement');
    tax(lineSettlement, line.vatRate, net, line.vatSatang);
    const lineSum = ram(lineSettlement, 'SpecifiedTradeSettlementLineMonetarySummation');
    ram(lineSum, 'TaxTotalAmount', baht(line.vatSatang));
    ram(lineSum, 'NetLineTotalAmount', baht(net)).att('currencyID', 'THB');
    ram(lineSum, 'NetIncludingTaxesLineTotalAmount', baht(line.totalSatang)).att(
      'currencyID',
      'THB',
    );
  });

  return doc.end({ prettyPrint: true });
};
