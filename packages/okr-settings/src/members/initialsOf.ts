/** Up to two initials of a name, for the avatar of a row. */
export function initialsOf(...names: string[]): string {
  const words = names.join(' ').trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '?';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}
