import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { apiPaths } from '@okr/contract';
import { apiError, apiUrl, sessionFixtures, weekHandlers } from '@okr/mocks';
import { MyWeek } from './MyWeek';

const meta = {
  title: 'Goals/MyWeek',
  component: MyWeek,
  args: { onNavigate: fn() },
  parameters: { route: '/app/week', session: sessionFixtures.admin },
} satisfies Meta<typeof MyWeek>;

export default meta;
type Story = StoryObj<typeof meta>;

const several = { msw: { handlers: { week: weekHandlers.severalOrganizations } } };

/** One organization's items: check-ins due, tasks, key results behind, most urgent first. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Acme Corp', level: 2 })).toBeVisible();
    await expect(canvasElement.querySelector('.okr-my-week')).toHaveAttribute('data-state', 'ready');
    await expect(canvas.getAllByRole('listitem').length).toBeGreaterThan(0);
  },
};

/** Three organizations, each its own group in order of its most urgent item; then all by urgency, each saying where. */
export const SeveralOrganizations: Story = {
  parameters: several,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Initech', level: 2 })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Umbrella Corporation', level: 2 })).toBeVisible();
    await expect(canvas.getByText(/things need you across 3 organizations/)).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'By urgency' }));
    await expect(canvas.queryByRole('heading', { name: 'Initech', level: 2 })).toBeNull();
    const list = canvas.getByRole('list', { name: 'By urgency' });
    await expect(within(list).getAllByText('Initech').length).toBeGreaterThan(0);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { week: weekHandlers.empty } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Your week is clear')).toBeVisible();
    await expect(canvasElement.querySelector('.okr-my-week')).toHaveAttribute('data-state', 'empty');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { week: weekHandlers.loading } } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.okr-my-week')).toHaveAttribute('data-state', 'loading');
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: { week: weekHandlers.error } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Could not load your week. Please try again.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A check-in in another organization without leaving My week: the item is done and goes. */
export const CheckInInline: Story = {
  parameters: several,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const initech = await canvas.findByRole('region', { name: 'Initech' });
    const button = within(initech).getByRole('button', { name: /^Check in on / });
    const title = button.getAttribute('aria-label')!.replace('Check in on ', '');
    await userEvent.click(button);
    const form = await within(initech).findByRole('form', { name: `Check in on ${title}` });
    const value = await within(form).findByRole('textbox', { name: /New value/ });
    await userEvent.clear(value);
    await userEvent.type(value, 'lots');
    await userEvent.click(within(form).getByRole('button', { name: 'Save check-in' }));
    await expect(await within(form).findByRole('alert')).toHaveTextContent('Enter a number');
    await userEvent.clear(value);
    await userEvent.type(value, '12');
    await userEvent.click(within(form).getByRole('button', { name: 'Save check-in' }));
    await expect(await screen.findByText(`Checked in on ${title}`)).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('button', { name: `Check in on ${title}` })).toBeNull());
  },
};

/** Opening an item of another organization switches to it first, then goes to its page. */
export const OpenInOtherOrganization: Story = {
  parameters: several,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const umbrella = await canvas.findByRole('region', { name: 'Umbrella Corporation' });
    const [open] = within(umbrella).getAllByRole('button', { name: /^Open .* in Umbrella Corporation$/ });
    await userEvent.click(open!);
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith(expect.stringMatching(/^\/app\/(objectives|initiatives)\/.+\?org=/)));
  },
};

/** A phone: cards stack, nothing overflows. */
export const Phone: Story = {
  parameters: {
    ...several,
    viewport: { options: { phone: { name: 'Phone (390 px)', styles: { width: '390px', height: '844px' }, type: 'mobile' } } },
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Initech', level: 2 });
    const root = canvasElement.querySelector<HTMLElement>('.okr-my-week')!;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth + 1);
  },
};

/**
 * The Admin of Acme Corp, whose past quarters ended and were never closed: My week invites closing the
 * one that ended last, and opens its objectives.
 */
export const EndedPeriod: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/in Acme Corp ended on .*roll its objectives over and close it/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^Review / }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/app/objectives');
  },
};

/** An Editor may not close periods: no invitation. */
export const EndedPeriodEditor: Story = {
  parameters: { session: sessionFixtures.editor },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Acme Corp', level: 2 })).toBeVisible();
    await expect(canvas.queryByText(/ended on/)).toBeNull();
  },
};

/** The server refuses the caller (403): said so, with no retry. */
export const Forbidden: Story = {
  parameters: { msw: { handlers: { week: [http.get(apiUrl(apiPaths.me.week), () => apiError('FORBIDDEN', 'Forbidden')), ...weekHandlers.default] } } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('.okr-my-week')).toHaveAttribute('data-state', 'forbidden'));
    await expect(within(canvasElement).getByText("You don't have permission to see your week.")).toBeVisible();
  },
};

/** No session (401 after the refresh failed): the signed-out line. */
export const SignedOut: Story = {
  parameters: { msw: { handlers: { week: [http.get(apiUrl(apiPaths.me.week), () => apiError('UNAUTHENTICATED', 'Session expired')), ...weekHandlers.default] } } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('.okr-my-week')).toHaveAttribute('data-state', 'signed-out'));
    await expect(within(canvasElement).getByText('Sign in to see your week.')).toBeVisible();
  },
};
