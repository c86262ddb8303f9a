import { htmlEscape, moneyFormat, type PaymentMethod, type PaymentStatus } from '@modavi/core';

export type SandboxLang = 'vi' | 'en';

/** The page's words in its two languages (it is served by the server, outside the app's i18n). */
const WORDS = {
  vi: {
    title: 'Cổng thanh toán thử nghiệm',
    intro: 'Đây là cổng thanh toán thử nghiệm của Modavi. Không có tiền thật nào được chuyển.',
    order: 'Mã đơn hàng',
    method: 'Phương thức',
    amount: 'Số tiền',
    choose: 'Chọn kết quả giao dịch',
    approve: 'Thanh toán',
    decline: 'Từ chối giao dịch',
    cancel: 'Huỷ thanh toán',
    settled: { paid: 'Giao dịch này đã được thanh toán.', failed: 'Giao dịch này đã bị từ chối.', cancelled: 'Giao dịch này đã bị huỷ.', refunded: 'Giao dịch này đã được hoàn tiền.', pending: '' },
    back: 'Quay lại Modavi',
    notFound: 'Không tìm thấy giao dịch này.',
    badRequest: 'Yêu cầu không hợp lệ.',
    otherLanguage: 'English',
  },
  en: {
    title: 'Sandbox payment gateway',
    intro: 'This is the Modavi sandbox payment gateway. No real money moves.',
    order: 'Order',
    method: 'Method',
    amount: 'Amount',
    choose: 'Choose how the transaction ends',
    approve: 'Pay',
    decline: 'Decline transaction',
    cancel: 'Cancel payment',
    settled: { paid: 'This transaction has been paid.', failed: 'This transaction was declined.', cancelled: 'This transaction was cancelled.', refunded: 'This transaction was refunded.', pending: '' },
    back: 'Back to Modavi',
    notFound: 'This transaction was not found.',
    badRequest: 'The request is not valid.',
    otherLanguage: 'Tiếng Việt',
  },
} as const;

const METHOD_NAMES: Readonly<Record<PaymentMethod, Readonly<Record<SandboxLang, string>>>> = {
  CASH: { vi: 'Thanh toán khi nhận hàng', en: 'Cash on delivery' },
  MOMO: { vi: 'Ví MoMo', en: 'MoMo e-wallet' },
  VNPAY: { vi: 'VNPAY', en: 'VNPAY' },
  ONEPAY: { vi: 'OnePay', en: 'OnePay' },
  BANK_CARD: { vi: 'Thẻ ATM nội địa', en: 'Domestic bank card' },
  MASTERCARD_VISA: { vi: 'Thẻ Visa/Mastercard', en: 'Visa/Mastercard' },
  BANK_CARD_ONEPAY: { vi: 'Thẻ ATM nội địa qua OnePay', en: 'Domestic bank card via OnePay' },
  MASTERCARD_VISA_ONEPAY: { vi: 'Thẻ Visa/Mastercard qua OnePay', en: 'Visa/Mastercard via OnePay' },
};

export const sandboxLangOf = (value: string | undefined): SandboxLang => (value === 'en' ? 'en' : 'vi');

const escape = htmlEscape;

// Plain, high-contrast styles: the page must pass the same accessibility checks as the app.
const STYLE = `
  body { margin: 0; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; background: #f4f4f5; color: #18181b; }
  main { max-width: 28rem; margin: 2rem auto; padding: 1.5rem; background: #ffffff; border-radius: 0.75rem; box-shadow: 0 1px 3px rgba(0,0,0,.12); }
  h1 { font-size: 1.375rem; margin: 0 0 0.5rem; }
  p { line-height: 1.5; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0.5rem 1rem; margin: 1.25rem 0; }
  dt { color: #3f3f46; }
  dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
  fieldset { border: 0; padding: 0; margin: 0; display: grid; gap: 0.75rem; }
  legend { font-weight: 600; margin-bottom: 0.75rem; padding: 0; }
  button { font: inherit; padding: 0.75rem 1rem; border-radius: 0.5rem; border: 2px solid #18181b; background: #ffffff; color: #18181b; cursor: pointer; }
  button[value="approve"] { background: #14532d; border-color: #14532d; color: #ffffff; }
  button:focus-visible, a:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
  a { color: #1d4ed8; }
  @media (max-width: 30rem) { main { margin: 1rem; } }
  nav { margin-top: 1.5rem; font-size: 0.9375rem; }
`;

function layout(lang: SandboxLang, body: string, languageHref: string | null): string {
  const words = WORDS[lang];
  const other = lang === 'vi' ? 'en' : 'vi';
  const switcher = languageHref
    ? `<nav aria-label="${lang === 'vi' ? 'Ngôn ngữ' : 'Language'}"><a href="${escape(languageHref)}" lang="${other}" hreflang="${other}">${words.otherLanguage}</a></nav>`
    : '';
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="/favicon.ico" type="image/svg+xml">
<title>${words.title} · Modavi</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${words.title}</h1>
${body}
${switcher}
</main>
</body>
</html>`;
}

export interface SandboxPayment {
  readonly id: string;
  readonly orderId: string;
  readonly method: PaymentMethod;
  readonly amount: number;
  readonly status: PaymentStatus;
  /** Where the buyer goes back to once the attempt is settled (with its outcome). */
  readonly returnHref: string;
}

/** The gateway's page: what is being paid and the three ways the sandbox lets the attempt end. */
export function sandboxPayPage(payment: SandboxPayment, lang: SandboxLang, actionPath: string): string {
  const words = WORDS[lang];
  const details = `<p>${words.intro}</p>
<dl>
<dt>${words.order}</dt><dd>${escape(payment.orderId)}</dd>
<dt>${words.method}</dt><dd>${escape(METHOD_NAMES[payment.method][lang])}</dd>
<dt>${words.amount}</dt><dd>${escape(moneyFormat(payment.amount))}</dd>
</dl>`;
  const languageHref = `${actionPath}?lang=${lang === 'vi' ? 'en' : 'vi'}`;
  if (payment.status !== 'pending') {
    return layout(lang, `${details}<p role="status">${words.settled[payment.status]}</p><p><a href="${escape(payment.returnHref)}">${words.back}</a></p>`, languageHref);
  }
  const form = `<form method="post" action="${escape(actionPath)}">
<input type="hidden" name="lang" value="${lang}">
<fieldset>
<legend>${words.choose}</legend>
<button type="submit" name="decision" value="approve">${words.approve}</button>
<button type="submit" name="decision" value="decline">${words.decline}</button>
<button type="submit" name="decision" value="cancel">${words.cancel}</button>
</fieldset>
</form>`;
  return layout(lang, `${details}${form}`, languageHref);
}

/** A page for an unknown attempt or a malformed request. */
export const sandboxMessagePage = (lang: SandboxLang, kind: 'notFound' | 'badRequest'): string =>
  layout(lang, `<p role="alert">${WORDS[lang][kind]}</p>`, null);
