import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { integrationHandlers, sessionFixtures } from '@okr/mocks';
import { IntegrationsTab } from './IntegrationsTab';

const meta = {
  title: 'Settings/Integrations/IntegrationsTab',
  component: IntegrationsTab,
  args: { onSeeBilling: fn() },
  parameters: { session: sessionFixtures.admin },
} satisfies Meta<typeof IntegrationsTab>;

export default meta;
type Story = StoryObj<typeof meta>;

const panels = ['API keys', 'Webhooks', 'Slack and Microsoft Teams'];

/** Each panel once, in the tab's order. */
async function expectThePanels(canvasElement: HTMLElement) {
  const headings = await within(canvasElement).findAllByRole('heading', { level: 2 });
  await expect(headings.map((heading) => heading.textContent)).toEqual(panels);
}

/** A new organization on Pro: the three panels, each empty with its way to add one. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectThePanels(canvasElement);
    await expect(await canvas.findByText('No API keys yet')).toBeVisible();
    await expect(await canvas.findByText('No webhook endpoints yet')).toBeVisible();
    await expect(await canvas.findByText('No chat channels yet')).toBeVisible();
  },
};

/** Keys in use: the API keys panel lists them, the others stay as they are. */
export const WithKeys: Story = {
  parameters: { msw: { handlers: { integrations: integrationHandlers.withKeys } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('rowheader', { name: /Data warehouse sync/ })).toBeVisible();
    await expectThePanels(canvasElement);
  },
};

/** The Free plan: one notice naming all three instead of three locked panels; it opens Billing. */
export const FreePlan: Story = {
  parameters: {
    session: { ...sessionFixtures.admin, organization: { ...sessionFixtures.admin.organization!, plan: 'Free' } },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Integrations come with Pro' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Webhooks' })).toBeNull();
    await expect(canvas.getAllByRole('button', { name: 'See plans in Billing' })).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'See plans in Billing' }));
    await expect(args.onSeeBilling).toHaveBeenCalled();
  },
};

/** An Editor: the server refuses each panel, and each says so in its own words. */
export const Forbidden: Story = {
  parameters: { session: sessionFixtures.editor },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("You don't have permission to manage API keys.")).toBeVisible();
    await expect(await canvas.findByText("You don't have permission to manage webhooks.")).toBeVisible();
    await expect(await canvas.findByText("You don't have permission to manage chat channels.")).toBeVisible();
  },
};
