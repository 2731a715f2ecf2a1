/** Up to two initials of a name (its first and last words), `?` when it has none. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase() || '?';
}

export interface InitialsProps {
  /** The person's full name (the initials of its first and last words are shown). */
  name: string;
  /** As Radix Themes' Avatar sizes: 1 (24 px), 2 (32 px, default), 3 (40 px). */
  size?: 1 | 2 | 3;
}

/**
 * A person's initials in a round badge, decorative: the name stands beside it, so it is hidden from
 * assistive technology. Not Radix's `Avatar`: without an image its fallback waits for an
 * image-loading round before it draws (blank at first paint), and its `aria-hidden` reaches only
 * the image, so the initials were read out before the name.
 */
export function Initials({ name, size = 2 }: InitialsProps) {
  return (
    <span className="okr-initials" data-size={size} aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}
