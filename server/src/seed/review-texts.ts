/** What seeded buyers wrote, by the stars they gave (a review is at most 150 characters). */
export const REVIEW_TEXTS: Readonly<Record<1 | 2 | 3 | 4 | 5, readonly string[]>> = {
  5: [
    'Hàng đẹp y hình, đóng gói cẩn thận, giao nhanh. Sẽ ủng hộ shop tiếp!',
    'Chất lượng tốt hơn mong đợi, mặc/dùng rất thích. 10 điểm!',
    'Shop tư vấn nhiệt tình, sản phẩm chuẩn, giá hợp lý.',
    'Mua lần thứ hai rồi, vẫn ưng như lần đầu.',
    'Màu y như ảnh, chất liệu xịn, đáng tiền.',
  ],
  4: [
    'Sản phẩm ổn, giao hàng hơi lâu một chút nhưng shop phản hồi nhanh.',
    'Đẹp, đúng mô tả. Trừ một sao vì hộp hơi móp.',
    'Dùng tốt, giá hợp lý, sẽ quay lại khi có khuyến mãi.',
  ],
  3: ['Tạm được so với giá tiền, màu hơi khác ảnh một chút.', 'Hàng ổn nhưng giao chậm hơn dự kiến.'],
  2: ['Chất liệu không như mong đợi, size hơi nhỏ so với bảng size.'],
  1: ['Giao nhầm màu, đã liên hệ shop để đổi.'],
};

/** How often each rating is given: mostly fours and fives, as on marketplaces buyers know. */
export const RATING_WEIGHTS: readonly (1 | 2 | 3 | 4 | 5)[] = [5, 5, 5, 5, 5, 5, 4, 4, 4, 4, 3, 3, 2, 1];

/** The seed's buyers: they never log in (no password, no verified contact), they only reviewed. */
export const SEED_BUYER_NAMES: readonly string[] = [
  'Nguyễn Thị Mai',
  'Trần Văn Hùng',
  'Lê Thu Trang',
  'Phạm Minh Anh',
  'Hoàng Ngọc Lan',
  'Vũ Đức Thắng',
  'Đặng Thảo Vy',
  'Bùi Quốc Huy',
  'Đỗ Khánh Linh',
  'Ngô Gia Bảo',
  'Dương Hải Yến',
  'Lý Thanh Tâm',
];
