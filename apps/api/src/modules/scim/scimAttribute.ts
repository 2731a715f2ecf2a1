/** Case-insensitive attribute access (RFC 7643 §2.1: attribute names are case-insensitive). */
export function scimAttribute(resource: Record<string, unknown>, name: string): unknown {
  const key = Object.keys(resource).find((candidate) => candidate.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : resource[key];
}
