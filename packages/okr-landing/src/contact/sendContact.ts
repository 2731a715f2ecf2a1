import type { ContactInput } from './validateContact';

export type SendResult = { ok: true } | { ok: false; rateLimited: boolean };

/**
 * `POST {apiBaseUrl}/contact` with fetch: the public pages carry no HTTP client, no session and
 * no token.
 */
export async function sendContact(apiBaseUrl: string, input: ContactInput): Promise<SendResult> {
  try {
    const response = await fetch(`${apiBaseUrl}/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(input),
    });
    if (response.status === 201) return { ok: true };
    return { ok: false, rateLimited: response.status === 429 };
  } catch {
    return { ok: false, rateLimited: false };
  }
}
