import type { ErrorCatalogue } from '../errors/error-catalogue.js';

/** Codes of the order rules, with their messages in both locales. */
export const ORDERING_ERRORS = {
  'ORDER.CANCEL_REASON_REQUIRED': { vi: 'Vui lòng chọn lý do huỷ', kr: 'Please choose a reason to cancel' },
  'ORDER.WAYBILL_REQUIRED': { vi: 'Vui lòng nhập mã vận đơn', kr: 'Please enter the waybill code' },
  'ORDER.CANCEL_REASON_TOO_LONG': { vi: 'Lý do huỷ tối đa {{max}} ký tự', kr: 'The cancel reason can be at most {{max}} characters' },
  'ORDER.WAYBILL_TOO_LONG': { vi: 'Mã vận đơn tối đa {{max}} ký tự', kr: 'The waybill code can be at most {{max}} characters' },
  'ORDER.INTERNATIONAL_NO_RETURN': {
    vi: 'Đơn hàng quốc tế không hỗ trợ trả hàng',
    kr: 'International orders do not support returns',
  },
  'ORDER.ACTOR_NOT_ALLOWED': {
    vi: 'Bạn không có quyền thực hiện thao tác này với đơn hàng',
    kr: 'You are not allowed to take this action on the order',
  },
  'ORDER.NOT_FOUND': { vi: 'Không tìm thấy đơn hàng', kr: 'The order was not found' },
  'ORDER.PAYMENT_NOT_NEEDED': {
    vi: 'Đơn hàng này không cần thanh toán trực tuyến lúc này',
    kr: 'This order does not need an online payment now',
  },
  // The carrier (GHN) could not create the shipment at hand-over: it is down, or refused the parcel or the address.
  'ORDER.CARRIER_SHIPMENT_FAILED': {
    vi: 'Không tạo được vận đơn với đơn vị vận chuyển, vui lòng thử lại sau',
    kr: 'The carrier could not create the shipment, please try again later',
  },
  'ORDER.TRANSITION_NOT_ALLOWED': {
    vi: 'Không thể thực hiện thao tác này ở trạng thái hiện tại của đơn hàng',
    kr: 'This action is not possible in the order’s current status',
  },
} as const satisfies ErrorCatalogue;

export type OrderingErrorCode = keyof typeof ORDERING_ERRORS;
