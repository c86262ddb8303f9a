/** Where codes go in a deployment: mail over SMTP, SMS through an HTTP gateway. */
export interface DeliveryConfig {
  /** `smtp://user:pass@host:587` or `smtps://...`; null when mail is not configured. */
  readonly mail: { readonly smtpUrl: string; readonly from: string } | null;
  /** The SMS gateway's address and API key; null when SMS is not configured. */
  readonly sms: { readonly url: string; readonly apiKey: string } | null;
}

/** Reads MODAVI_SMTP_URL, MODAVI_MAIL_FROM, MODAVI_SMS_URL and MODAVI_SMS_KEY. */
export function deliveryConfigFromEnv(env: NodeJS.ProcessEnv): DeliveryConfig {
  const smtpUrl = env.MODAVI_SMTP_URL?.trim() ?? '';
  const from = env.MODAVI_MAIL_FROM?.trim() || 'Modavi <no-reply@modavi.vn>';
  const smsUrl = env.MODAVI_SMS_URL?.trim() ?? '';
  const apiKey = env.MODAVI_SMS_KEY?.trim() ?? '';
  return {
    mail: smtpUrl === '' ? null : { smtpUrl, from },
    sms: smsUrl === '' || apiKey === '' ? null : { url: smsUrl, apiKey },
  };
}
