/** Why push registration was skipped (spec: each of these is console-only). */
export type PushSkipReason = 'NOT_SUPPORTED' | 'KEY_MISSING' | 'SERVICE_WORKER_UNSUPPORTED' | 'PERMISSION_DENIED' | 'FAILED';

export type PushTokenResult = { readonly ok: true; readonly token: string } | { readonly ok: false; readonly reason: PushSkipReason };

/** Web push through a messaging provider. */
export interface PushMessaging {
  token(): Promise<PushTokenResult>;
}
