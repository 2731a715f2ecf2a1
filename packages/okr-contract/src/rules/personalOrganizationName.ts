/** The organization a sign-up gets when it names none (api-contract.md): "Ada Lovelace's Organization". */
export function personalOrganizationName(firstName: string, lastName: string): string {
  return `${`${firstName} ${lastName}`.trim()}'s Organization`;
}
