-- A seller cancels its part of an order with a reason of its own list (issue 13): the reasons
-- table gains that kind, worded in both languages; the last one lets the seller write its own.
ALTER TABLE reasons DROP CONSTRAINT reasons_type_check;
ALTER TABLE reasons ADD CONSTRAINT reasons_type_check CHECK (type IN ('cancel', 'refund', 'seller_cancel'));

INSERT INTO reasons (id, type, position, name_vi, name_en) VALUES
  ('reason-seller-cancel-1', 'seller_cancel', 0, 'Hết hàng', 'Out of stock'),
  ('reason-seller-cancel-2', 'seller_cancel', 1, 'Người mua yêu cầu huỷ đơn', 'The buyer asked to cancel'),
  ('reason-seller-cancel-3', 'seller_cancel', 2, 'Không liên lạc được với người mua', 'The buyer cannot be reached'),
  ('reason-seller-cancel-4', 'seller_cancel', 3, 'Địa chỉ giao hàng không hợp lệ hoặc shop không giao tới', 'The address is not valid or the shop does not ship there'),
  ('reason-seller-cancel-5', 'seller_cancel', 4, 'Sai giá hoặc sai thông tin sản phẩm', 'Wrong price or product details'),
  ('reason-seller-cancel-other', 'seller_cancel', 5, 'Lý do khác', 'Other reason')
ON CONFLICT (id) DO NOTHING;
