/**
 * A member's initials in a round badge, decorative (the name is beside it). Not Radix's `Avatar`:
 * without an image its fallback waits for an image-loading round and a timer, so the initials
 * were blank at first paint (and its `aria-hidden` reaches only the image, so they were read out).
 */
export function MemberInitials({ firstName, lastName }: { firstName: string; lastName: string }) {
  const initials = `${firstName.trim()[0] ?? ''}${lastName.trim()[0] ?? ''}`.toUpperCase() || '?';
  return (
    <span className="okr-initials" aria-hidden="true">
      {initials}
    </span>
  );
}
