/**
 * The query parameters a social login comes back with (server/README.md, Accounts): a
 * one-time ticket to exchange, or the stable code of what went wrong. Read by the header's
 * account button on the first visit, so this file stays tiny.
 */
export const OAUTH_RETURN_PARAMS = { ticket: 'oauth_ticket', error: 'oauth_error' } as const;

export interface OauthReturn {
  readonly ticket: string | null;
  readonly error: string | null;
}

export function oauthReturnRead(search: string): OauthReturn {
  const params = new URLSearchParams(search);
  return { ticket: params.get(OAUTH_RETURN_PARAMS.ticket), error: params.get(OAUTH_RETURN_PARAMS.error) };
}

/** The address without the return parameters: a reload must not spend the ticket twice. */
export function oauthReturnStrip(pathname: string, search: string, hash: string): string {
  const params = new URLSearchParams(search);
  params.delete(OAUTH_RETURN_PARAMS.ticket);
  params.delete(OAUTH_RETURN_PARAMS.error);
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ''}${hash}`;
}
