/**
 * The exact text each payment gateway signs, built the way its integration guide does, so the
 * server can recompute a callback's signature (signing itself needs a key and node:crypto, so
 * it lives in the server). Values are taken as received: a single changed character changes
 * the text and so the signature.
 */

/** The fields of a MoMo payment notification (IPN) and return, besides `signature`. */
export const MOMO_SIGNED_FIELDS = [
  'partnerCode',
  'orderId',
  'requestId',
  'amount',
  'orderInfo',
  'orderType',
  'transId',
  'resultCode',
  'message',
  'payType',
  'responseTime',
  'extraData',
] as const;
export type MomoSignedField = (typeof MOMO_SIGNED_FIELDS)[number];

const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * MoMo (API v2): `key=value` pairs sorted by key and joined with '&', of the message's signed
 * fields (by default a notification's; the requests and answers of MoMo's calls name theirs,
 * see gateway-request-text.ts) and the merchant's accessKey ('accessKey' sorts first). Signed
 * with HMAC-SHA256 under the secret key.
 */
export function momoSignatureText(
  fields: Readonly<Partial<Record<string, string>>>,
  accessKey: string,
  names: readonly string[] = MOMO_SIGNED_FIELDS,
): string {
  const pairs: [string, string][] = [['accessKey', accessKey], ...names.map((name): [string, string] => [name, fields[name] ?? ''])];
  return pairs
    .sort(([a], [b]) => byName(a, b))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

/** VNPay's encoding of a query value (PHP's urlencode: a space is '+'). */
const vnpayEncode = (text: string) => encodeURIComponent(text).replace(/%20/g, '+');

/**
 * VNPay (2.1.0): every `vnp_` parameter except `vnp_SecureHash` and `vnp_SecureHashType`, with
 * a value, sorted by name, each `name=value` url-encoded, joined with '&'. Signed with
 * HMAC-SHA512 under the hash secret.
 */
export function vnpaySignatureText(params: Readonly<Record<string, string>>): string {
  return Object.keys(params)
    .filter((name) => name.startsWith('vnp_') && name !== 'vnp_SecureHash' && name !== 'vnp_SecureHashType' && params[name] !== '')
    .sort(byName)
    .map((name) => `${vnpayEncode(name)}=${vnpayEncode(params[name] ?? '')}`)
    .join('&');
}

/**
 * OnePay: every `vpc_` and `user_` parameter except `vpc_SecureHash` and `vpc_SecureHashType`,
 * with a value, sorted by name, `name=value` as received, joined with '&'. Signed with
 * HMAC-SHA256 under the hex-decoded secure secret, written in upper-case hex.
 */
export function onepaySignatureText(params: Readonly<Record<string, string>>): string {
  return Object.keys(params)
    .filter((name) => (name.startsWith('vpc_') || name.startsWith('user_')) && name !== 'vpc_SecureHash' && name !== 'vpc_SecureHashType' && params[name] !== '')
    .sort(byName)
    .map((name) => `${name}=${params[name] ?? ''}`)
    .join('&');
}
