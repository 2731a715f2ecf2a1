import { X509Certificate } from 'node:crypto';
import type { SamlCertificate } from '@okr/contract';

/** A certificate (base64 DER) as PEM, what node-saml takes as `idpCert`. */
export function pemOf(base64: string): string {
  return `-----BEGIN CERTIFICATE-----\n${base64.match(/.{1,64}/g)!.join('\n')}\n-----END CERTIFICATE-----\n`;
}

/** Its SHA-256 fingerprint and end of validity, or null when it is not a certificate. */
export function certificateInfoOf(base64: string): SamlCertificate | null {
  try {
    const certificate = new X509Certificate(Buffer.from(base64, 'base64'));
    return { fingerprint: certificate.fingerprint256, notAfter: new Date(certificate.validTo).toISOString() };
  } catch {
    return null;
  }
}
