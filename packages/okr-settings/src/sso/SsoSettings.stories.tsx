import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { SAML_METADATA_INVALID_MESSAGE, SSO_DISCOVERY_FAILED_MESSAGE, ssoDomainTakenMessage } from '@okr/contract';
import { samlSeed, samlSeedMetadata, sessionFixtures, ssoHandlers, ssoMockSeeds, ssoSeed } from '@okr/mocks';
import type { MockSeed } from '@okr/mocks';
import { enterpriseAdmin, onPlan } from '../testing/ssoSessions';
import { SsoSettings } from './SsoSettings';

const phone = {
  viewport: { options: { phone: { name: 'Phone (390 px)', styles: { width: '390px', height: '844px' }, type: 'mobile' } } },
};

const meta = {
  title: 'Settings/SsoSettings',
  component: SsoSettings,
  args: { onSaved: fn(), onRemoved: fn(), onDomainVerified: fn(), onSeeBilling: fn(), openWindow: fn(() => true) },
  parameters: { session: enterpriseAdmin, mockSeed: ssoMockSeeds.configured },
} satisfies Meta<typeof SsoSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

const panelState = (canvasElement: HTMLElement) => canvasElement.querySelector('.okr-sso-settings');

/** Configured: the form filled from the server, the redirect URI, one verified and one pending domain. */
export const Configured: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Issuer URL' })).toHaveValue(ssoSeed.issuer);
    await expect(panelState(canvasElement)).toHaveAttribute('data-state', 'ready');
    await expect(canvas.getByText('Leave empty to keep the stored one.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy the redirect URI' })).toBeVisible();
    const pending = canvasElement.querySelector('.okr-sso-domain[data-verified="false"]') as HTMLElement;
    await expect(pending).toHaveTextContent(`okr-verification=${ssoSeed.pendingToken}`);
    await expect(within(pending).getByRole('button', { name: `Verify ${ssoSeed.pendingDomain}` })).toBeVisible();
    await expect(canvasElement.querySelector('.okr-sso-domain[data-verified="true"]')).toHaveTextContent('Verified');
  },
};

/** The same on a phone. */
export const ConfiguredPhone: Story = {
  parameters: phone,
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('textbox', { name: 'Issuer URL' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { sso: ssoHandlers.slow } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading single sign-on…');
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: { sso: ssoHandlers.error } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Error loading single sign-on. Please try again.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** An Editor: the server refuses settings:read. */
export const Forbidden: Story = {
  parameters: { session: onPlan(sessionFixtures.editor, 'Enterprise') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent("You don't have permission to manage single sign-on.");
    await expect(panelState(canvasElement)).toHaveAttribute('data-state', 'forbidden');
  },
};

/** Pro (and Free): what Enterprise gives, and the way to Billing. */
export const ProPlan: Story = {
  parameters: { session: onPlan(sessionFixtures.admin, 'Pro') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Single sign-on comes with Enterprise' })).toBeVisible();
    await expect(panelState(canvasElement)).toHaveAttribute('data-state', 'locked');
    await userEvent.click(canvas.getByRole('button', { name: 'See plans in Billing' }));
    await expect(args.onSeeBilling).toHaveBeenCalled();
  },
};

export const FreePlan: Story = {
  parameters: { session: onPlan(sessionFixtures.admin, 'Free') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Single sign-on comes with Enterprise' })).toBeVisible();
  },
};

/** Enterprise without a connection: an inviting empty state. */
export const Empty: Story = {
  parameters: { mockSeed: ssoMockSeeds.enterprise },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Single sign-on is not set up yet' })).toBeVisible();
    await expect(panelState(canvasElement)).toHaveAttribute('data-state', 'empty');
  },
};

/** First setup: the redirect URI to register first, the form says what is missing, the issuer's 422 under it with the input kept, then saved. */
export const SetUp: Story = {
  parameters: { mockSeed: ssoMockSeeds.enterprise },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Set up single sign-on' }));
    await expect(canvas.getByRole('button', { name: 'Copy the redirect URI' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save connection' }));
    await expect(canvas.getByText('Enter the issuer as a full https:// URL')).toBeVisible();
    await expect(canvas.getByText('Client secret is required')).toBeVisible();
    await expect(canvas.getByText('Add at least one domain')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Issuer URL' }), 'https://login.broken.invalid');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Client ID' }), 'okr-app');
    await userEvent.type(canvas.getByLabelText('Client secret'), 's3cret-from-the-provider');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Add a domain' }), 'Example.COM{Enter}');
    await expect(canvas.getByRole('button', { name: 'Remove example.com' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save connection' }));
    await expect(await canvas.findByText(SSO_DISCOVERY_FAILED_MESSAGE)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Issuer URL' })).toHaveValue('https://login.broken.invalid');
    await expect(canvas.getByLabelText('Client secret')).toHaveValue('s3cret-from-the-provider');
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Issuer URL' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Issuer URL' }), 'https://login.example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Save connection' }));
    await expect(await screen.findByText('Single sign-on saved')).toBeVisible();
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledWith(expect.objectContaining({ issuer: 'https://login.example.com', enforced: false })));
    await expect(await canvas.findByRole('button', { name: 'Verify example.com' })).toBeVisible();
    await expect(canvas.getByLabelText('Client secret')).toHaveValue('');
  },
};

/** A domain another organization uses: the 409 under the domains. */
export const DomainTaken: Story = {
  parameters: {
    mockSeed: ((db) => {
      ssoMockSeeds.configured(db);
      db.ssoConnections.insert({ id: 'org-elsewhere', issuer: 'https://idp.elsewhere.example', clientId: 'x', clientSecret: 'y', domains: [{ domain: 'taken.example', token: 't', verified: true }], defaultRoleType: 'Viewer', enforced: false });
    }) satisfies MockSeed,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Add a domain' }), 'taken.example{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Save connection' }));
    await expect(await canvas.findByText(ssoDomainTakenMessage('taken.example'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove taken.example' })).toBeVisible();
  },
};

/** Verify while the TXT record is missing: what DNS answered, by the domain. */
export const DomainPending: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: `Verify ${ssoSeed.pendingDomain}` }));
    await expect(await canvas.findByText('We found no TXT record on this domain yet. DNS changes can take a while to appear.')).toBeVisible();
    await expect(args.onDomainVerified).not.toHaveBeenCalled();
  },
};

/** The TXT record is published: Verify turns the domain verified. */
export const DomainVerified: Story = {
  // The scenario adds the connection itself.
  parameters: { mockSeed: ssoMockSeeds.enterprise, msw: { handlers: { sso: ssoHandlers.txtPublished } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: `Verify ${ssoSeed.pendingDomain}` }));
    await expect(await screen.findByText(`${ssoSeed.pendingDomain} is verified`)).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelectorAll('.okr-sso-domain[data-verified="true"]')).toHaveLength(2));
    await expect(args.onDomainVerified).toHaveBeenCalledWith(ssoSeed.pendingDomain);
  },
};

/** Enforced: the badge by the title and the warning under the switch. */
export const Enforced: Story = {
  parameters: { mockSeed: ((db) => ssoMockSeeds.enforced(db)) satisfies MockSeed },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('switch', { name: 'Require single sign-on' })).toBeChecked();
    await expect(canvas.getByText('Required')).toBeVisible();
    await expect(canvasElement.querySelector('.okr-sso-enforced-warning')).toBeVisible();
  },
};

/** Test sign-in: asks for an email, starts the flow and opens the provider in a new window. */
export const TestSignIn: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Test sign-in' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Test sign-in' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Email to sign in with' }), 'someone@gmail.com{Enter}');
    await expect(await dialog.findByText('This email is not at a verified domain of this connection.')).toBeVisible();
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Email to sign in with' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Email to sign in with' }), `ana@${ssoSeed.verifiedDomain}{Enter}`);
    await expect(await dialog.findByText('The sign-in opened in a new window.')).toBeVisible();
    await expect(args.openWindow).toHaveBeenCalledWith(expect.stringMatching(/^https:\/\/login\.acme\.example\/authorize\?/));
  },
};

/** Remove: confirmed, back to the empty state. */
export const Remove: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove connection' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Remove single sign-on' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Remove' }));
    await expect(await canvas.findByRole('heading', { name: 'Single sign-on is not set up yet' })).toBeVisible();
    await expect(args.onRemoved).toHaveBeenCalled();
  },
};

/** In Spanish, on a phone, with a pending domain. */
export const SpanishPhone: Story = {
  parameters: { ...phone, locale: 'es', mockSeed: ((db) => ssoMockSeeds.configured(db)) satisfies MockSeed },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Pendiente de verificación')).toBeVisible();
  },
};

/** At a phone's width (Storybook's `phone` viewport, 390 px): nothing scrolls sideways, every target is big enough (WCAG 2.2 2.5.8). */
export const Phone: Story = {
  ...Configured,
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { ...Configured.parameters, a11y: { options: { rules: { 'target-size': { enabled: true } } } } },
};

/** A SAML connection: the values to copy into the IdP, the IdP's entity id and its certificate, valid for years; no OpenID form. */
export const Saml: Story = {
  parameters: { mockSeed: ssoMockSeeds.saml },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'SAML 2.0 connection' })).toBeVisible();
    for (const name of ['Copy the entity ID', 'Copy the ACS URL', 'Copy the metadata URL']) await expect(canvas.getByRole('button', { name })).toBeVisible();
    await expect(canvas.getByText(samlSeed.fingerprint)).toBeVisible();
    await expect(canvasElement.querySelector('.okr-saml-certificate')).toHaveAttribute('data-state', 'valid');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByRole('textbox', { name: 'Issuer URL' })).toBeNull();
    await expect(canvasElement.querySelector('.okr-saml-details')).toHaveTextContent('/api/auth/saml/');
  },
};

/** The IdP's certificate ends in 12 days: the panel warns (from 30 days ahead). */
export const SamlCertificateExpiring: Story = {
  parameters: { mockSeed: ssoMockSeeds.samlCertificateExpiring },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This certificate expires on');
    await expect(canvasElement.querySelector('.okr-saml-certificate')).toHaveAttribute('data-state', 'expiring');
  },
};

/** The IdP's certificate has ended: the panel says sign-in fails until new metadata is saved. */
export const SamlCertificateExpired: Story = {
  parameters: { mockSeed: ssoMockSeeds.samlCertificateExpired },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This certificate expired on');
    await expect(canvasElement.querySelector('.okr-saml-certificate')).toHaveAttribute('data-state', 'expired');
  },
};

/** Setting up SAML: the protocol chosen, metadata with a DOCTYPE refused under its field, then the IdP's metadata pasted and saved. */
export const SamlSetUp: Story = {
  parameters: { mockSeed: ssoMockSeeds.enterprise },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Set up single sign-on' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'SAML 2.0' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save connection' }));
    await expect(canvas.getByText('Paste the metadata XML or give its URL')).toBeVisible();
    const metadata = canvas.getByLabelText('Identity provider metadata (XML)');
    await userEvent.click(metadata);
    await userEvent.paste(`<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>${samlSeedMetadata.replace(/^<\?xml[^>]*>/, '')}`);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Add a domain' }), 'example.com{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Save connection' }));
    await expect(await canvas.findByText(SAML_METADATA_INVALID_MESSAGE)).toBeVisible();
    await userEvent.clear(metadata);
    await userEvent.click(metadata);
    await userEvent.paste(samlSeedMetadata);
    await userEvent.click(canvas.getByRole('button', { name: 'Save connection' }));
    await expect(await screen.findByText('Single sign-on saved')).toBeVisible();
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledWith(expect.objectContaining({ protocol: 'saml', idpEntityId: samlSeed.idpEntityId })));
    await expect(await canvas.findByRole('heading', { name: 'SAML 2.0 connection' })).toBeVisible();
    await expect(canvas.getByText(samlSeed.fingerprint)).toBeVisible();
  },
};
