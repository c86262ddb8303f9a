/** The reasons of GET api/v1/public/reasons, in list order; ids are fixed so apps may keep them. */
export interface ReasonSeed {
  readonly id: string;
  readonly type: 'cancel' | 'refund';
  readonly vi: string;
  readonly en: string;
}

const cancel = (n: number, vi: string, en: string): ReasonSeed => ({ id: `reason-cancel-${n}`, type: 'cancel', vi, en });
const refund = (n: number, vi: string, en: string): ReasonSeed => ({ id: `reason-refund-${n}`, type: 'refund', vi, en });

export const REASON_SEEDS: readonly ReasonSeed[] = [
  cancel(1, 'Muốn thay đổi địa chỉ giao hàng', 'I want to change the delivery address'),
  cancel(2, 'Muốn nhập hoặc thay đổi mã voucher', 'I want to enter or change a voucher code'),
  cancel(3, 'Muốn thay đổi sản phẩm (kích thước, màu sắc, số lượng)', 'I want to change the product (size, colour, quantity)'),
  cancel(4, 'Thủ tục thanh toán quá rắc rối', 'The payment was too complicated'),
  cancel(5, 'Tìm thấy giá rẻ hơn ở chỗ khác', 'I found a better price elsewhere'),
  cancel(6, 'Đổi ý, không muốn mua nữa', 'I changed my mind'),
  cancel(7, 'Lý do khác', 'Other reason'),
  refund(1, 'Người bán gửi thiếu hàng', 'Items are missing from the parcel'),
  refund(2, 'Hàng bị lỗi, hư hỏng hoặc bể vỡ', 'The item is faulty, damaged or broken'),
  refund(3, 'Hàng khác với mô tả', 'The item is not as described'),
  refund(4, 'Người bán gửi sai hàng (sai mẫu, sai size, sai màu)', 'Wrong item sent (model, size or colour)'),
  refund(5, 'Hàng giả, hàng nhái', 'The item is counterfeit'),
  refund(6, 'Hàng không vừa, không như mong đợi', 'The item does not fit or is not as expected'),
  refund(7, 'Lý do khác', 'Other reason'),
];

/** Reasons the platform itself writes when it cancels (not offered to buyers). */
export const SYSTEM_CANCEL_REASONS = {
  paymentTimeout: 'Quá hạn thanh toán trực tuyến',
  carrierReturned: 'Đơn vị vận chuyển không giao được hàng',
  groupBuyClosed: 'Phòng mua chung đã đóng (hết hạn hoặc chủ phòng huỷ)',
} as const;
