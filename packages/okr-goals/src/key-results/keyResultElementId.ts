/** The id of a key result's heading on its objective's page, which a `?keyResult=<id>` link brings into focus. */
export function keyResultElementId(keyResultId: string): string {
  return `key-result-${keyResultId}`;
}
