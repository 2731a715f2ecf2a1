import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, within } from 'storybook/test';
import { authHandlers, sessionFixtures } from '@okr/mocks';
import { SsoCompletePage } from './SsoCompletePage';

const refreshAnswers = (answer: () => Response | Promise<Response>) => ({
  msw: { handlers: { auth: [http.post('/api/auth/refresh', answer), ...authHandlers.default] } },
});

const meta = {
  title: 'Auth/SsoCompletePage',
  component: SsoCompletePage,
  args: { organizationId: null },
  parameters: { route: '/sso/complete', layout: 'fullscreen' },
} satisfies Meta<typeof SsoCompletePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The session is being fetched with the cookie the callback set. */
export const Pending: Story = {
  parameters: refreshAnswers(() => new Promise<Response>(() => undefined)),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Finishing single sign-on…');
  },
};

/** The cookie gave a session: on to the app. */
export const SignedIn: Story = {
  parameters: refreshAnswers(() => HttpResponse.json({ accessToken: sessionFixtures.viewer.accessToken, refreshToken: sessionFixtures.viewer.refreshToken })),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('story-navigated-to')).toHaveTextContent('Navigated to /app');
  },
};

/** No usable cookie: back to sign in, which says what happened. */
export const Failed: Story = {
  parameters: refreshAnswers(() => HttpResponse.json({ message: 'Invalid or expired refresh token', code: 'UNAUTHENTICATED' }, { status: 401 })),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('story-navigated-to')).toHaveTextContent('Navigated to /login?sso_error=complete');
  },
};
