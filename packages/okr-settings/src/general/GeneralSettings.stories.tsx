import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, userEvent, within } from 'storybook/test';
import { apiUrl, internalError, organizationHandlers, sessionFixtures } from '@okr/mocks';
import { GeneralSettings } from './GeneralSettings';

const meta = {
  title: 'Settings/GeneralSettings',
  component: GeneralSettings,
  args: { onOrganizationUpdated: fn() },
  parameters: { session: sessionFixtures.admin },
} satisfies Meta<typeof GeneralSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Saving: size small is sent, the organization stored, the success toast shown. */
export const Saved: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Company name' }), ' International');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(await canvas.findByText('Organization updated successfully')).toBeVisible();
    await expect(args.onOrganizationUpdated).toHaveBeenCalledWith(expect.objectContaining({ name: 'Acme Corp International', size: 'small' }));
  },
};

/** The company name is blank: saving is disabled. */
export const NameRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Company name' }));
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    await expect(canvas.getByText('Company name is required')).toBeVisible();
  },
};

/** The server fails: the toast and the inline message. */
export const SaveError: Story = {
  parameters: {
    msw: { handlers: { organizations: [http.patch(apiUrl('/organizations/:id'), internalError), ...organizationHandlers.default] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(await canvas.findByText('Error updating organization')).toBeVisible();
    await expect(canvas.getByText('An error occurred')).toBeVisible();
  },
};

/** At a phone's width (Storybook's `phone` viewport, 390 px): nothing scrolls sideways, every target is big enough (WCAG 2.2 2.5.8). */
export const Phone: Story = {
  ...Default,
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { ...Default.parameters, a11y: { options: { rules: { 'target-size': { enabled: true } } } } },
};
