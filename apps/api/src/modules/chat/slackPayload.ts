import type { ChatMessage } from './ChatMessage';
import { clip } from './ChatMessage';

/** Slack's mrkdwn reserves `&`, `<` and `>` (its links and mentions): plain text escapes them. */
export function escapeMrkdwn(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/**
 * The body Slack's incoming webhooks take: `text` (the notification and fallback) and Block Kit
 * `blocks` — a section (mrkdwn, at most 3,000 characters), a section of up to 10 mrkdwn fields
 * (2,000 each), a context, and an actions block with a button (text at most 75, url 3,000) linking
 * back to the item.
 */
export function slackPayload(message: ChatMessage): { text: string; blocks: Record<string, unknown>[] } {
  const lead = `*${escapeMrkdwn(clip(message.title, 200))}*${message.text ? `\n${escapeMrkdwn(clip(message.text, 2500))}` : ''}`;
  const blocks: Record<string, unknown>[] = [{ type: 'section', text: { type: 'mrkdwn', text: lead } }];
  if (message.facts.length > 0) {
    blocks.push({
      type: 'section',
      fields: message.facts.slice(0, 10).map((fact) => ({ type: 'mrkdwn', text: clip(`*${escapeMrkdwn(fact.title)}*\n${escapeMrkdwn(fact.value)}`, 2000) })),
    });
  }
  if (message.context) blocks.push({ type: 'context', elements: [{ type: 'mrkdwn', text: escapeMrkdwn(clip(message.context, 2000)) }] });
  blocks.push({
    type: 'actions',
    elements: [{ type: 'button', action_id: 'open', text: { type: 'plain_text', text: clip(message.link.label, 75) }, url: message.link.url }],
  });
  return { text: clip(message.summary, 3000), blocks };
}
