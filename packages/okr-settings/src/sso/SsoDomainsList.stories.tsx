import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import type { SsoDomain, SsoVerifyDomainAnswer } from '@okr/contract';
import { ApiError } from '@okr/core';
import { storyAction } from '../testing/storyAction';
import { SsoDomainsList } from './SsoDomainsList';

const domain = (name: string, verified: boolean): SsoDomain => ({ domain: name, verified, verificationRecord: `okr-verification=${name.split('.')[0]}-token` });
const domains = [domain('acmecorp.example', true), domain('acme-labs.example', false)];

const verifyWith = (error: ApiError) => storyAction<string, SsoVerifyDomainAnswer>({ error });
const notFound = (found: string[]) =>
  new ApiError({ status: 422, code: 'RULE_VIOLATION', message: 'The record was not found', details: { domain: 'acme-labs.example', expected: 'okr-verification=acme-labs-token', found } });

const meta = {
  title: 'Settings/SsoSettings/SsoDomainsList',
  component: SsoDomainsList,
  args: {
    domains,
    verifyingDomain: null,
    onDomainVerified: fn(),
    verify: storyAction<string, SsoVerifyDomainAnswer>({ result: { domain: 'acme-labs.example', verified: true } }),
  },
} satisfies Meta<typeof SsoDomainsList>;

export default meta;
type Story = StoryObj<typeof meta>;

const verify = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Verify acme-labs.example' }));
};

/** A verified domain, and a pending one with its TXT record; verifying it says so. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Domains' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem').map((item) => item.getAttribute('data-verified'))).toEqual(['true', 'false']);
    await expect(canvas.getByText('Publish this TXT record on acme-labs.example, then verify:')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Verify acmecorp.example' })).toBeNull();
    await verify(canvasElement);
    await expect(await screen.findByText('acme-labs.example is verified')).toBeInTheDocument();
    await expect(args.onDomainVerified).toHaveBeenCalledWith('acme-labs.example');
  },
};

/** The check is on its way: the domain's button spins and says so. */
export const Verifying: Story = {
  args: { verifyingDomain: 'acme-labs.example' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Verify acme-labs.example' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveTextContent('Checking…');
  },
};

/** Not published yet (422): what the DNS answered, by the domain. */
export const WrongRecord: Story = {
  args: { verify: verifyWith(notFound(['v=spf1 include:_spf.example ~all'])) },
  play: async ({ canvasElement }) => {
    await verify(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('We found: "v=spf1 include:_spf.example ~all"');
  },
};

/** No TXT record at all (422): DNS can take a while. */
export const NoRecord: Story = {
  args: { verify: verifyWith(notFound([])) },
  play: async ({ canvasElement }) => {
    await verify(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('We found no TXT record on this domain yet.');
  },
};

/** Refused for another reason (403): the server's words by the domain. */
export const Refused: Story = {
  args: { verify: verifyWith(new ApiError({ status: 403, code: 'FORBIDDEN', message: 'Only administrators can verify domains' })) },
  play: async ({ canvasElement }) => {
    await verify(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Only administrators can verify domains');
  },
};

/** The server failed: the spec's words in a toast, nothing by the domain. */
export const ServerFault: Story = {
  args: { verify: verifyWith(new ApiError({ status: 503, code: 'SERVICE_UNAVAILABLE', message: 'resolver down' })) },
  play: async ({ canvasElement }) => {
    await verify(canvasElement);
    await expect(await screen.findByText('Could not verify the domain. Please try again.')).toBeInTheDocument();
    const pending = within(canvasElement).getAllByRole('listitem')[1]!;
    await expect(within(pending).queryByRole('alert')).toBeNull();
  },
};

/** Every domain verified: no records and no buttons. */
export const AllVerified: Story = {
  args: { domains: [domain('acmecorp.example', true)] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
    await expect(within(canvasElement).getByText('Verified')).toBeVisible();
  },
};
