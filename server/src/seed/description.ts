import type { Vertical } from '@modavi/core';
import type { Random } from './random.js';

export const DESCRIPTION_MIN = 100;
export const DESCRIPTION_MAX = 3000;

const FASHION_LINES: readonly string[] = [
  'Chất liệu mềm mại, thoáng mát, thấm hút mồ hôi tốt, phù hợp với khí hậu nóng ẩm của Việt Nam.',
  'Đường may tỉ mỉ, chắc chắn, không bị bung chỉ sau nhiều lần giặt.',
  'Thiết kế tối giản nhưng tinh tế, dễ phối cùng quần jeans, chân váy hoặc quần âu.',
  'Form dáng được điều chỉnh theo số đo người Việt, tôn dáng và che khuyết điểm hiệu quả.',
  'Màu sắc trang nhã, ít phai, giữ form tốt sau thời gian dài sử dụng.',
  'Phù hợp mặc đi làm, đi học, đi chơi hay dự các buổi tiệc nhẹ cuối tuần.',
  'Vải được xử lý chống nhăn nhẹ, tiết kiệm thời gian là ủi mỗi sáng.',
  'Hướng dẫn bảo quản: giặt tay hoặc giặt máy ở chế độ nhẹ, nước dưới 30 độ C, không dùng chất tẩy mạnh.',
  'Phơi nơi thoáng mát, tránh ánh nắng trực tiếp để sản phẩm giữ màu lâu hơn.',
  'Bảng size mang tính tham khảo, bạn vui lòng nhắn tin cho shop chiều cao và cân nặng để được tư vấn chính xác.',
  'Màu sắc thực tế có thể chênh lệch nhẹ so với hình do ánh sáng và màn hình hiển thị.',
  'Sản phẩm do xưởng may trong nước sản xuất, kiểm tra kỹ từng chi tiết trước khi đóng gói.',
  'Đóng gói cẩn thận trong túi zip và hộp carton, kèm thiệp cảm ơn của shop.',
  'Shop cam kết hình ảnh sản phẩm do shop tự chụp, hàng giống hình đến 95%.',
  'Phối cùng giày sneaker trắng và túi đeo chéo nhỏ cho vẻ ngoài năng động, trẻ trung.',
  'Mùa hè mặc riêng cực mát, mùa thu có thể khoác thêm áo cardigan mỏng rất xinh.',
];

const BEAUTY_LINES: readonly string[] = [
  'Kết cấu mỏng nhẹ, thẩm thấu nhanh, không gây bết dính hay bóng nhờn trên da.',
  'Thành phần lành tính, không chứa paraben và cồn khô, phù hợp cả với làn da nhạy cảm.',
  'Đã được kiểm nghiệm da liễu, an toàn cho sử dụng hằng ngày.',
  'Hướng dẫn sử dụng: làm sạch da, lấy một lượng vừa đủ và thoa đều, vỗ nhẹ để dưỡng chất thẩm thấu.',
  'Nên dùng vào buổi sáng và buổi tối để đạt hiệu quả tốt nhất sau 2-4 tuần.',
  'Bảo quản nơi khô ráo, thoáng mát, tránh ánh nắng trực tiếp và nhiệt độ cao.',
  'Hạn sử dụng 36 tháng kể từ ngày sản xuất, 12 tháng sau khi mở nắp.',
  'Sản phẩm chính hãng, có đầy đủ tem nhãn phụ tiếng Việt và hóa đơn nhập khẩu.',
  'Mùi hương dịu nhẹ, dễ chịu, không gây nồng hay khó chịu khi sử dụng.',
  'Thiết kế nhỏ gọn, tiện lợi mang theo khi đi làm, đi du lịch.',
  'Lưu ý: thử sản phẩm trên vùng da nhỏ trước khi sử dụng toàn mặt nếu da bạn rất nhạy cảm.',
  'Hiệu quả có thể khác nhau tùy cơ địa và chu trình chăm sóc da của mỗi người.',
  'Màu son lên chuẩn, mềm môi, giữ màu lâu mà không gây khô hay lộ vân môi.',
  'Kết hợp cùng kem chống nắng vào ban ngày để bảo vệ da tốt hơn.',
  'Shop đóng gói bằng túi chống sốc, kèm mẫu thử nhỏ cho đơn hàng đầu tiên.',
  'Được nhiều beauty blogger Hàn Quốc và Việt Nam tin dùng, đánh giá cao.',
];

const INTRO: Record<Vertical, readonly ((name: string) => string)[]> = {
  fashion: [
    (name) => `${name} là món đồ không thể thiếu trong tủ đồ của bạn mùa này.`,
    (name) => `Giới thiệu ${name}: thiết kế mới nhất vừa về tại shop.`,
    (name) => `${name} mang đến vẻ ngoài thanh lịch và thoải mái suốt cả ngày dài.`,
  ],
  beauty: [
    (name) => `${name} giúp làn da của bạn luôn khỏe mạnh, tươi tắn và rạng rỡ.`,
    (name) => `Giới thiệu ${name}: sản phẩm bán chạy nhất tháng của shop.`,
    (name) => `${name} là bước chăm sóc đơn giản mà hiệu quả cho mọi loại da.`,
  ],
};

/** A product description of 100-3000 characters, in paragraphs, built from the lines above. */
export function productDescription(random: Random, name: string, vertical: Vertical, origin: 'VN' | 'KR'): string {
  const pool = vertical === 'fashion' ? FASHION_LINES : BEAUTY_LINES;
  const lines = [random.pick(INTRO[vertical])(name), ...random.sample(pool, random.int(2, pool.length))];
  lines.push(origin === 'KR' ? 'Xuất xứ: Hàn Quốc.' : 'Xuất xứ: Việt Nam.');
  // Long listings repeat the care notes the way real sellers pad their pages.
  if (random.chance(0.15)) lines.push(...random.sample(pool, random.int(6, pool.length)));
  const paragraphs: string[] = [];
  for (let start = 0; start < lines.length; start += 3) paragraphs.push(lines.slice(start, start + 3).join(' '));
  const text = paragraphs.join('\n\n');
  if (text.length <= DESCRIPTION_MAX) return text;
  const cut = text.lastIndexOf('.', DESCRIPTION_MAX - 1);
  return text.slice(0, cut + 1);
}
