import { Button, Flex, Text } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { useLocale } from '../i18n/useTranslation';
import { ErrorState } from '../ui/ErrorState';
import { LoadingState } from '../ui/LoadingState';
import { OkrProvider } from './OkrProvider';

/** The same child in every story: core strings, the accent colour and the active locale. */
function ScopedContent() {
  const locale = useLocale();
  return (
    <Flex direction="column" gap="3" align="start">
      <Text size="2">Locale: {locale}</Text>
      <LoadingState />
      <ErrorState onRetry={() => {}} />
      <Button>Accent button</Button>
    </Flex>
  );
}

/** The innermost `.okr-root` around `element`: the story's own provider, not the preview's. */
function scopeOf(element: HTMLElement) {
  const root = element.closest('.okr-root');
  if (!root) throw new Error('No .okr-root around the element');
  return root;
}

// The preview already wraps every story in an OkrProvider (English unless the toolbar says
// otherwise); the provider of each story nests inside it, as a partner's embed would in a host page.
const meta = {
  title: 'Core/OkrProvider',
  component: OkrProvider,
  args: {
    apiBaseUrl: '/api',
    // A seeded session keeps the embed's store in memory, away from localStorage.
    initialSession: {},
    children: <ScopedContent />,
  },
} satisfies Meta<typeof OkrProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No locale or theme given: English and the default Radix theme, scoped under `.okr-root`. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Locale: en')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(scopeOf(canvas.getByText('Locale: en'))).toHaveClass('radix-themes');
  },
};

/** `locale="es"` and a custom accent and radius: only this provider's subtree changes. */
export const SpanishWithAccent: Story = {
  args: { locale: 'es', theme: { accentColor: 'violet', radius: 'full' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Locale: es')).toBeVisible();
    // Core's Spanish strings arrive on demand (a partner showing English never ships them).
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Cargando…'));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Algo salió mal');
    await expect(canvas.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    const scope = scopeOf(canvas.getByText('Locale: es'));
    await expect(scope).toHaveAttribute('data-accent-color', 'violet');
    await expect(scope).toHaveAttribute('data-radius', 'full');
    // The preview's own provider, around this one, keeps its theme.
    await expect(scope.parentElement?.closest('.okr-root')).not.toHaveAttribute('data-accent-color', 'violet');
  },
};

/** `messages` overrides any string by its key. */
export const MessageOverrides: Story = {
  args: { messages: { 'core.error.retry': 'Otra vez', 'core.loading': 'Un momento…' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Un momento…');
    await expect(canvas.getByRole('button', { name: 'Otra vez' })).toBeVisible();
  },
};
