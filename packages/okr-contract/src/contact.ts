// The public contact form's limits (api-contract.md, `POST /contact`). Plain values, no zod: UI
// bundles import these at run time.

export const CONTACT_NAME_MAX = 100;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;
/** Largest page of `GET /admin/contact-messages`. */
export const CONTACT_PAGE_SIZE_MAX = 100;
