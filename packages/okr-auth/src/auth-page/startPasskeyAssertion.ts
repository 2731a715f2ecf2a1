import type { PasskeyAssertion, PasskeyOptions } from '@okr/contract';

/**
 * The browser's passkey ceremony (`navigator.credentials.get` through `@simplewebauthn/browser`),
 * loaded only when someone uses a passkey: the sign-in page does not carry it otherwise.
 */
export async function startPasskeyAssertion(options: PasskeyOptions): Promise<PasskeyAssertion> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const assertion = await startAuthentication({ optionsJSON: options as unknown as Parameters<typeof startAuthentication>[0]['optionsJSON'] });
  return assertion as PasskeyAssertion;
}
