// Entry point `@okr/auth/email-verification`: the pages of the emailed links and the unverified banner.
export { VerifyEmailPage, ConfirmEmailPage } from '../email-verification/EmailLinkPage';
export type { EmailLinkPageProps } from '../email-verification/EmailLinkPage';
export { UnverifiedEmailBanner } from '../email-verification/UnverifiedEmailBanner';
export { useEmailLink, useResendVerification } from '../email-verification/api';
export type { EmailLinkKind } from '../email-verification/api';
