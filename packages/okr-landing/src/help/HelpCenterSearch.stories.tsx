import '../styles.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { createTranslator } from '@okr/core';
import { landingCatalogs } from '../lib/landingCatalogs';
import { HelpCenterSearch } from './HelpCenterSearch';
import { helpTopics } from './helpTopics';

const t = createTranslator(landingCatalogs);

const meta = {
  title: 'Landing/HelpCenterSearch',
  component: HelpCenterSearch,
  args: {
    topics: helpTopics(t),
    strings: {
      label: t('help.search.label'),
      placeholder: t('help.search.placeholder'),
      results: t('help.search.results'),
      none: t('help.search.none'),
    },
  },
  decorators: [
    (Story) => (
      <div className="okr-landing" style={{ minHeight: 0, maxWidth: 800 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof HelpCenterSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every question, by topic. */
export const Default: Story = {};

/** Typing narrows the answers and announces how many match. */
export const Searching: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search the help center' }), 'credits');
    await expect(canvas.getByRole('status')).toHaveTextContent(/answers match/);
    await expect(canvas.getByText('What is an AI credit?')).toBeVisible();
    await expect(canvas.queryByText('How do I create an account?')).toBeNull();
  },
};

/** Nothing matches: it says so and points to the contact page. */
export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox'), 'blockchain');
    await expect(canvas.getByRole('status')).toHaveTextContent('No answer matches "blockchain"');
  },
};
