import { expect, screen, userEvent, waitFor } from 'storybook/test';

/** The open dialog named `name`, once it has faded in (a line merely present may still be transparent). */
export async function shownDialog(name: string, role: 'dialog' | 'alertdialog' = 'dialog'): Promise<HTMLElement> {
  const dialog = await screen.findByRole(role, { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

const inside = (dialog: HTMLElement) => expect(dialog).toContainElement(document.activeElement as HTMLElement | null);

/**
 * Opening moved the focus into the dialog, and tabbing past its last control (or back past its
 * first) keeps it there: a keyboard user cannot wander into the page behind.
 */
export async function expectFocusTrapped(dialog: HTMLElement) {
  await waitFor(() => inside(dialog));
  const stops = dialog.querySelectorAll('button, input, textarea, a[href], [tabindex="0"]').length;
  for (let step = 0; step <= stops; step += 1) {
    await userEvent.tab();
    inside(dialog);
  }
  await userEvent.tab({ shift: true });
  inside(dialog);
}

/** The button spins (its call is on its way); its name stays what it was. */
export async function expectBusy(button: HTMLElement) {
  await expect(button.querySelector('.rt-Spinner')).not.toBeNull();
}

/** A toast (or any line) the user reads after an action. */
export async function expectToast(text: string) {
  await expect(await screen.findByText(text)).toBeInTheDocument();
}
