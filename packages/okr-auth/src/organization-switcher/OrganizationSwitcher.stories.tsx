import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { apiPaths } from '@okr/contract';
import { apiUrl, authHandlers, organizationHandlers, sessionFixtures } from '@okr/mocks';
import { OrganizationSwitcher } from './OrganizationSwitcher';

const meta = {
  title: 'Auth/OrganizationSwitcher',
  component: OrganizationSwitcher,
  args: { onOrganizationSwitch: fn() },
  parameters: { route: '/app', session: sessionFixtures.admin },
} satisfies Meta<typeof OrganizationSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openPicker(canvasElement: HTMLElement) {
  await userEvent.click(await within(canvasElement).findByRole('combobox', { name: 'Organization' }));
}

/** Picks an option and waits for the list to close (it stays mounted while it animates out). */
async function pick(option: HTMLElement) {
  await userEvent.click(option);
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

/** A member of a single organization. */
export const One: Story = {
  parameters: { msw: { handlers: { organizations: organizationHandlers.one } } },
};

/** Counts refresh calls, then lets the mocks' own refresh handler answer (an answerless handler falls through). */
const refreshCalls = fn();

/**
 * The access token expires within the client's refresh leeway: the first call refreshes the
 * session (the mocks' real-shaped JWTs carry `exp`), then the list loads with the new token.
 */
export const ExpiringSession: Story = {
  parameters: {
    session: sessionFixtures.adminExpiring,
    msw: {
      handlers: {
        auth: [
          http.post(apiUrl(apiPaths.auth.refresh), () => {
            refreshCalls();
          }),
          ...authHandlers.default,
        ],
      },
    },
  },
  beforeEach: () => {
    refreshCalls.mockClear();
  },
  play: async ({ canvasElement }) => {
    await openPicker(canvasElement);
    await screen.findByRole('option', { name: 'Globex' });
    await expect(refreshCalls).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  },
};

/** A member of many organizations; switching calls back with the new one. */
export const Many: Story = {
  parameters: { msw: { handlers: { organizations: organizationHandlers.many } } },
  play: async ({ canvasElement, args }) => {
    await openPicker(canvasElement);
    const options = await screen.findAllByRole('option');
    await expect(options.length).toBeGreaterThan(2);
    const target = options.find((option) => option.getAttribute('aria-selected') !== 'true');
    if (target) await pick(target);
    await waitFor(() => expect(args.onOrganizationSwitch).toHaveBeenCalled());
  },
};

/** The switch is in flight: the picker is disabled and says so. */
export const Switching: Story = {
  parameters: {
    msw: {
      handlers: {
        organizations: [
          http.post(apiUrl(apiPaths.organizations.switch), () => new Promise<never>(() => {})),
          ...organizationHandlers.default,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    await openPicker(canvasElement);
    await pick(await screen.findByRole('option', { name: 'Globex' }));
    await expect(await within(canvasElement).findByText('Switching organization…')).toBeVisible();
  },
};

/** The list cannot be loaded: an error with a retry. */
export const Error: Story = {
  parameters: { msw: { handlers: { organizations: organizationHandlers.error } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Could not load your organizations.')).toBeVisible();
  },
};

/** The switch fails with the API's 500: its generic message is replaced by the default toast. */
export const SwitchError: Story = {
  parameters: { msw: { handlers: { organizations: organizationHandlers.switchError } } },
  play: async ({ canvasElement }) => {
    await openPicker(canvasElement);
    await pick(await screen.findByRole('option', { name: 'Globex' }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Error al cambiar de organización');
  },
};

/** No session (an embed before the partner signs in): a signed-out state, never a reload loop. */
export const SignedOut: Story = {
  // null, not undefined: a story's undefined parameter does not replace the meta's session.
  parameters: { session: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Sign in to see your organizations.')).toBeVisible();
    await expect(canvasElement.querySelector('.okr-organization-switcher')).toHaveAttribute('data-state', 'signed-out');
  },
};

/** At a phone's width (Storybook's `phone` viewport, 390 px): nothing scrolls sideways, every target is big enough (WCAG 2.2 2.5.8). */
export const Phone: Story = {
  ...One,
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { ...One.parameters, a11y: { options: { rules: { 'target-size': { enabled: true } } } } },
};
