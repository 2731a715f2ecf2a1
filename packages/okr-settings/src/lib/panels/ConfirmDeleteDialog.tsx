import { AlertDialog, Button, Callout, Flex } from '@radix-ui/themes';
import { OKR_ROOT_CLASS } from '@okr/core';

export interface ConfirmDeleteDialogProps {
  open: boolean;
  title: string;
  question: string;
  confirmLabel: string;
  cancelLabel: string;
  pending?: boolean;
  /** Why the server refused (e.g. 422): shown in the dialog, which stays open. */
  error?: string;
  onConfirm: () => void;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/** The delete confirmation of spec §2 (an alert dialog: focus trapped, Cancel focused first). */
export function ConfirmDeleteDialog(props: ConfirmDeleteDialogProps) {
  const { open, title, question, confirmLabel, cancelLabel, pending = false, error, onConfirm, onOpenChange, onCloseAutoFocus } = props;
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Content maxWidth="420px" className={OKR_ROOT_CLASS} onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialog.Title>{title}</AlertDialog.Title>
        <AlertDialog.Description size="2">{question}</AlertDialog.Description>
        {error ? (
          <Callout.Root color="red" highContrast role="alert" size="1" mt="3">
            <Callout.Text>{error}</Callout.Text>
          </Callout.Root>
        ) : null}
        <Flex gap="3" mt="4" justify="end">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray">
              {cancelLabel}
            </Button>
          </AlertDialog.Cancel>
          {/* highContrast: white on red-9 is 3.9:1, under AA for its 14px label. */}
          <Button color="red" highContrast loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
