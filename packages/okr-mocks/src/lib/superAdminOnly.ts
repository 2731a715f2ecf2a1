/** The API's refusal of `/admin/**` to anyone but a super administrator. */
export const SUPER_ADMIN_ONLY_MESSAGE = 'Only super administrators can do this (missing: SuperAdmin)';
