/**
 * The fields each gateway signs in the calls the platform makes to it (create, query, refund)
 * and in its answers, as their integration guides list them. MoMo sorts its fields by name
 * (momoSignatureText); VNPay's query and refund calls join the values, in the order listed
 * here, with '|' (vnpayPipeText), unlike its pay URL and notifications (vnpaySignatureText).
 */

/** MoMo `POST /v2/gateway/api/create`: the request, and the answer carrying `payUrl`. */
export const MOMO_CREATE_SIGNED = ['amount', 'extraData', 'ipnUrl', 'orderId', 'orderInfo', 'partnerCode', 'redirectUrl', 'requestId', 'requestType'] as const;
export const MOMO_CREATE_ANSWER_SIGNED = ['amount', 'orderId', 'partnerCode', 'payUrl', 'requestId', 'responseTime', 'resultCode'] as const;

/**
 * MoMo `POST /v2/gateway/api/query`. The answer's list is the one the platform checks and its
 * stand-in signs: the fields that settle a payment (MoMo's guide shows the answer signed but
 * not this list in every version; confirm it against MoMo's test endpoint before going live).
 */
export const MOMO_QUERY_SIGNED = ['orderId', 'partnerCode', 'requestId'] as const;
export const MOMO_QUERY_ANSWER_SIGNED = ['amount', 'extraData', 'message', 'orderId', 'partnerCode', 'payType', 'requestId', 'responseTime', 'resultCode', 'transId'] as const;

/** MoMo `POST /v2/gateway/api/refund` (the refund's own `orderId`, the paid `transId`); its answer as checked like the query's. */
export const MOMO_REFUND_SIGNED = ['amount', 'description', 'orderId', 'partnerCode', 'requestId', 'transId'] as const;
export const MOMO_REFUND_ANSWER_SIGNED = ['amount', 'message', 'orderId', 'partnerCode', 'requestId', 'responseTime', 'resultCode', 'transId'] as const;

/** VNPay `querydr` (2.1.0, POST JSON to the merchant web API): the request's and the answer's checksum fields, in order. */
export const VNPAY_QUERY_SIGNED = [
  'vnp_RequestId', 'vnp_Version', 'vnp_Command', 'vnp_TmnCode', 'vnp_TxnRef', 'vnp_TransactionDate', 'vnp_CreateDate', 'vnp_IpAddr', 'vnp_OrderInfo',
] as const;
export const VNPAY_QUERY_ANSWER_SIGNED = [
  'vnp_ResponseId', 'vnp_Command', 'vnp_ResponseCode', 'vnp_Message', 'vnp_TmnCode', 'vnp_TxnRef', 'vnp_Amount', 'vnp_BankCode', 'vnp_PayDate',
  'vnp_TransactionNo', 'vnp_TransactionType', 'vnp_TransactionStatus', 'vnp_OrderInfo', 'vnp_PromotionCode', 'vnp_PromotionAmount',
] as const;

/** VNPay `refund` (2.1.0): the request's and the answer's checksum fields, in order. */
export const VNPAY_REFUND_SIGNED = [
  'vnp_RequestId', 'vnp_Version', 'vnp_Command', 'vnp_TmnCode', 'vnp_TransactionType', 'vnp_TxnRef', 'vnp_Amount', 'vnp_TransactionNo',
  'vnp_TransactionDate', 'vnp_CreateBy', 'vnp_CreateDate', 'vnp_IpAddr', 'vnp_OrderInfo',
] as const;
export const VNPAY_REFUND_ANSWER_SIGNED = [
  'vnp_ResponseId', 'vnp_Command', 'vnp_ResponseCode', 'vnp_Message', 'vnp_TmnCode', 'vnp_TxnRef', 'vnp_Amount', 'vnp_BankCode', 'vnp_PayDate',
  'vnp_TransactionNo', 'vnp_TransactionType', 'vnp_TransactionStatus', 'vnp_OrderInfo',
] as const;

/** VNPay's API checksum text: the named values in order, joined with '|' (a missing one is empty). */
export const vnpayPipeText = (names: readonly string[], fields: Readonly<Partial<Record<string, string>>>): string =>
  names.map((name) => fields[name] ?? '').join('|');
