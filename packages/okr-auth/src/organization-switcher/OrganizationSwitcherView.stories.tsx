import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { OrganizationSwitcherView } from './OrganizationSwitcherView';

const acme = { id: 'org-acme', name: 'Acme Corp' };
const globex = { id: 'org-globex', name: 'Globex' };
const many = [
  acme,
  globex,
  { id: 'org-initech', name: 'Initech' },
  { id: 'org-hooli', name: 'Hooli' },
  { id: 'org-umbrella', name: 'Umbrella Corporation' },
  { id: 'org-stark', name: 'Stark Industries' },
];

const meta = {
  title: 'Auth/OrganizationSwitcherView',
  component: OrganizationSwitcherView,
  args: { organizations: [acme, globex], currentId: acme.id, onSelect: fn(), onRetry: fn() },
} satisfies Meta<typeof OrganizationSwitcherView>;

export default meta;
type Story = StoryObj<typeof meta>;

const picker = (canvasElement: HTMLElement) => within(canvasElement).getByRole('combobox', { name: 'Organization' });

/** Picks an option and waits for the list to close (it stays mounted while it animates out). */
async function pick(option: HTMLElement) {
  await userEvent.click(option);
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

/** The list is on its way: a status, no picker. */
export const Loading: Story = {
  args: { status: 'loading', organizations: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading organizations…');
    await expect(canvas.queryByRole('combobox')).toBeNull();
  },
};

/** The list could not be loaded: an alert whose Retry calls back. */
export const Error: Story = {
  args: { status: 'error', organizations: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load your organizations.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A host that brings no retry: the alert only. */
export const ErrorWithoutRetry: Story = {
  args: { status: 'error', organizations: [], onRetry: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load your organizations.');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The user belongs to no organization. */
export const Empty: Story = {
  args: { organizations: [], currentId: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No organizations')).toBeVisible();
    await expect(canvas.queryByRole('combobox')).toBeNull();
  },
};

/** A member of one organization: picking the current one again calls nothing. */
export const One: Story = {
  args: { organizations: [acme] },
  play: async ({ canvasElement, args }) => {
    await expect(picker(canvasElement)).toHaveTextContent('Acme Corp');
    await userEvent.click(picker(canvasElement));
    const options = await screen.findAllByRole('option');
    await expect(options).toHaveLength(1);
    await pick(options[0]!);
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

/** A member of many organizations: picking another calls back with its id. */
export const Many: Story = {
  args: { organizations: many },
  play: async ({ canvasElement, args }) => {
    await expect(picker(canvasElement)).toHaveTextContent('Acme Corp');
    await userEvent.click(picker(canvasElement));
    await expect(await screen.findAllByRole('option')).toHaveLength(many.length);
    await pick(await screen.findByRole('option', { name: 'Hooli' }));
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    await expect(args.onSelect).toHaveBeenCalledWith('org-hooli');
  },
};

/** A switch is in flight: the picker is disabled, busy, and says so. */
export const Switching: Story = {
  args: { switching: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(picker(canvasElement)).toBeDisabled();
    await expect(picker(canvasElement)).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Switching organization…');
  },
};

/** Slots: the host's avatar in the closed picker and its own line per option; the picker is still ours. */
export const WithSlots: Story = {
  args: {
    slots: {
      trigger: ({ current }) => (
        <span className="partner-avatar" data-testid="partner-avatar">
          {current?.name.slice(0, 1) ?? '?'}
        </span>
      ),
      item: (organization, current) => `${organization.name}${current ? ' (current)' : ''}`,
    },
  },
  play: async ({ canvasElement, args }) => {
    await expect(picker(canvasElement)).toHaveTextContent(/^A$/);
    await userEvent.click(picker(canvasElement));
    await expect(await screen.findByRole('option', { name: 'Acme Corp (current)' })).toBeInTheDocument();
    await pick(screen.getByRole('option', { name: 'Globex' }));
    await expect(args.onSelect).toHaveBeenCalledWith(globex.id);
  },
};
