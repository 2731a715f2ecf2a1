import { AlertDialog, Button, Flex } from '@radix-ui/themes';
import { ErrorState, getErrorMessage, OKR_ROOT_CLASS } from '@okr/core';
import { useGoalsT } from './useGoalsT';

export interface ConfirmDeleteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  body: string;
  pending: boolean;
  /** The refusal of the last attempt, shown in the dialog, which stays open. */
  error?: unknown;
  onConfirm: () => void;
}

/** The goals' delete confirmation: an alert dialog (focus trapped, Cancel first), Delete in red. */
export function ConfirmDeleteDialog({ open, onOpenChange, title, body, pending, error, onConfirm }: ConfirmDeleteDialogProps) {
  const t = useGoalsT();
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Content maxWidth="440px" className={OKR_ROOT_CLASS}>
        <AlertDialog.Title>{title}</AlertDialog.Title>
        <AlertDialog.Description size="2">{body}</AlertDialog.Description>
        {error ? <ErrorState message={getErrorMessage(error, t('goals.common.deleteError'))} /> : null}
        <Flex gap="3" mt="4" justify="end">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray">
              {t('goals.common.cancel')}
            </Button>
          </AlertDialog.Cancel>
          <Button color="red" highContrast loading={pending} onClick={onConfirm}>
            {t('goals.common.delete')}
          </Button>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
