/**
 * What a chat message says, before it is shaped for Slack (Block Kit) or Teams (an Adaptive Card):
 * plain text everywhere (each shape escapes it its own way), and always a link back to the item.
 */
export interface ChatMessage {
  /** One line: Slack's notification text and Teams' fallback. */
  summary: string;
  title: string;
  text?: string;
  facts: { title: string; value: string }[];
  /** Small print under the facts: who, when, which organization. */
  context?: string;
  link: { label: string; url: string };
}

/** At most `max` characters, cut between characters (never inside a surrogate pair), with an ellipsis. */
export function clip(value: string, max: number): string {
  const chars = Array.from(value);
  return chars.length <= max ? value : `${chars.slice(0, max - 1).join('')}…`;
}
