import { createServer } from 'node:http';
import type { ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';

/** How the receiver answers the next request (default: 200 "ok", as Slack answers). */
export type Answer = (response: ServerResponse) => void;

/** A Slack or Teams incoming webhook run by the test (the API suite and the browser journeys): a real HTTP server on loopback keeping each JSON body. */
export async function startChatReceiver() {
  const received: Record<string, unknown>[] = [];
  const answers: Answer[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>);
      (answers.shift() ?? ((r: ServerResponse) => r.end('ok')))(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    answerNext: (...next: Answer[]) => answers.push(...next),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const status =
  (code: number): Answer =>
  (response) => {
    response.statusCode = code;
    response.end();
  };

const mrkdwn = { type: 'mrkdwn', text: expect.any(String) };

/**
 * A Slack incoming-webhook body as Block Kit publishes it: `text`, and `blocks` of the types used
 * (section with mrkdwn text or fields, context with mrkdwn elements, actions with a button whose
 * url is the link back). Answers the button's url.
 */
export function expectSlackMessage(body: Record<string, unknown>): string {
  expect(Object.keys(body).sort()).toEqual(['blocks', 'text']);
  expect(typeof body.text).toBe('string');
  const blocks = body.blocks as Record<string, unknown>[];
  expect(blocks.length).toBeLessThanOrEqual(50);
  for (const block of blocks) {
    expect(['section', 'context', 'actions']).toContain(block.type);
    if (block.type === 'section') {
      if ('text' in block) expect(block.text).toEqual(mrkdwn);
      else for (const field of block.fields as unknown[]) expect(field).toEqual(mrkdwn);
      expect(((block.text as { text?: string } | undefined)?.text ?? '').length).toBeLessThanOrEqual(3000);
    }
    if (block.type === 'context') for (const element of block.elements as unknown[]) expect(element).toEqual(mrkdwn);
  }
  const actions = blocks.filter((block) => block.type === 'actions');
  expect(actions).toHaveLength(1);
  const [button] = actions[0]!.elements as Record<string, unknown>[];
  expect(button).toEqual({ type: 'button', action_id: expect.any(String), text: { type: 'plain_text', text: expect.any(String) }, url: expect.any(String) });
  expect((button!.text as { text: string }).text.length).toBeLessThanOrEqual(75);
  return button!.url as string;
}

/** A Teams "Workflows" webhook body: a message with one Adaptive Card 1.5 (TextBlock/FactSet, Action.OpenUrl). Answers the action's url. */
export function expectTeamsMessage(body: Record<string, unknown>): string {
  expect(body.type).toBe('message');
  const attachments = body.attachments as Record<string, unknown>[];
  expect(attachments).toHaveLength(1);
  expect(attachments[0]!.contentType).toBe('application/vnd.microsoft.card.adaptive');
  const card = attachments[0]!.content as Record<string, unknown>;
  expect(card).toMatchObject({ type: 'AdaptiveCard', version: '1.5', $schema: 'http://adaptivecards.io/schemas/adaptive-card.json' });
  const elements = card.body as Record<string, unknown>[];
  expect(elements.length).toBeGreaterThan(0);
  for (const element of elements) {
    expect(['TextBlock', 'FactSet']).toContain(element.type);
    if (element.type === 'TextBlock') expect(typeof element.text).toBe('string');
    if (element.type === 'FactSet') for (const fact of element.facts as unknown[]) expect(fact).toEqual({ title: expect.any(String), value: expect.any(String) });
  }
  const actions = card.actions as Record<string, unknown>[];
  expect(actions).toHaveLength(1);
  expect(actions[0]).toEqual({ type: 'Action.OpenUrl', title: expect.any(String), url: expect.any(String) });
  return actions[0]!.url as string;
}

/** The words of a Slack body or a Teams card, to check what a message says (and does not). */
export function textOf(body: Record<string, unknown>): string {
  return JSON.stringify(body);
}
