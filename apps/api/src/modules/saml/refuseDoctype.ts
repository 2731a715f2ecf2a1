/**
 * Whether a SAML document carries a DTD. SAML forbids them (Bindings 3.1.2: no DOCTYPE), and a DTD
 * is where external and recursive entities live, so documents with one are refused before any
 * parser sees them: nothing is ever resolved, whatever the parser would do.
 */
export function hasDoctype(xml: string): boolean {
  return /<!DOCTYPE/i.test(xml) || /<!ENTITY/i.test(xml);
}
