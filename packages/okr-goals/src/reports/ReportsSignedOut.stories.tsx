import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ReportsSignedOut } from './ReportsSignedOut';

const meta = {
  title: 'Goals/Reports/ReportsSignedOut',
  component: ReportsSignedOut,
  args: { state: 'signed-out' },
} satisfies Meta<typeof ReportsSignedOut>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A report's request answered 401 (the refresh failed): the signed-out line. */
export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Sign in to see the reports.')).toBeVisible();
  },
};

/** Any other state draws nothing here: a refusal is ReportsForbidden's, loading, errors and data the report's own. */
export const OtherStates: Story = {
  args: { state: 'forbidden' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(/^$/);
  },
};

export const Spanish: Story = {
  parameters: { locale: 'es' },
  play: async ({ canvasElement }) => {
    // The Spanish catalog arrives after the first render.
    await expect(await within(canvasElement).findByText('Inicia sesión para ver los informes.')).toBeVisible();
  },
};
