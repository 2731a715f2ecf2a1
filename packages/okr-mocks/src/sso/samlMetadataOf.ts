import { SAML_METADATA_INVALID_MESSAGE } from '@okr/contract';
import type { SamlCertificate } from '@okr/contract';
import type { SamlIdpRecord } from '../db/records';
import { fail } from '../lib/respond';

const REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';

function bytesOf(base64: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

/** A DER certificate's notAfter: the second time value in it (validity's notBefore, then notAfter; nothing before them holds a time). */
function notAfterOf(der: Uint8Array): string | null {
  const times: string[] = [];
  for (let i = 0; i < der.length - 2 && times.length < 2; i += 1) {
    const tag = der[i];
    const length = der[i + 1]!;
    if ((tag === 0x17 && length === 13) || (tag === 0x18 && length === 15)) {
      const text = String.fromCharCode(...der.subarray(i + 2, i + 2 + length));
      if (!/^\d+Z$/.test(text)) continue;
      const full = tag === 0x17 ? `${Number(text.slice(0, 2)) >= 50 ? '19' : '20'}${text}` : text;
      times.push(`${full.slice(0, 4)}-${full.slice(4, 6)}-${full.slice(6, 8)}T${full.slice(8, 10)}:${full.slice(10, 12)}:${full.slice(12, 14)}.000Z`);
      i += 1 + length;
    }
  }
  return times[1] ?? null;
}

async function certificateOf(base64: string): Promise<SamlCertificate | null> {
  try {
    const der = bytesOf(base64);
    const notAfter = notAfterOf(der);
    if (!notAfter) return null;
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', der));
    const fingerprint = Array.from(digest, (byte) => byte.toString(16).padStart(2, '0').toUpperCase()).join(':');
    return { fingerprint, notAfter };
  } catch {
    return null;
  }
}

const unusable = (reason: string): never => fail('RULE_VIOLATION', SAML_METADATA_INVALID_MESSAGE, { reason });

/**
 * The mocks read pasted metadata the way the API does, in outline (entity id, HTTP-Redirect
 * sign-in URL, signing certificates, no DOCTYPE), without an XML parser; a metadata URL cannot be
 * fetched here: one on the reserved `.invalid` name stands for an unreachable one (422), any other
 * for the seeded IdP's metadata.
 */
export async function samlIdpOf(input: { idpMetadataXml?: string | undefined; idpMetadataUrl?: string | undefined }, seeded: string): Promise<Omit<SamlIdpRecord, 'allowIdpInitiated'>> {
  if (input.idpMetadataUrl !== undefined && new URL(input.idpMetadataUrl).hostname.endsWith('.invalid')) unusable('The address did not answer');
  const xml = input.idpMetadataXml ?? seeded;
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) unusable('The metadata carries a DOCTYPE, which SAML does not allow');
  const entityId = /entityID="([^"]+)"/.exec(xml)?.[1] ?? unusable('The metadata has no entityID');
  const sso = [...xml.matchAll(/<(?:\w+:)?SingleSignOnService\b[^>]*>/g)].map((match) => match[0]).find((tag) => tag.includes(REDIRECT));
  const ssoUrl = (sso && /Location="([^"]+)"/.exec(sso)?.[1]) ?? unusable('The metadata has no SingleSignOnService with the HTTP-Redirect binding');
  const certificates = [...xml.matchAll(/<(?:\w+:)?X509Certificate>([^<]+)</g)].map((match) => match[1]!.replace(/\s+/g, ''));
  if (certificates.length === 0) unusable('The metadata has no signing certificate');
  const infos = await Promise.all(certificates.map(certificateOf));
  if (infos.some((info) => info === null)) unusable('A signing certificate of the metadata is not a valid X.509 certificate');
  return { idpEntityId: entityId, idpSsoUrl: ssoUrl, idpCertificates: infos as SamlCertificate[], idpMetadataUrl: input.idpMetadataUrl ?? null };
}
