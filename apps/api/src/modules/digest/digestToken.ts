import { createHmac, timingSafeEqual } from 'node:crypto';
import { isUuid } from '../../lib/isUuid';

/**
 * The weekly digest's unsubscribe link token: `<user id>.<HMAC-SHA256 of the user id>`, keyed with a
 * key derived from the server's secret for this one purpose (nothing else is signed with it, and it
 * can do one thing: turn that user's digest off). No expiry: an old digest's link keeps working,
 * and it can never turn anything on or reveal anything.
 */
export class DigestTokens {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('okr/weekly-digest/unsubscribe/v1').digest();
  }

  private mac(userId: string): Buffer {
    return createHmac('sha256', this.key).update(userId).digest();
  }

  sign(userId: string): string {
    return `${userId}.${this.mac(userId).toString('base64url')}`;
  }

  /** The user id a token was signed for; null for anything we did not sign. */
  verify(token: string): string | null {
    const [userId, signature, ...rest] = token.split('.');
    if (!userId || !signature || rest.length > 0 || !isUuid(userId)) return null;
    const given = Buffer.from(signature, 'base64url');
    const expected = this.mac(userId);
    return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
  }
}
