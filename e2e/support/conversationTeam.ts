import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import type { AuthSessionResponse, KeyResult, Objective } from '@okr/contract';
import { api, enterpriseOwner, OWNER_PASSWORD } from './enterpriseOwner';
import { linkIn, waitForEmail } from './mailbox';
import { trackRequests } from './networkQuiet';

export const MEMBER_PASSWORD = 'member password 1';

export interface Person {
  id: string;
  email: string;
  password: string;
  fullName: string;
  token: string;
}

export interface ConversationTeam {
  organizationId: string;
  /** Owner of a Pro organization, and of its key result. */
  ada: Person;
  /** An Editor Ada invited. */
  ben: Person;
  objective: Objective;
  keyResult: KeyResult;
  /** The whole organization goes (its objective, comments, channels); the two accounts stay, unused. */
  remove(): Promise<void>;
}

const login = async (email: string, password: string) => api<AuthSessionResponse>('POST', '/auth/login', { email, password });

/**
 * A team of two of its own, through the API (nothing of the shared demo data): Ada registers, her
 * organization is moved to Pro (chat channels), she invites Ben, who creates his account from the
 * emailed link as an Editor and goes through the onboarding; an objective with one key result owned by Ada.
 */
export async function conversationTeam(stamp: number): Promise<ConversationTeam> {
  const adaEmail = `ada.${stamp}@conversation.test`;
  const benEmail = `ben.${stamp}@conversation.test`;
  const { organizationId } = await enterpriseOwner('Ada', adaEmail, 'Pro');
  const adaSession = await login(adaEmail, OWNER_PASSWORD);
  const since = new Date().toISOString();
  await api('POST', `/organizations/${organizationId}/invitations`, { email: benEmail, roleType: 'Editor' }, adaSession.accessToken);
  const link = linkIn(await waitForEmail(inject('mailboxUrl'), benEmail, { since }), `${inject('baseUrl')}/invite/`);
  const invitationToken = link.slice(link.lastIndexOf('/') + 1);
  const registered = await api<AuthSessionResponse>('POST', '/auth/register', { firstName: 'Ben', lastName: 'Member', email: benEmail, password: MEMBER_PASSWORD, invitationToken });
  // Until then the app sends him to the onboarding page first, whatever link he follows.
  await api('POST', '/auth/complete-onboarding', undefined, registered.accessToken);
  const benSession = await login(benEmail, MEMBER_PASSWORD);
  const ada: Person = { id: adaSession.user.id, email: adaEmail, password: OWNER_PASSWORD, fullName: 'Ada Owner', token: adaSession.accessToken };
  const ben: Person = { id: benSession.user.id, email: benEmail, password: MEMBER_PASSWORD, fullName: 'Ben Member', token: benSession.accessToken };
  const objective = await api<Objective>('POST', '/objectives', { title: `Win the Nordics ${stamp}`, ownerId: ada.id }, ada.token);
  const keyResult = await api<KeyResult>(
    'POST',
    `/objectives/${objective.id}/key-results`,
    { title: 'Sign 20 customers in Sweden', metricType: 'Numeric', startValue: 0, targetValue: 20, ownerId: ada.id },
    ada.token,
  );
  return {
    organizationId,
    ada,
    ben,
    objective,
    keyResult,
    remove: async () => {
      await api('DELETE', `/organizations/${organizationId}`, undefined, ada.token);
    },
  };
}

/** Marks every notification of `person` read, so a bell starts from none. */
export async function readAll(person: Person): Promise<void> {
  await api('POST', '/me/notifications/read', { all: true }, person.token);
}

/** A browser context of its own (a second person at another computer), its requests tracked for `waitForNetworkQuiet`. */
export async function secondBrowser(page: Page): Promise<{ context: BrowserContext; page: Page }> {
  const browser = page.context().browser() as Browser;
  const context = await browser.newContext({ baseURL: inject('baseUrl'), viewport: { width: 1280, height: 800 } });
  trackRequests(context);
  return { context, page: await context.newPage() };
}
