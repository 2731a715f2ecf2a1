/** Longer than this many characters, or lines, a message shows clipped until expanded. */
export const CLIP_CHARACTERS = 280;
export const CLIP_LINES = 5;

/** The start of a long message, cut at a word and ending in "…"; `null` when it is short enough to show whole. */
export function clipMessage(text: string): string | null {
  const lines = text.split('\n');
  if (text.length <= CLIP_CHARACTERS && lines.length <= CLIP_LINES) return null;
  const head = lines.slice(0, CLIP_LINES).join('\n').slice(0, CLIP_CHARACTERS);
  const space = head.search(/\s\S*$/);
  const cut = space > CLIP_CHARACTERS / 2 ? head.slice(0, space) : head;
  return `${cut.trimEnd()}…`;
}
