import type { ApiError } from '@okr/core';
import { expect, screen, userEvent, within } from 'storybook/test';
import type { DialogActionState } from './confirmDialogStories';
import { expectBusy, expectFocusTrapped, shownDialog } from './dialogPlays';

type Canvas = ReturnType<typeof within>;

export interface FormDialogStoriesOptions<Args, Given> {
  /** The dialog's title and its submit button, as the user reads them. */
  title: string;
  submit: string;
  /** The server's refusal (e.g. a 409 "name taken"); its message is what the user reads. */
  refusal: ApiError;
  /** The story's args with the dialog's action in a state (`storyAction({ result, ...state })`). */
  args: (state: DialogActionState) => Given;
  /** Fills in what a valid submit needs (nothing when the dialog opens valid). */
  fill?: (dialog: Canvas) => Promise<void>;
  /** Empties what is required and sends: each field says what it needs. */
  incomplete: (dialog: Canvas) => Promise<void>;
  /** What was called once a valid form is sent (its action's `run`, or the form's callback); annotate its `args`. */
  sent: (args: Args) => unknown;
  /** What the user reads once it is saved (a toast); none when the story's caller shows it. */
  done?: string;
  /** What the user reads of the refusal, when not its message (a field's words from its details). */
  refusedText?: string;
  /** The submit button's name while under way, when it changes ("Opening…"). */
  pendingSubmit?: string;
}

/**
 * The states of a form dialog: open with focus trapped, saved, sent incomplete, under way,
 * refused by the server. One play per state, so each dialog's stories differ only in their words.
 */
export function formDialogStories<Args, Given extends object>(options: FormDialogStoriesOptions<Args, Given>) {
  const { title, submit, refusal, fill, incomplete, sent, done, refusedText = refusal.message, pendingSubmit = submit } = options;
  const send = async () => {
    const dialog = within(await shownDialog(title));
    await fill?.(dialog);
    await userEvent.click(dialog.getByRole('button', { name: submit }));
  };
  return {
    /** Open: the focus moved into the dialog and stays there. */
    open: {
      args: options.args({}),
      play: async () => {
        await expectFocusTrapped(await shownDialog(title));
      },
    },
    /** Filled in and sent: the action is called and, where the dialog says it, a toast follows. */
    saved: {
      args: options.args({}),
      play: async ({ args }: { args: Args }) => {
        await send();
        await expect(sent(args)).toHaveBeenCalled();
        if (done) await expect(await screen.findByText(done)).toBeInTheDocument();
      },
    },
    /** Sent with what is required left empty: the fields say so, nothing is sent. */
    incomplete: {
      args: options.args({}),
      play: async ({ args }: { args: Args }) => {
        await incomplete(within(await shownDialog(title)));
        await expect(sent(args)).not.toHaveBeenCalled();
      },
    },
    /** Under way: the submit button spins. */
    pending: {
      args: options.args({ pending: true }),
      play: async () => {
        await expectBusy(within(await shownDialog(title)).getByRole('button', { name: pendingSubmit }));
      },
    },
    /** Refused by the server: its words are shown, the dialog stays open with what was typed. */
    refused: {
      args: options.args({ error: refusal }),
      play: async () => {
        await send();
        await expect(await screen.findByText(refusedText)).toBeVisible();
        await expect(screen.getByRole('dialog', { name: title })).toBeVisible();
      },
    },
  };
}
