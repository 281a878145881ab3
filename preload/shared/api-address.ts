// Where a phone system's API lives when no base URL is given: https://<account id>.<domain>/app/api/7.
// Main builds the address from it (main/api/base-url.ts); Settings shows the address being built.

export const API_PATH = '/app/api/7';

/** The address an account id and a domain make, as the person types them; null until both are there. */
export function accountAddress(accountId: string, domain: string): string | null {
  const id = accountId.trim();
  const host = domain.trim().replace(/\.$/, '');
  return id === '' || host === '' ? null : `https://${id}.${host}${API_PATH}`;
}
