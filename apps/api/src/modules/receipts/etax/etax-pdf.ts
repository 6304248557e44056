import { plainAddPlaceholder } from '@signpdf/placeholder-plain';
import { SignPdf } from '@signpdf/signpdf';
import { SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import { renderReceiptPdf } from '../receipt-pdf.js';
import type { ReceiptSnapshot } from '../receipt.types.js';
import { CadesSigner, type SigningIdentity } from './etax-signer.js';
import { ETAX_XML_NAME, buildTaxInvoiceXml } from './etax-xml.js';

/**
 * ETDA's PDF/A extension schema for the e-Tax Invoice (as ETDA's own e-Tax Invoice PDF generator
 * writes it, `EDocument_PDFAExtensionSchema.xml`): the embedded XML's file name, the document
 * type and the standard's version, declared so a PDF/A validator accepts the properties.
 */
const ETDA_XMP_NS = 'urn:etda:uncefact:data:standard:Invoice_CrossIndustryInvoice:2#';
const etdaXmp = (documentType: string) => `
<rdf:Description rdf:about="" xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/" xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">
  <pdfaExtension:schemas>
    <rdf:Bag>
      <rdf:li rdf:parseType="Resource">
        <pdfaSchema:schema>Electronic Tax Invoice PDFA Extension Schema</pdfaSchema:schema>
        <pdfaSchema:namespaceURI>${ETDA_XMP_NS}</pdfaSchema:namespaceURI>
        <pdfaSchema:prefix>rsm</pdfaSchema:prefix>
        <pdfaSchema:property>
          <rdf:Seq>
            <rdf:li rdf:parseType="Resource"><pdfaProperty:name>DocumentFileName</pdfaProperty:name><pdfaProperty:valueType>Text</pdfaProperty:valueType><pdfaProperty:category>external</pdfaProperty:category><pdfaProperty:description>Name of the embedded XML invoice file</pdfaProperty:description></rdf:li>
            <rdf:li rdf:parseType="Resource"><pdfaProperty:name>DocumentType</pdfaProperty:name><pdfaProperty:valueType>Text</pdfaProperty:valueType><pdfaProperty:category>external</pdfaProperty:category><pdfaProperty:description>Type of the document</pdfaProperty:description></rdf:li>
            <rdf:li rdf:parseType="Resource"><pdfaProperty:name>Version</pdfaProperty:name><pdfaProperty:valueType>Text</pdfaProperty:valueType><pdfaProperty:category>external</pdfaProperty:category><pdfaProperty:description>Version of the ETDA XML data</pdfaProperty:description></rdf:li>
          </rdf:Seq>
        </pdfaSchema:property>
      </rdf:li>
    </rdf:Bag>
  </pdfaExtension:schemas>
</rdf:Description>
<rdf:Description rdf:about="" xmlns:rsm="${ETDA_XMP_NS}">
  <rsm:DocumentFileName>${ETAX_XML_NAME}</rsm:DocumentFileName>
  <rsm:DocumentType>${documentType}</rsm:DocumentType>
  <rsm:Version>2.0</rsm:Version>
</rdf:Description>`;

/**
 * @signpdf/placeholder-plain 3.3 writes a blank line before its update's `xref` and points
 * `startxref` at that line; qpdf warns ("extraneous whitespace seen before xref") and strict PDF/A
 * validators count it as a wrong offset. Pointed at the keyword itself, before the signing (the
 * signature then covers the corrected bytes).
 */
const exactStartXref = (pdf: Buffer): Buffer => {
  const tail = pdf.subarray(pdf.lastIndexOf('startxref')).toString('latin1');
  const match = /^startxref\s+(\d+)\s+%%EOF\s*$/.exec(tail);
  if (!match) return pdf;
  const offset = Number(match[1]);
  const keyword = pdf.indexOf('xref', offset);
  if (keyword === offset || keyword < 0 || pdf.subarray(offset, keyword).toString().trim() !== '')
    return pdf;
  const start = pdf.lastIndexOf('startxref');
  return Buffer.concat([pdf.subarray(0, start), Buffer.from(`startxref\n${keyword}\n%%EOF\n`)]);
};

/** Room for the CMS in the placeholder (a certificate chain of a few certificates fits). */
const SIGNATURE_LENGTH = 16_384;

/**
 * The e-Tax Invoice of a full tax invoice: the receipt PDF as PDF/A-3b with the ETDA XML inside
 * (`/AFRelationship /Alternative`, listed in the catalog's /AF), then signed (PAdES,
 * ETSI.CAdES.detached) as an incremental update by @signpdf, so the PDF/A bytes stay as drawn.
 */
export const renderEtaxPdf = async (
  snapshot: ReceiptSnapshot,
  identity: SigningIdentity,
  signingTime: Date,
): Promise<{ pdf: Buffer; xml: string }> => {
  const xml = buildTaxInvoiceXml(snapshot);
  const drawn = await renderReceiptPdf(snapshot, {
    attachment: {
      name: ETAX_XML_NAME,
      data: Buffer.from(xml, 'utf8'),
      mimeType: 'text/xml',
      description: 'e-Tax Invoice (ETDA TaxInvoice_CrossIndustryInvoice 2.0)',
      relationship: 'Alternative',
    },
    xmp: etdaXmp('TaxInvoice'),
  });
  const withPlaceholder = plainAddPlaceholder({
    pdfBuffer: drawn,
    reason: `e-Tax Invoice ${snapshot.number}`,
    contactInfo: '',
    name: identity.name,
    location: 'Thailand',
    signingTime,
    signatureLength: SIGNATURE_LENGTH,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    appName: 'Nangsue',
  });
  const pdf = await new SignPdf().sign(
    exactStartXref(withPlaceholder),
    new CadesSigner(identity),
    signingTime,
  );
  return { pdf, xml };
};
