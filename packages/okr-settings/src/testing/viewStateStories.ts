import { expect, userEvent, within } from 'storybook/test';
import type { PanelState } from '@okr/core';

export interface ViewStateTexts {
  /** The view's root class (`.okr-members-list`), which carries `data-state`. */
  root: string;
  loading: string;
  loadError: string;
  forbidden: string;
  signedOut: string;
  emptyTitle: string;
}

interface Context {
  canvasElement: HTMLElement;
  args: { onRetry: () => void };
}

/**
 * A view's states before it has rows, drawn from plain props (embedding.md "Views"): loading, empty,
 * load error with its retry, refused (403) and signed out (401) — neither of those offers a retry.
 * `base` is the args of the view with nothing in it (`{ members: [] }`).
 */
export function viewStateStories<Base extends object>(texts: ViewStateTexts, base: Base) {
  const at = (state: PanelState) => ({ ...base, state });
  const inState = async (canvasElement: HTMLElement, state: PanelState) =>
    expect(canvasElement.querySelector(texts.root)).toHaveAttribute('data-state', state);
  const noRetry = async (canvasElement: HTMLElement) => expect(within(canvasElement).queryByRole('button', { name: 'Try again' })).toBeNull();
  return {
    loading: {
      args: at('loading'),
      play: async ({ canvasElement }: Context) => {
        await inState(canvasElement, 'loading');
        await expect(within(canvasElement).getByRole('status')).toHaveTextContent(texts.loading);
      },
    },
    empty: {
      args: at('empty'),
      play: async ({ canvasElement }: Context) => {
        await inState(canvasElement, 'empty');
        await expect(within(canvasElement).getByText(texts.emptyTitle)).toBeVisible();
      },
    },
    loadError: {
      args: at('error'),
      play: async ({ canvasElement, args }: Context) => {
        const canvas = within(canvasElement);
        await inState(canvasElement, 'error');
        await expect(canvas.getByRole('alert')).toHaveTextContent(texts.loadError);
        await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
        await expect(args.onRetry).toHaveBeenCalled();
      },
    },
    forbidden: {
      args: at('forbidden'),
      play: async ({ canvasElement }: Context) => {
        await inState(canvasElement, 'forbidden');
        await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(texts.forbidden);
        await noRetry(canvasElement);
      },
    },
    signedOut: {
      args: at('signed-out'),
      play: async ({ canvasElement }: Context) => {
        await inState(canvasElement, 'signed-out');
        await expect(within(canvasElement).getByText(texts.signedOut)).toBeVisible();
        await noRetry(canvasElement);
      },
    },
  };
}
