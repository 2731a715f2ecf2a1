/** Joins the class names that are set: `cx('okr-roles', className)` (falsy parts are left out). */
export function cx(...parts: ReadonlyArray<string | false | null | undefined>): string {
  return parts.filter(Boolean).join(' ');
}
