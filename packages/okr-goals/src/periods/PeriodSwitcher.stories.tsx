import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { apiPaths } from '@okr/contract';
import { apiUrl, internalError, okrHandlers, sessionFixtures } from '@okr/mocks';
import { demoSeedClosing } from '../testing/demoPeriods';
import { PeriodSwitcher } from './PeriodSwitcher';

const meta = {
  title: 'Goals/PeriodSwitcher',
  component: PeriodSwitcher,
  args: { onPeriodChange: fn() },
  parameters: { route: '/app/objectives', session: sessionFixtures.editor },
} satisfies Meta<typeof PeriodSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = {
  viewport: { options: { phone: { name: 'Phone (390 px)', styles: { width: '390px', height: '844px' }, type: 'mobile' } } },
};

/** The current period (the active one that started last) is chosen first. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('combobox', { name: 'Period' })).toHaveTextContent(/Q\d 20\d\d/);
  },
};

/** Open: "All periods", then every period with its status. */
export const Open: Story = {
  parameters: { mockSeed: demoSeedClosing('Q1 2025') },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await within(canvasElement).findByRole('combobox', { name: 'Period' }));
    const listbox = within(await within(document.body).findByRole('listbox'));
    await expect(listbox.getByRole('option', { name: 'All periods' })).toBeInTheDocument();
    await expect(listbox.getByRole('option', { name: /Q1 2025.*Closed/ })).toBeInTheDocument();
    await userEvent.click(listbox.getByRole('option', { name: 'All periods' }));
    await expect(args.onPeriodChange).toHaveBeenCalledWith('all');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await waitFor(() => expect(canvasElement.querySelector('.okr-period-switcher')).not.toHaveAttribute('aria-hidden'));
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { okr: [http.get(apiUrl(apiPaths.periods.list), () => new Promise(() => undefined)), ...okrHandlers.default] } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading periods…');
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { okr: [http.get(apiUrl(apiPaths.periods.list), internalError), ...okrHandlers.default] } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Could not load the periods.');
  },
};

/** A phone: the switcher fits. */
export const Phone: Story = {
  parameters: phone,
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const trigger = await within(canvasElement).findByRole('combobox', { name: 'Period' });
    await waitFor(() => expect(trigger.getBoundingClientRect().right).toBeLessThanOrEqual(390));
  },
};
