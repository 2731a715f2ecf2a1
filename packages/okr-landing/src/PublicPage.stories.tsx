import './styles.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PublicPage } from './PublicPage';
import { pageMeta } from './publicPages';

/** A phone in portrait, for the `…Phone` stories. */
const phone = {
  viewport: { options: { phone: { name: 'Phone (390 px)', styles: { width: '390px', height: '844px' }, type: 'mobile' } } },
};

const meta = {
  title: 'Landing/Pages',
  component: PublicPage,
  args: { path: '/', lang: 'en', year: 2026 },
  parameters: { layout: 'fullscreen' },
  // Each page shows its own h1, and the language it was asked for.
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('navigation', { name: args.lang === 'es' ? 'Idioma' : 'Language' })).toBeVisible();
    await expect(pageMeta(args.path, args.lang).status).toBe(200);
  },
} satisfies Meta<typeof PublicPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const phoneStory = (path: string, lang: 'en' | 'es' = 'en'): Story => ({
  args: { path, lang },
  parameters: phone,
  globals: { viewport: { value: 'phone', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 390, margin: '0 auto', boxShadow: '0 0 0 1px #e5e7eb' }}>
        <Story />
      </div>
    ),
  ],
});

/** `/`: the assistant, the figures, the features, the three plans. */
export const Home: Story = {};
export const HomeSpanish: Story = { args: { lang: 'es' } };
export const HomePhone: Story = phoneStory('/');
export const HomePhoneSpanish: Story = phoneStory('/', 'es');

export const About: Story = { args: { path: '/about' } };
export const AboutSpanish: Story = { args: { path: '/about', lang: 'es' } };
export const AboutPhone: Story = phoneStory('/about');

export const Privacy: Story = { args: { path: '/privacy' } };
export const PrivacySpanish: Story = { args: { path: '/privacy', lang: 'es' } };
export const PrivacyPhone: Story = phoneStory('/privacy');

export const Terms: Story = { args: { path: '/terms' } };
export const TermsSpanish: Story = { args: { path: '/terms', lang: 'es' } };
export const TermsPhone: Story = phoneStory('/terms');

export const Cookies: Story = { args: { path: '/cookies' } };
export const CookiesSpanish: Story = { args: { path: '/cookies', lang: 'es' } };
export const CookiesPhone: Story = phoneStory('/cookies');

export const Blog: Story = { args: { path: '/blog' } };
export const BlogSpanish: Story = { args: { path: '/blog', lang: 'es' } };
export const BlogPhone: Story = phoneStory('/blog');

export const BlogArticle: Story = { args: { path: '/blog/measuring-key-results' } };
export const BlogArticleSpanish: Story = { args: { path: '/blog/measuring-key-results', lang: 'es' } };
export const BlogArticlePhone: Story = phoneStory('/blog/measuring-key-results');

export const HelpCenter: Story = { args: { path: '/help-center' } };
export const HelpCenterSpanish: Story = { args: { path: '/help-center', lang: 'es' } };
export const HelpCenterPhone: Story = phoneStory('/help-center');

export const Contact: Story = { args: { path: '/contact' } };
export const ContactSpanish: Story = { args: { path: '/contact', lang: 'es' } };
export const ContactPhone: Story = phoneStory('/contact', 'es');

/** An address no page answers: the not-found page, with the way home. */
export const NotFound: Story = {
  args: { path: '/blog/no-such-article' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'We could not find that page' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  },
};
