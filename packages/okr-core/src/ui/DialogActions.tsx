import { Button, Dialog, Flex } from '@radix-ui/themes';

export interface DialogActionsProps {
  cancelLabel: string;
  submitLabel: string;
  /** The submit button is off (nothing to send yet). */
  disabled?: boolean;
  /** The submit button spins while the call is on its way. */
  pending?: boolean;
}

/** The foot of a form dialog: Cancel closes it, the submit button sends the form. */
export function DialogActions({ cancelLabel, submitLabel, disabled, pending }: DialogActionsProps) {
  return (
    <Flex gap="3" mt="5" justify="end">
      <Dialog.Close>
        <Button type="button" variant="soft" color="gray">
          {cancelLabel}
        </Button>
      </Dialog.Close>
      <Button type="submit" disabled={disabled || pending} loading={pending}>
        {submitLabel}
      </Button>
    </Flex>
  );
}
