import '../styles.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LanguageSwitch } from './LanguageSwitch';

const meta = {
  title: 'Landing/LanguageSwitch',
  component: LanguageSwitch,
  args: { current: 'en', path: '/about', labels: { label: 'Language', en: 'English', es: 'Español' } },
  decorators: [
    (Story) => (
      <div className="okr-landing" style={{ minHeight: 0 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LanguageSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('link', { name: 'Español' })).toHaveAttribute('href', '/about?lang=es');
  },
};

export const Spanish: Story = {
  args: { current: 'es', labels: { label: 'Idioma', en: 'English', es: 'Español' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Español' })).toHaveAttribute('aria-current', 'true');
  },
};
