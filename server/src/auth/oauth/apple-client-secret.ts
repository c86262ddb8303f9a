import { sign } from 'node:crypto';

const base64Url = (value: Buffer | string) => Buffer.from(value).toString('base64url');

export interface AppleKey {
  readonly teamId: string;
  readonly keyId: string;
  /** The .p8 key from Apple (PKCS#8 PEM, P-256). */
  readonly privateKey: string;
}

/**
 * Apple has no static client secret: it is a short-lived ES256 JWT signed with the team's key
 * (iss = team id, sub = the Services ID, aud = appleid.apple.com). Five minutes is plenty for
 * the one token call it is made for.
 */
export function appleClientSecret(key: AppleKey, clientId: string, nowMs: number): string {
  const iat = Math.floor(nowMs / 1000);
  const header = base64Url(JSON.stringify({ alg: 'ES256', kid: key.keyId, typ: 'JWT' }));
  const payload = base64Url(JSON.stringify({ iss: key.teamId, iat, exp: iat + 300, aud: 'https://appleid.apple.com', sub: clientId }));
  const signature = sign('sha256', Buffer.from(`${header}.${payload}`), { key: key.privateKey, dsaEncoding: 'ieee-p1363' });
  return `${header}.${payload}.${base64Url(signature)}`;
}
