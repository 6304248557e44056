import { createHash, generateKeyPairSync, webcrypto } from 'node:crypto';
import * as asn1js from 'asn1js';
import forge from 'node-forge';
import * as pkijs from 'pkijs';
import { Signer } from '@signpdf/utils';

/**
 * The store's signing key for e-Tax documents (docs/receipts.md "e-Tax Invoice"): a PKCS#12 file
 * (ETAX_SIGNING_P12_PATH, ETAX_SIGNING_P12_PASSWORD) issued by a CA that ETDA accredits, or, by
 * default, a self-signed demo certificate that the store makes once and keeps.
 */
export type SigningIdentity = {
  /** The certificate, DER. */
  certificate: Buffer;
  /** The private key, PKCS#8 DER. */
  privateKey: Buffer;
  /** The certificate's subject, for the signature's /Name. */
  name: string;
};

const OID = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
};

/** Reads a PKCS#12 (DER) with node-forge: the first key and the certificate that matches it. */
export const identityFromP12 = (p12: Buffer, password: string): SigningIdentity => {
  const parsed = forge.pkcs12.pkcs12FromAsn1(
    forge.asn1.fromDer(forge.util.createBuffer(p12.toString('binary'))),
    password,
  );
  const keyBags = [
    ...(parsed.getBags({ bagType: forge.pki.oids.pkcs8ShroudedKeyBag! })[
      forge.pki.oids.pkcs8ShroudedKeyBag!
    ] ?? []),
    ...(parsed.getBags({ bagType: forge.pki.oids.keyBag! })[forge.pki.oids.keyBag!] ?? []),
  ];
  const key = keyBags[0]?.key as forge.pki.rsa.PrivateKey | undefined;
  if (!key) throw new Error('ETAX_SIGNING_P12_PATH: no private key in the PKCS#12 file');
  const certs = (
    parsed.getBags({ bagType: forge.pki.oids.certBag! })[forge.pki.oids.certBag!] ?? []
  ).flatMap((bag) => (bag.cert ? [bag.cert] : []));
  const cert =
    certs.find(
      (candidate) => (candidate.publicKey as forge.pki.rsa.PublicKey).n.compareTo(key.n) === 0,
    ) ?? certs[0];
  if (!cert) throw new Error('ETAX_SIGNING_P12_PATH: no certificate in the PKCS#12 file');
  const der = (asn1: forge.asn1.Asn1) => Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');
  return {
    certificate: der(forge.pki.certificateToAsn1(cert)),
    privateKey: der(forge.pki.wrapRsaPrivateKey(forge.pki.privateKeyToAsn1(key))),
    // forge hands UTF8String values back as their bytes.
    name: forge.util.decodeUtf8(String(cert.subject.getField('CN')?.value ?? 'e-Tax signer')),
  };
};

/**
 * A self-signed demo certificate and its key as a PKCS#12 (DER, 3DES as every reader accepts),
 * made by node-forge with an RSA key from Node: CN and O are the seller's, valid ten years.
 */
export const makeDemoP12 = (params: {
  sellerName: string;
  taxId: string;
  password: string;
  now: Date;
}): Buffer => {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(
    privateKey.export({ type: 'pkcs1', format: 'pem' }).toString(),
  ) as forge.pki.rsa.PrivateKey;
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.setRsaPublicKey(key.n, key.e);
  cert.serialNumber = `01${createHash('sha256').update(params.now.toISOString()).digest('hex').slice(0, 30)}`;
  cert.validity.notBefore = new Date(params.now.getTime() - 60_000);
  cert.validity.notAfter = new Date(params.now.getTime() + 10 * 365 * 86_400_000);
  // forge keeps strings as bytes: Thai names go in as UTF-8 in a UTF8String.
  const utf8 = (value: string) => ({
    value,
    valueTagClass: forge.asn1.Type.UTF8 as unknown as forge.asn1.Class,
  });
  const subject = [
    { shortName: 'CN', ...utf8(`${params.sellerName} (demo e-Tax signer)`) },
    { shortName: 'O', ...utf8(params.sellerName) },
    { name: 'organizationIdentifier', type: '2.5.4.97', value: `NTRTH-${params.taxId}` },
    { shortName: 'C', value: 'TH' },
  ];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  cert.sign(key, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(key, [cert], params.password, {
    algorithm: '3des',
    friendlyName: 'e-Tax demo signer',
  });
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary');
};

const crypto = new pkijs.CryptoEngine({
  name: 'node',
  crypto: webcrypto as unknown as ConstructorParameters<typeof pkijs.CryptoEngine>[0]['crypto'],
});

/**
 * The CMS of a PAdES baseline signature (ETSI.CAdES.detached): SignedData over the PDF's byte
 * range, detached, SHA-256 with RSA, signed attributes content-type, message-digest and
 * signing-certificate-v2 (ESS, RFC 5035) and no signing-time (the PDF's /M says when). Built by
 * pkijs; @signpdf puts it in the placeholder.
 */
export class CadesSigner extends Signer {
  constructor(private readonly identity: SigningIdentity) {
    super();
  }

  override async sign(pdfBuffer: Buffer): Promise<Buffer> {
    const certificate = pkijs.Certificate.fromBER(this.identity.certificate);
    const digest = createHash('sha256').update(pdfBuffer).digest();
    const certHash = createHash('sha256').update(this.identity.certificate).digest();
    // SigningCertificateV2 ::= SEQUENCE { certs SEQUENCE OF ESSCertIDv2 }; ESSCertIDv2 with the
    // default hash (SHA-256) left out, its hash, and IssuerSerial (the issuer as a directoryName).
    const signingCertificateV2 = new asn1js.Sequence({
      value: [
        new asn1js.Sequence({
          value: [
            new asn1js.Sequence({
              value: [
                new asn1js.OctetString({ valueHex: new Uint8Array(certHash).buffer }),
                new asn1js.Sequence({
                  value: [
                    new asn1js.Sequence({
                      value: [
                        new asn1js.Constructed({
                          idBlock: { tagClass: 3, tagNumber: 4 },
                          value: [certificate.issuer.toSchema()],
                        }),
                      ],
                    }),
                    certificate.serialNumber,
                  ],
                }),
              ],
            }),
          ],
        }),
      ],
    });
    const signedData = new pkijs.SignedData({
      version: 1,
      encapContentInfo: new pkijs.EncapsulatedContentInfo({ eContentType: OID.data }),
      signerInfos: [
        new pkijs.SignerInfo({
          version: 1,
          sid: new pkijs.IssuerAndSerialNumber({
            issuer: certificate.issuer,
            serialNumber: certificate.serialNumber,
          }),
          signedAttrs: new pkijs.SignedAndUnsignedAttributes({
            type: 0,
            attributes: [
              new pkijs.Attribute({
                type: OID.contentType,
                values: [new asn1js.ObjectIdentifier({ value: OID.data })],
              }),
              new pkijs.Attribute({
                type: OID.messageDigest,
                values: [new asn1js.OctetString({ valueHex: new Uint8Array(digest).buffer })],
              }),
              new pkijs.Attribute({
                type: OID.signingCertificateV2,
                values: [signingCertificateV2],
              }),
            ],
          }),
        }),
      ],
      certificates: [certificate],
    });
    const key = await webcrypto.subtle.importKey(
      'pkcs8',
      this.identity.privateKey,
      { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
      false,
      ['sign'],
    );
    await signedData.sign(
      key as unknown as Parameters<typeof signedData.sign>[0],
      0,
      'SHA-256',
      undefined,
      crypto,
    );
    const cms = new pkijs.ContentInfo({
      contentType: OID.signedData,
      content: signedData.toSchema(true),
    });
    return Buffer.from(cms.toSchema().toBER(false));
  }
}
