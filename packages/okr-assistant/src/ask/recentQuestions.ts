const MAX = 8;
const keyOf = (userId: string, organizationId: string) => `okr-assistant:recent:${userId}:${organizationId}`;

/** This user's last questions in this organization, newest first (kept in localStorage across reloads). */
export function readRecentQuestions(userId: string | null, organizationId: string | null): string[] {
  if (!userId || !organizationId) return [];
  try {
    const parsed = JSON.parse(window.localStorage.getItem(keyOf(userId, organizationId)) ?? '[]') as unknown;
    return Array.isArray(parsed) ? parsed.filter((q): q is string => typeof q === 'string').slice(0, MAX) : [];
  } catch {
    return [];
  }
}

export function rememberQuestion(userId: string | null, organizationId: string | null, question: string): string[] {
  if (!userId || !organizationId) return [];
  const next = [question, ...readRecentQuestions(userId, organizationId).filter((q) => q !== question)].slice(0, MAX);
  try {
    window.localStorage.setItem(keyOf(userId, organizationId), JSON.stringify(next));
  } catch {
    // Storage full or blocked: the list lives for this page only.
  }
  return next;
}
