// The fixed messages of "My account" (api-contract.md, fourth wave): the server and the mocks
// answer these words, and the UI shows them. No zod: UI bundles import these at run time.

export const accountMessages = {
  wrongPassword: 'The password is not correct',
  emailTaken: 'An account with this email already exists',
  sameEmail: 'This is already the email of your account',
  emailChangeSent: 'We sent a link to the new address. Open it to finish the change.',
  verificationSent: 'If your email is not verified yet, we sent a new link.',
  verificationTooSoon: 'A verification email was just sent. Please wait a minute.',
  verifyLinkUnknown: 'Verification link not found',
  changeLinkUnknown: 'Email change link not found',
  linkUsed: 'This link was already used.',
  linkExpired: 'This link has expired. Ask for a new one.',
} as const;
