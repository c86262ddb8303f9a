import { ESMS_SEND_URL_DEFAULT, type EsmsConfig } from './esms-sms-sender.js';

/** The SMS provider: eSMS.vn by its own API, or any gateway behind the generic JSON relay. */
export type SmsConfig = ({ readonly provider: 'esms' } & EsmsConfig) | { readonly provider: 'http'; readonly url: string; readonly apiKey: string };

/** Where codes go in a deployment: mail over SMTP, SMS through eSMS.vn or an HTTP gateway. */
export interface DeliveryConfig {
  /** `smtp://user:pass@host:587` or `smtps://...`; null when mail is not configured. */
  readonly mail: { readonly smtpUrl: string; readonly from: string } | null;
  /** Null when SMS is not configured. */
  readonly sms: SmsConfig | null;
}

function smsConfigFromEnv(env: NodeJS.ProcessEnv): SmsConfig | null {
  const esmsKey = env.MODAVI_ESMS_API_KEY?.trim() ?? '';
  const esmsSecret = env.MODAVI_ESMS_SECRET_KEY?.trim() ?? '';
  const brandname = env.MODAVI_ESMS_BRANDNAME?.trim() ?? '';
  // eSMS wins when its three settings are there; a partial eSMS setting is no SMS at all rather than a silent fallback.
  if (esmsKey !== '' || esmsSecret !== '' || brandname !== '') {
    if (esmsKey === '' || esmsSecret === '' || brandname === '') return null;
    return { provider: 'esms', url: env.MODAVI_ESMS_URL?.trim() || ESMS_SEND_URL_DEFAULT, apiKey: esmsKey, secretKey: esmsSecret, brandname };
  }
  const url = env.MODAVI_SMS_URL?.trim() ?? '';
  const apiKey = env.MODAVI_SMS_KEY?.trim() ?? '';
  return url === '' || apiKey === '' ? null : { provider: 'http', url, apiKey };
}

/** Reads MODAVI_SMTP_URL, MODAVI_MAIL_FROM, the eSMS settings (MODAVI_ESMS_*) or MODAVI_SMS_URL and MODAVI_SMS_KEY. */
export function deliveryConfigFromEnv(env: NodeJS.ProcessEnv): DeliveryConfig {
  const smtpUrl = env.MODAVI_SMTP_URL?.trim() ?? '';
  const from = env.MODAVI_MAIL_FROM?.trim() || 'Modavi <no-reply@modavi.vn>';
  return { mail: smtpUrl === '' ? null : { smtpUrl, from }, sms: smsConfigFromEnv(env) };
}
