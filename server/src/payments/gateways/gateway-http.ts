import { ProviderBadAnswer, ProviderRefused, ProviderUnavailable } from '../../providers/provider-failure.js';

/** A gateway's JSON answer with every value as the text it signs (numbers as written). */
export type GatewayFields = Record<string, string>;

const asText = (value: unknown): string => (typeof value === 'string' ? value : value === null || value === undefined ? '' : JSON.stringify(value));

/**
 * POSTs a JSON body and reads the JSON answer. Unreachable or a 5xx: ProviderUnavailable (the
 * call may be tried again); another non-2xx: ProviderRefused with the HTTP status; an answer
 * that is not a JSON object: ProviderBadAnswer. Thrown, so providerCall types them.
 */
export async function gatewayPostJson(provider: string, url: string, body: Readonly<Record<string, unknown>>, signal: AbortSignal): Promise<GatewayFields> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify(body), signal });
  const text = await response.text();
  if (response.status >= 500) throw new ProviderUnavailable({ provider, detail: `HTTP ${response.status}` });
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    if (!response.ok) throw new ProviderRefused({ provider, code: `HTTP ${response.status}`, detail: text.slice(0, 200) });
    throw new ProviderBadAnswer({ provider, detail: 'not a JSON object' });
  }
  // MoMo answers its refusals with 4xx and a JSON body carrying resultCode: the caller reads it.
  return Object.fromEntries(Object.entries(parsed).map(([name, value]) => [name, asText(value)]));
}

/**
 * POSTs a form (OnePay's QueryDR and refund) and reads the answer, itself `name=value&...`.
 * Unreachable or a 5xx: ProviderUnavailable; another non-2xx: ProviderRefused.
 */
export async function gatewayPostForm(provider: string, url: string, body: Readonly<Record<string, string>>, signal: AbortSignal): Promise<GatewayFields> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(body).toString(), signal });
  const text = await response.text();
  if (response.status >= 500) throw new ProviderUnavailable({ provider, detail: `HTTP ${response.status}` });
  if (!response.ok) throw new ProviderRefused({ provider, code: `HTTP ${response.status}`, detail: text.slice(0, 200) });
  return Object.fromEntries(new URLSearchParams(text.trim()));
}
