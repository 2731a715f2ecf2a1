import type { ApiKey } from '@okr/contract';
import { ConfirmDeleteDialog, getErrorMessage, useToast, useTranslation } from '@okr/core';
import { apiKeysCatalogs } from '../lib/catalogs/apiKeysCatalogs';
import type { PanelAction } from '../lib/panels/panelAction';

export interface RevokeApiKeyDialogProps {
  /** The key to revoke; the confirmation is open while it is set. */
  apiKey: ApiKey | null;
  onOpenChange: (open: boolean) => void;
  onRevoked?: (key: ApiKey) => void;
  onCloseAutoFocus?: (event: Event) => void;
  /** The API keys hook's `revoke`. */
  revoke: PanelAction<ApiKey, ApiKey>;
}

/** 'Revoke this key?': what calls it makes fail from the next request on. */
export function RevokeApiKeyDialog({ apiKey, onOpenChange, onRevoked, onCloseAutoFocus, revoke }: RevokeApiKeyDialogProps) {
  const t = useTranslation(apiKeysCatalogs);
  const toast = useToast();
  const confirm = () => {
    if (!apiKey || revoke.isPending) return;
    revoke.run(apiKey, {
      onSuccess: (revoked) => {
        toast.success(t('apiKeys.toast.revoked', { name: revoked.name }));
        onRevoked?.(revoked);
        onOpenChange(false);
      },
      onError: (error) => {
        toast.error(getErrorMessage(error, t('apiKeys.error.revoke')));
        onOpenChange(false);
      },
    });
  };
  return (
    <ConfirmDeleteDialog
      open={apiKey !== null}
      title={t('apiKeys.revoke.title', { name: apiKey?.name ?? '' })}
      question={t('apiKeys.revoke.confirm')}
      confirmLabel={t('apiKeys.revoke.action')}
      cancelLabel={t('apiKeys.action.cancel')}
      pending={revoke.isPending}
      onConfirm={confirm}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
    />
  );
}
