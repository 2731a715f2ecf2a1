import type { RequestHandler } from 'msw';
import { expect, within } from 'storybook/test';

type Handlers = Record<string, RequestHandler[]>;

/**
 * The two refusals every admin list meets, as stories over its mocks' handlers (`{ admin: … }` or
 * `{ outbox: … }`): signed in without super-administrator rights — the server's 403 in its words,
 * no retry; and no session (401 after the refresh failed) — the signed-out line.
 */
export function refusalStories(handlers: { forbidden: Handlers; signedOut: Handlers }) {
  return {
    forbidden: {
      parameters: { msw: { handlers: handlers.forbidden } },
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        const canvas = within(canvasElement);
        await expect(await canvas.findByRole('alert')).toHaveTextContent('Only super administrators can do this (missing: SuperAdmin)');
        await expect(canvasElement.querySelector('.okr-admin-list')).toHaveAttribute('data-state', 'forbidden');
        await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
      },
    },
    signedOut: {
      parameters: { msw: { handlers: handlers.signedOut } },
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        await expect(await within(canvasElement).findByText('Sign in to see this list.')).toBeVisible();
        await expect(canvasElement.querySelector('.okr-admin-list')).toHaveAttribute('data-state', 'signed-out');
      },
    },
  };
}
