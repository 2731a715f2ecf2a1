import forge from 'node-forge';

export interface TestKeyPair {
  privateKey: string;
  /** PEM. */
  certificate: string;
  /** Base64 DER, as metadata carries it. */
  certificateBase64: string;
}

/** A self-signed RSA certificate made for one test run (no key is ever committed). */
export function testCertificate(commonName: string, { days = 365 }: { days?: number } = {}): TestKeyPair {
  const keys = forge.pki.rsa.generateKeyPair(2048);
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = `01${forge.util.bytesToHex(forge.random.getBytesSync(8))}`;
  cert.validity.notBefore = new Date(Date.now() - 86_400_000);
  cert.validity.notAfter = new Date(Date.now() + days * 86_400_000);
  const attributes = [{ name: 'commonName', value: commonName }];
  cert.setSubject(attributes);
  cert.setIssuer(attributes);
  cert.sign(keys.privateKey, forge.md.sha256.create());
  const certificate = forge.pki.certificateToPem(cert);
  return {
    privateKey: forge.pki.privateKeyToPem(keys.privateKey),
    certificate,
    certificateBase64: forge.util.encode64(forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes()),
  };
}
