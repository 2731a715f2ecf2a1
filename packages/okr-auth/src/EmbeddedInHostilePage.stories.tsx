import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sessionFixtures } from '@okr/mocks';
import { AuthPage } from './auth-page/AuthPage';
import { OrganizationSwitcher } from './organization-switcher/OrganizationSwitcher';
import { HostilePage } from './testing/HostilePage';

/**
 * Our panels inside a partner's page whose global CSS restyles headings, paragraphs, labels,
 * box-sizing and line height. The portal's own elements change; ours don't (see
 * docs/embedding.md, "Styles"; the partner journey in e2e/ checks computed styles).
 */
const meta = {
  title: 'Embedding/Inside a hostile page',
  component: AuthPage,
  parameters: { route: '/', hostPage: HostilePage },
} satisfies Meta<typeof AuthPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AuthPageInPortal: Story = {
  args: { initialMode: 'login', onAuthenticated: () => undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const portalTitle = canvas.getByRole('heading', { name: 'Partner Portal' });
    await expect(getComputedStyle(portalTitle).textTransform).toBe('uppercase');
    const ourTitle = canvas.getByRole('heading', { name: 'Welcome' });
    await expect(getComputedStyle(ourTitle).textTransform).toBe('none');
    await expect(getComputedStyle(ourTitle).letterSpacing).not.toBe(getComputedStyle(portalTitle).letterSpacing);
    const ourLabel = canvas.getByText('Email', { selector: 'label' });
    await expect(getComputedStyle(ourLabel).fontStyle).toBe('normal');
  },
};

export const SwitcherInPortal: Story = {
  render: () => <OrganizationSwitcher />,
  parameters: { session: sessionFixtures.admin },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('combobox', { name: 'Organization' })).toBeVisible();
  },
};
