import type { ChatMessage } from './ChatMessage';
import { clip } from './ChatMessage';

export const ADAPTIVE_CARD_CONTENT_TYPE = 'application/vnd.microsoft.card.adaptive';

/**
 * The body a Teams "Workflows" webhook takes: a `message` with one Adaptive Card 1.5 attachment —
 * TextBlocks (title, text, context), a FactSet, and an Action.OpenUrl back to the item.
 */
export function teamsPayload(message: ChatMessage): Record<string, unknown> {
  const body: Record<string, unknown>[] = [{ type: 'TextBlock', text: clip(message.title, 200), weight: 'Bolder', size: 'Medium', wrap: true }];
  if (message.text) body.push({ type: 'TextBlock', text: clip(message.text, 2500), wrap: true });
  if (message.facts.length > 0) body.push({ type: 'FactSet', facts: message.facts.map((fact) => ({ title: fact.title, value: fact.value })) });
  if (message.context) body.push({ type: 'TextBlock', text: clip(message.context, 2000), isSubtle: true, size: 'Small', wrap: true });
  return {
    type: 'message',
    summary: clip(message.summary, 300),
    attachments: [
      {
        contentType: ADAPTIVE_CARD_CONTENT_TYPE,
        contentUrl: null,
        content: {
          $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
          type: 'AdaptiveCard',
          version: '1.5',
          fallbackText: clip(message.summary, 300),
          body,
          actions: [{ type: 'Action.OpenUrl', title: clip(message.link.label, 75), url: message.link.url }],
        },
      },
    ],
  };
}
