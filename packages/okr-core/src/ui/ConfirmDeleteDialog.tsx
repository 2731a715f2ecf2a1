import { AlertDialog, Button, Callout, Flex } from '@radix-ui/themes';
import { coreCatalogs } from '../i18n/coreCatalogs';
import { useTranslation } from '../i18n/useTranslation';
import { OKR_ROOT_CLASS } from '../lib/rootClass';

export interface ConfirmDeleteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  question: string;
  /** The red button's label (default "Delete"). */
  confirmLabel?: string;
  /** Default "Cancel". */
  cancelLabel?: string;
  pending?: boolean;
  /** Why the server refused (e.g. 422): shown in the dialog, which stays open. */
  error?: string;
  onConfirm: () => void;
  onCloseAutoFocus?: (event: Event) => void;
  /** Default 420px. */
  maxWidth?: string;
}

/** The delete confirmation of spec §2 (an alert dialog: focus trapped, Cancel focused first). */
export function ConfirmDeleteDialog(props: ConfirmDeleteDialogProps) {
  const { open, onOpenChange, title, question, confirmLabel, cancelLabel, pending = false, error, onConfirm, onCloseAutoFocus, maxWidth = '420px' } = props;
  const t = useTranslation(coreCatalogs);
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Content maxWidth={maxWidth} className={OKR_ROOT_CLASS} onCloseAutoFocus={onCloseAutoFocus}>
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
              {cancelLabel ?? t('core.confirm.cancel')}
            </Button>
          </AlertDialog.Cancel>
          {/* highContrast: white on red-9 is 3.9:1, under AA for its 14px label. */}
          <Button color="red" highContrast loading={pending} onClick={onConfirm}>
            {confirmLabel ?? t('core.confirm.delete')}
          </Button>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
