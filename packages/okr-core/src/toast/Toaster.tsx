import { Callout, Flex, IconButton } from '@radix-ui/themes';
import { useEffect } from 'react';
import type { CSSProperties } from 'react';
import { useStore } from 'zustand';
import { coreCatalogs } from '../i18n/coreCatalogs';
import { useTranslation } from '../i18n/useTranslation';
import { useToastStore } from './ToastContext';
import type { Toast } from './toastStore';

const regionStyle: CSSProperties = {
  position: 'fixed',
  insetBlockEnd: 'var(--space-4)',
  insetInlineEnd: 'var(--space-4)',
  zIndex: 1000,
  maxWidth: 'min(420px, calc(100vw - 2 * var(--space-4)))',
};

const toneColor = { success: 'green', error: 'red', info: 'gray' } as const;
const AUTO_DISMISS_MS = { success: 5000, info: 5000, error: 8000 } as const;

interface ToastItemProps {
  toast: Toast;
  onDismiss: (id: string) => void;
  dismissLabel: string;
}

function ToastItem({ toast, onDismiss, dismissLabel }: ToastItemProps) {
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(toast.id), AUTO_DISMISS_MS[toast.tone]);
    return () => clearTimeout(timer);
  }, [toast.id, toast.tone, onDismiss]);

  return (
    <Callout.Root
      className="okr-toast"
      data-tone={toast.tone}
      color={toneColor[toast.tone]}
      role={toast.tone === 'error' ? 'alert' : 'status'}
      variant="surface"
      // Radix's green and red step-11 text falls just under 4.5:1 on their tinted backgrounds.
      highContrast
    >
      <Flex align="start" gap="3" justify="between">
        <Callout.Text>{toast.message}</Callout.Text>
        <IconButton size="1" variant="ghost" color="gray" aria-label={dismissLabel} onClick={() => onDismiss(toast.id)}>
          <span aria-hidden="true">×</span>
        </IconButton>
      </Flex>
    </Callout.Root>
  );
}

/** Renders the provider's toasts; `OkrProvider` already mounts one. */
export function Toaster() {
  const store = useToastStore();
  const toasts = useStore(store, (state) => state.toasts);
  const dismiss = useStore(store, (state) => state.dismiss);
  const t = useTranslation(coreCatalogs);

  return (
    <section className="okr-toaster" aria-label={t('core.toast.region')} aria-live="polite" style={regionStyle}>
      <Flex direction="column" gap="2">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} dismissLabel={t('core.toast.dismiss')} />
        ))}
      </Flex>
    </section>
  );
}
