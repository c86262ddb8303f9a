import { readFileSync } from 'node:fs';
import * as z from 'zod';

/** Google's published addresses: FCM's HTTP v1 API and the OAuth 2.0 token endpoint. */
export const FCM_API_URL_DEFAULT = 'https://fcm.googleapis.com';
export const GOOGLE_TOKEN_URI_DEFAULT = 'https://oauth2.googleapis.com/token';

/** What the server needs to send through FCM HTTP v1: the project and its service account. */
export interface FcmConfig {
  readonly projectId: string;
  readonly clientEmail: string;
  /** PEM, PKCS#8 ("-----BEGIN PRIVATE KEY-----"), as Firebase's console downloads it. */
  readonly privateKey: string;
  readonly tokenUri: string;
  /** FCM's origin; a local stand-in in tests. */
  readonly apiUrl: string;
}

/** The fields of the service account JSON file the Firebase console gives (others ignored). */
const ServiceAccountSchema = z.object({
  project_id: z.string().min(1),
  client_email: z.string().min(1),
  private_key: z.string().includes('PRIVATE KEY'),
  token_uri: z.string().url().optional(),
});

export type FcmConfigRead = { readonly fcm: FcmConfig | null; readonly problem: string | null };

function accountText(env: NodeJS.ProcessEnv): string | null {
  const inline = env.MODAVI_FCM_SERVICE_ACCOUNT?.trim();
  if (inline) return inline;
  const file = env.MODAVI_FCM_SERVICE_ACCOUNT_FILE?.trim();
  return file ? readFileSync(file, 'utf8') : null;
}

/**
 * FCM from the settings: the service account as JSON text (MODAVI_FCM_SERVICE_ACCOUNT) or a file
 * (MODAVI_FCM_SERVICE_ACCOUNT_FILE). Without one push is off and in-app notifications work as
 * before (issue 27: "skipped quietly"); a service account that cannot be read is a `problem`
 * (production refuses to start on it: a typo would otherwise silence every push).
 */
export function fcmConfigFromEnv(env: NodeJS.ProcessEnv): FcmConfigRead {
  let text: string | null;
  try {
    text = accountText(env);
  } catch (error) {
    return { fcm: null, problem: `MODAVI_FCM_SERVICE_ACCOUNT_FILE cannot be read (${error instanceof Error ? error.message : String(error)})` };
  }
  if (text === null) return { fcm: null, problem: null };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { fcm: null, problem: 'the FCM service account is not JSON' };
  }
  const account = ServiceAccountSchema.safeParse(json);
  if (!account.success) return { fcm: null, problem: 'the FCM service account lacks project_id, client_email or private_key' };
  return {
    fcm: {
      projectId: account.data.project_id,
      clientEmail: account.data.client_email,
      privateKey: account.data.private_key,
      tokenUri: env.MODAVI_FCM_TOKEN_URI?.trim() || account.data.token_uri || GOOGLE_TOKEN_URI_DEFAULT,
      apiUrl: (env.MODAVI_FCM_API_URL?.trim() || FCM_API_URL_DEFAULT).replace(/\/+$/, ''),
    },
    problem: null,
  };
}
