import type { ApiError } from '@okr/core';
import { expect, screen, userEvent, within } from 'storybook/test';
import { expectBusy, expectFocusTrapped, expectToast, shownDialog } from './dialogPlays';

/** The states a story puts a dialog's action in (see `storyAction`). */
export interface DialogActionState {
  pending?: boolean;
  error?: ApiError;
}

export interface ConfirmDialogStoriesOptions<Given> {
  /** The alert dialog's title, its question and its red button, as the user reads them. */
  title: string;
  question: string;
  confirm: string;
  /** The toast once confirmed. */
  done: string;
  /** The server's refusal; its message is the toast. */
  refusal: ApiError;
  /** The story's args with the dialog's action in a state (`storyAction({ result, ...state })`). */
  args: (state: DialogActionState) => Given;
}

const confirmButton = (name: string) => within(screen.getByRole('alertdialog')).getByRole('button', { name });

/**
 * The four states of a delete or revoke confirmation (ConfirmDeleteDialog under the component's
 * own words): open with focus trapped and Cancel first, confirmed, under way, refused.
 */
export function confirmDialogStories<Given extends object>(options: ConfirmDialogStoriesOptions<Given>) {
  const { title, question, confirm, done, refusal } = options;
  const confirmed = async () => {
    await shownDialog(title, 'alertdialog');
    await userEvent.click(confirmButton(confirm));
  };
  return {
    /** Open: the question names what goes; Cancel takes the focus, which stays inside. */
    open: {
      args: options.args({}),
      play: async () => {
        const dialog = await shownDialog(title, 'alertdialog');
        await expect(dialog).toHaveAccessibleDescription(question);
        await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
        await expectFocusTrapped(dialog);
      },
    },
    /** Confirmed: the toast says it is done. */
    confirmed: {
      args: options.args({}),
      play: async () => {
        await confirmed();
        await expectToast(done);
      },
    },
    /** Under way: the red button spins. */
    pending: {
      args: options.args({ pending: true }),
      play: async () => {
        await shownDialog(title, 'alertdialog');
        await expectBusy(confirmButton(confirm));
      },
    },
    /** Refused by the server: its words in a toast. */
    refused: {
      args: options.args({ error: refusal }),
      play: async () => {
        await confirmed();
        await expectToast(refusal.message);
      },
    },
  };
}
