import { createPublicKey, createVerify, type KeyObject } from 'node:crypto';
import { standInServe, type StandInServer } from '../payments/stand-ins/stand-in-server.js';
import { FCM_SCOPE } from './fcm-access-token.js';

/** One message FCM accepted, as the stand-in read it. */
export interface FcmReceived {
  readonly token: string;
  readonly title: string;
  readonly body: string;
  readonly data: Record<string, string>;
}

export interface FcmStandIn extends StandInServer {
  readonly received: FcmReceived[];
  /** Requests the stand-in refused, and why: a test expects none. */
  readonly refusals: string[];
  /** How many access tokens were asked for. */
  tokenRequests(): number;
}

const ACCESS_TOKEN = 'stand-in-access-token';

function assertionChecked(assertion: string, publicKey: KeyObject, tokenUri: string, clientEmail: string): string | null {
  const [header, claims, signature] = assertion.split('.');
  if (!header || !claims || !signature) return 'assertion is not a JWT';
  if (!createVerify('RSA-SHA256').update(`${header}.${claims}`).verify(publicKey, Buffer.from(signature, 'base64url'))) return 'assertion signature';
  const read = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as Record<string, unknown>;
  if (read['iss'] !== clientEmail || read['aud'] !== tokenUri || read['scope'] !== FCM_SCOPE) return 'assertion claims';
  if (typeof read['exp'] !== 'number' || typeof read['iat'] !== 'number' || read['exp'] - read['iat'] > 3600) return 'assertion lifetime';
  return null;
}

/**
 * A local stand-in of Google's token endpoint and FCM HTTP v1's messages:send, answering as
 * Google documents: the token endpoint checks the service account's RS256 assertion (with the
 * account's public key); a send needs its access token, a token and a notification; a token
 * named in `unregistered` gets FCM's 404 UNREGISTERED, one in `busy` its 503.
 */
export async function fcmStandInStart(options: { readonly privateKeyPem: string; readonly clientEmail: string; readonly projectId: string; readonly unregistered?: readonly string[]; readonly busy?: readonly string[] }): Promise<FcmStandIn> {
  const publicKey = createPublicKey(options.privateKeyPem);
  const received: FcmReceived[] = [];
  const refusals: string[] = [];
  const counters = { tokenRequests: 0 };
  let url = '';
  const server = await standInServe((path, body, request) => {
    if (path === '/token') {
      counters.tokenRequests += 1;
      const form = new URLSearchParams(body);
      const problem =
        form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer' ? 'grant_type' : assertionChecked(form.get('assertion') ?? '', publicKey, `${url}/token`, options.clientEmail);
      if (problem) {
        refusals.push(problem);
        return { status: 400, json: { error: 'invalid_grant', error_description: problem } };
      }
      return { status: 200, json: { access_token: ACCESS_TOKEN, expires_in: 3599, token_type: 'Bearer' } };
    }
    if (path !== `/v1/projects/${options.projectId}/messages:send`) return { status: 404, json: { error: { code: 404, status: 'NOT_FOUND', message: 'no such path' } } };
    if (request.headers.authorization !== `Bearer ${ACCESS_TOKEN}`) {
      refusals.push('bearer');
      return { status: 401, json: { error: { code: 401, status: 'UNAUTHENTICATED', message: 'Request had invalid authentication credentials.' } } };
    }
    const message = (JSON.parse(body) as { message?: { token?: string; notification?: { title?: string; body?: string }; data?: Record<string, unknown> } }).message;
    const data = message?.data ?? {};
    if (!message?.token || !message.notification?.title || Object.values(data).some((value) => typeof value !== 'string')) {
      refusals.push('message');
      return { status: 400, json: { error: { code: 400, status: 'INVALID_ARGUMENT', message: 'Invalid JSON payload received.' } } };
    }
    if (options.unregistered?.includes(message.token)) {
      return { status: 404, json: { error: { code: 404, status: 'NOT_FOUND', message: 'Requested entity was not found.', details: [{ '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode: 'UNREGISTERED' }] } } };
    }
    if (options.busy?.includes(message.token)) return { status: 503, json: { error: { code: 503, status: 'UNAVAILABLE', message: 'The service is currently unavailable.' } } };
    received.push({ token: message.token, title: message.notification.title, body: message.notification.body ?? '', data: data as Record<string, string> });
    return { status: 200, json: { name: `projects/${options.projectId}/messages/${received.length}` } };
  });
  url = server.url;
  return {
    ...server,
    received,
    refusals,
    tokenRequests: () => counters.tokenRequests,
  };
}
