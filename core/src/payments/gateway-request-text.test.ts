import { describe, expect, it } from 'vitest';
import { MOMO_CREATE_SIGNED, MOMO_REFUND_SIGNED, VNPAY_QUERY_SIGNED, VNPAY_REFUND_SIGNED, vnpayPipeText } from './gateway-request-text.js';
import { momoSignatureText } from './gateway-signature-text.js';

describe('the text signed in the calls to each gateway', () => {
  it('MoMo create: accessKey and the nine request fields, sorted, raw', () => {
    const text = momoSignatureText(
      {
        partnerCode: 'MOMO', requestId: 'r1', amount: '50000', orderId: 'o1', orderInfo: 'pay with MoMo', redirectUrl: 'https://x/return',
        ipnUrl: 'https://x/ipn', requestType: 'captureWallet', extraData: '', lang: 'vi',
      },
      'F8BBA842ECF85',
      MOMO_CREATE_SIGNED,
    );
    expect(text).toBe(
      'accessKey=F8BBA842ECF85&amount=50000&extraData=&ipnUrl=https://x/ipn&orderId=o1&orderInfo=pay with MoMo&partnerCode=MOMO' +
        '&redirectUrl=https://x/return&requestId=r1&requestType=captureWallet',
    );
  });

  it('MoMo refund: the refund’s own orderId and the paid transId', () => {
    expect(momoSignatureText({ partnerCode: 'MOMO', orderId: 'rf1', requestId: 'rf1', amount: '1000', transId: '42', description: '' }, 'K', MOMO_REFUND_SIGNED)).toBe(
      'accessKey=K&amount=1000&description=&orderId=rf1&partnerCode=MOMO&requestId=rf1&transId=42',
    );
  });

  it('VNPay querydr and refund: values in the guide’s order, joined with |', () => {
    const query = { vnp_RequestId: 'q1', vnp_Version: '2.1.0', vnp_Command: 'querydr', vnp_TmnCode: 'T', vnp_TxnRef: 'p1', vnp_TransactionDate: '20261207100000',
      vnp_CreateDate: '20261207103000', vnp_IpAddr: '127.0.0.1', vnp_OrderInfo: 'Query p1' };
    expect(vnpayPipeText(VNPAY_QUERY_SIGNED, query)).toBe('q1|2.1.0|querydr|T|p1|20261207100000|20261207103000|127.0.0.1|Query p1');
    expect(vnpayPipeText(VNPAY_REFUND_SIGNED, { ...query, vnp_Command: 'refund', vnp_TransactionType: '02', vnp_Amount: '100000', vnp_CreateBy: 'modavi' })).toBe(
      'q1|2.1.0|refund|T|02|p1|100000||20261207100000|modavi|20261207103000|127.0.0.1|Query p1',
    );
  });
});
