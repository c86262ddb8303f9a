import { describe, expect, it } from 'vitest';
import { momoSignatureText, onepaySignatureText, vnpaySignatureText } from './gateway-signature-text.js';

describe('the text each gateway signs', () => {
  it('MoMo: accessKey and the twelve notification fields, sorted, raw', () => {
    const text = momoSignatureText(
      {
        partnerCode: 'MOMO',
        orderId: 'pay-1',
        requestId: 'req-1',
        amount: '150000',
        orderInfo: 'Đơn hàng pay-1',
        orderType: 'momo_wallet',
        transId: '4088878653',
        resultCode: '0',
        message: 'Successful.',
        payType: 'qr',
        responseTime: '1721720663942',
        extraData: '',
      },
      'F8BBA842ECF85',
    );
    expect(text).toBe(
      'accessKey=F8BBA842ECF85&amount=150000&extraData=&message=Successful.&orderId=pay-1&orderInfo=Đơn hàng pay-1' +
        '&orderType=momo_wallet&partnerCode=MOMO&payType=qr&requestId=req-1&responseTime=1721720663942&resultCode=0&transId=4088878653',
    );
  });

  it('VNPay: vnp_ fields but the hash, sorted, url-encoded with + for spaces, empty ones left out', () => {
    const text = vnpaySignatureText({
      vnp_TxnRef: 'pay-1',
      vnp_Amount: '15000000',
      vnp_OrderInfo: 'Thanh toan don hang pay-1',
      vnp_SecureHash: 'abc',
      vnp_SecureHashType: 'HmacSHA512',
      vnp_BankCode: '',
      other: 'x',
      vnp_ResponseCode: '00',
    });
    expect(text).toBe('vnp_Amount=15000000&vnp_OrderInfo=Thanh+toan+don+hang+pay-1&vnp_ResponseCode=00&vnp_TxnRef=pay-1');
  });

  it('OnePay: vpc_ and user_ fields but the hash, sorted, as received', () => {
    const text = onepaySignatureText({
      vpc_MerchTxnRef: 'pay-1',
      vpc_Amount: '15000000',
      vpc_SecureHash: 'ABC',
      user_note: 'a b',
      vpc_Message: 'Approved',
      vpc_Locale: '',
      other: 'x',
    });
    expect(text).toBe('user_note=a b&vpc_Amount=15000000&vpc_MerchTxnRef=pay-1&vpc_Message=Approved');
  });
});
