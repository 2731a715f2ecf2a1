import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { ssoDomainUnknownMessage } from '@okr/contract';
import { adminHandlers, demoIds, sessionFixtures, ssoMockSeeds, ssoSeed } from '@okr/mocks';
import { OrganizationDetail } from './OrganizationDetail';

const meta = {
  title: 'Admin/Organizations/Detail',
  component: OrganizationDetail,
  args: { organizationId: demoIds.organizations.globex },
  parameters: { route: `/admin/organizations/${demoIds.organizations.globex}`, session: sessionFixtures.superAdmin },
} satisfies Meta<typeof OrganizationDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Members and owner; the super admin moves the organization to Pro with 800 credits a month. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Globex' })).toBeVisible();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Plan' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Pro' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Monthly AI credits' }), '800');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText('Changes saved')).toBeVisible();
    await expect(await canvas.findByText('0 / 800')).toBeVisible();
  },
};

/** Letters in the credits field: explained, and nothing is sent. */
export const InvalidCredits: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Monthly AI credits' }), 'lots');
    await expect(canvas.getByText('Enter a whole number of credits, 0 or more.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

const acmeWithSso = {
  args: { organizationId: demoIds.organizations.acme },
  parameters: { route: `/admin/organizations/${demoIds.organizations.acme}`, mockSeed: ssoMockSeeds.configured },
};

/** A single sign-on domain the customer cannot verify by DNS: the super administrator marks it verified. */
export const SsoDomainVerified: Story = {
  ...acmeWithSso,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Domain' }), `${ssoSeed.pendingDomain}{Enter}`);
    await expect(await screen.findByText(`${ssoSeed.pendingDomain} is verified for single sign-on`)).toBeVisible();
  },
};

/** A domain the connection does not list: the server's refusal under the field. */
export const SsoDomainRefused: Story = {
  ...acmeWithSso,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Domain' }), 'elsewhere.example{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(ssoDomainUnknownMessage('elsewhere.example'));
  },
};

export const NotFound: Story = {
  args: { organizationId: 'org-missing' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This organization does not exist.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { admin: adminHandlers.slow } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { admin: adminHandlers.error } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
  },
};

/** At a phone's width (Storybook's `phone` viewport, 390 px): nothing scrolls sideways, every target is big enough (WCAG 2.2 2.5.8). */
export const Phone: Story = {
  ...Default,
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { ...Default.parameters, a11y: { options: { rules: { 'target-size': { enabled: true } } } } },
};
