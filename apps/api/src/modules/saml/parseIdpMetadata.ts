import { DOMParser } from '@xmldom/xmldom';
import { SAML_METADATA_INVALID_MESSAGE, SAML_METADATA_MAX_BYTES } from '@okr/contract';
import { AppError } from '../../lib/AppError';
import { hasDoctype } from './refuseDoctype';
import { certificateInfoOf } from './samlCertificates';

const MD = 'urn:oasis:names:tc:SAML:2.0:metadata';
const DS = 'http://www.w3.org/2000/09/xmldsig#';
const REDIRECT_BINDING = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';

/** What a SAML connection keeps of the IdP's metadata (the `metadata` column of a SAML connection). */
export interface SamlIdp {
  entityId: string;
  /** SingleSignOnService, HTTP-Redirect binding. */
  ssoUrl: string;
  /** Signing certificates, base64 DER as in the metadata. */
  certificates: string[];
}

const unusable = (reason: string) => new AppError('RULE_VIOLATION', SAML_METADATA_INVALID_MESSAGE, { reason });

/**
 * The IdP of a metadata document (an EntityDescriptor, or the first IDPSSODescriptor of an
 * EntitiesDescriptor): entity id, HTTP-Redirect sign-in URL, signing certificates (those of
 * `use="signing"` or without `use`), each a valid X.509 certificate. 422 naming the reason otherwise.
 */
export function parseIdpMetadata(xml: string): SamlIdp {
  if (Buffer.byteLength(xml) > SAML_METADATA_MAX_BYTES) throw unusable(`The metadata is larger than ${SAML_METADATA_MAX_BYTES / 1024} KiB`);
  if (hasDoctype(xml)) throw unusable('The metadata carries a DOCTYPE, which SAML does not allow');
  const errors: string[] = [];
  const onError = (message: string) => errors.push(message);
  const doc = new DOMParser({ errorHandler: { warning: () => undefined, error: onError, fatalError: onError } }).parseFromString(xml, 'text/xml');
  if (errors.length > 0 || !doc?.documentElement) throw unusable(`The metadata is not well-formed XML${errors[0] ? `: ${errors[0].split('\n')[0]}` : ''}`);
  const idp = Array.from(doc.getElementsByTagNameNS(MD, 'IDPSSODescriptor'))[0];
  if (!idp) throw unusable('The metadata has no IDPSSODescriptor');
  const entity = idp.parentNode as Element | null;
  const entityId = entity?.getAttribute?.('entityID')?.trim();
  if (!entityId) throw unusable('The metadata has no entityID');
  const sso = Array.from(idp.getElementsByTagNameNS(MD, 'SingleSignOnService')).find((node) => node.getAttribute('Binding') === REDIRECT_BINDING);
  const ssoUrl = sso?.getAttribute('Location')?.trim();
  if (!ssoUrl || !/^https?:\/\//i.test(ssoUrl)) throw unusable('The metadata has no SingleSignOnService with the HTTP-Redirect binding');
  const certificates = Array.from(idp.getElementsByTagNameNS(MD, 'KeyDescriptor'))
    .filter((key) => ['', 'signing'].includes(key.getAttribute('use') ?? ''))
    .flatMap((key) => Array.from(key.getElementsByTagNameNS(DS, 'X509Certificate')).map((node) => (node.textContent ?? '').replace(/\s+/g, '')))
    .filter((value, index, all) => value !== '' && all.indexOf(value) === index);
  if (certificates.length === 0) throw unusable('The metadata has no signing certificate');
  for (const certificate of certificates) {
    if (!certificateInfoOf(certificate)) throw unusable('A signing certificate of the metadata is not a valid X.509 certificate');
  }
  return { entityId, ssoUrl, certificates };
}
