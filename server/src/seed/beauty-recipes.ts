import { firstColour, kinds, lipShades, phrase, volumes, type CategoryRecipe } from './recipe.js';

const INGREDIENTS = [
  'chiết xuất rau má',
  'niacinamide 5%',
  'hyaluronic acid',
  'ceramide',
  'trà xanh Jeju',
  'vitamin C',
  'tràm trà',
  'nhân sâm',
  'dịch ốc sên',
  'hoa cúc La Mã',
];

const SKIN_TYPES = ['Da dầu', 'Da khô', 'Da hỗn hợp', 'Da nhạy cảm'];

export const BEAUTY_RECIPES: readonly CategoryRecipe[] = [
  {
    slug: 'son-moi',
    name: 'Son môi',
    nameEn: 'Lipstick',
    vertical: 'beauty',
    price: [89_000, 490_000],
    weight: [30, 90],
    parcel: [[8, 12], [4, 6], [3, 5]],
    productName: (r, classifications) =>
      phrase(
        r.pick(['Son kem lì', 'Son thỏi', 'Son tint bóng', 'Son dưỡng có màu', 'Son nhung lì', 'Son bóng']),
        r.pick(['Hàn Quốc', 'mềm mịn', 'lâu trôi', 'không khô môi', 'căng mọng', 'chuẩn màu']),
        `màu ${(firstColour(classifications) ?? 'đỏ gạch').toLowerCase()}`,
      ),
    classifications: (r) =>
      r.chance(0.4)
        ? [lipShades(r, 3, 6), { name: 'Quy cách', kind: 'other', options: [{ name: 'Mini 1.5g' }, { name: 'Full size 3.5g', priceFactor: 1.8 }] }]
        : [lipShades(r, 3, 6)],
  },
  {
    slug: 'kem-duong-da',
    name: 'Kem dưỡng da',
    nameEn: 'Moisturisers',
    vertical: 'beauty',
    price: [159_000, 1_190_000],
    weight: [80, 350],
    parcel: [[8, 14], [8, 12], [6, 10]],
    productName: (r) =>
      phrase(
        r.pick(['Kem dưỡng ẩm', 'Kem dưỡng trắng da', 'Kem dưỡng phục hồi', 'Gel dưỡng', 'Kem dưỡng mắt', 'Kem dưỡng ban đêm']),
        r.pick(INGREDIENTS),
        r.pick(['cho da dầu mụn', 'cho da khô', 'cho da nhạy cảm', 'cấp ẩm 72h', 'làm dịu da', 'chống lão hóa']),
      ),
    classifications: (r) => [kinds(r, 'Loại da', SKIN_TYPES, 2, 3), volumes(r, [['30ml', 1], ['50ml', 1.5], ['100ml', 2.4]])],
  },
  {
    slug: 'sua-rua-mat',
    name: 'Sữa rửa mặt',
    nameEn: 'Cleansers',
    vertical: 'beauty',
    price: [59_000, 390_000],
    weight: [120, 400],
    parcel: [[16, 20], [5, 8], [4, 6]],
    productName: (r) =>
      phrase(
        r.pick(['Sữa rửa mặt', 'Gel rửa mặt', 'Sữa rửa mặt tạo bọt', 'Sữa rửa mặt dịu nhẹ']),
        r.pick(INGREDIENTS),
        r.pick(['pH 5.5', 'không xà phòng', 'cho da dầu mụn', 'làm sạch sâu', 'cho da nhạy cảm']),
      ),
    classifications: (r) =>
      r.chance(0.5)
        ? [volumes(r, [['50ml', 1], ['100ml', 1.6], ['150ml', 2.1], ['200ml', 2.6]])]
        : [kinds(r, 'Loại da', SKIN_TYPES, 2, 3), volumes(r, [['100ml', 1], ['150ml', 1.3], ['200ml', 1.6]])],
  },
  {
    slug: 'nuoc-hoa',
    name: 'Nước hoa',
    nameEn: 'Perfume',
    vertical: 'beauty',
    price: [199_000, 1_190_000],
    weight: [150, 500],
    parcel: [[10, 14], [8, 10], [12, 16]],
    productName: (r) =>
      phrase(
        r.pick(['Nước hoa nữ', 'Nước hoa nam', 'Nước hoa unisex', 'Nước hoa mini', 'Xịt thơm toàn thân']),
        r.pick(['hương hoa hồng', 'hương gỗ đàn hương', 'hương cam chanh', 'hương vani ngọt ngào', 'hương trà trắng', 'hương xạ hương']),
        r.pick(['lưu hương 8-12h', 'sang trọng', 'nhẹ nhàng', 'quyến rũ', 'chính hãng']),
      ),
    classifications: (r) => [volumes(r, [['10ml', 1], ['30ml', 2.2], ['50ml', 3.2], ['100ml', 5]])],
  },
  {
    slug: 'mat-na',
    name: 'Mặt nạ',
    nameEn: 'Face masks',
    vertical: 'beauty',
    price: [59_000, 350_000],
    weight: [30, 300],
    parcel: [[18, 24], [12, 16], [1, 5]],
    productName: (r) =>
      phrase(
        r.pick(['Mặt nạ giấy', 'Mặt nạ đất sét', 'Mặt nạ ngủ', 'Mặt nạ lột mụn', 'Mặt nạ thạch']),
        r.pick(INGREDIENTS),
        r.pick(['cấp ẩm tức thì', 'sáng da', 'se khít lỗ chân lông', 'phục hồi da', 'dịu da sau nắng']),
      ),
    // Single-sheet masks are sold as they are: no classification.
    classifications: (r) =>
      r.chance(0.3)
        ? []
        : [
            kinds(r, 'Loại', ['Dưỡng ẩm', 'Làm sáng', 'Phục hồi', 'Trà xanh', 'Than hoạt tính'], 2, 4),
            { name: 'Quy cách', kind: 'other', options: [{ name: 'Miếng lẻ' }, { name: 'Hộp 5 miếng', priceFactor: 4.2 }] },
          ],
  },
  {
    slug: 'kem-chong-nang',
    name: 'Kem chống nắng',
    nameEn: 'Sunscreen',
    vertical: 'beauty',
    price: [129_000, 590_000],
    weight: [60, 200],
    parcel: [[14, 18], [5, 7], [4, 6]],
    productName: (r) =>
      phrase(
        r.pick(['Kem chống nắng', 'Sữa chống nắng', 'Gel chống nắng', 'Xịt chống nắng']),
        r.pick(['SPF50+ PA++++', 'SPF50 PA+++', 'SPF35 PA+++']),
        r.pick(['nâng tông', 'kiềm dầu', 'cho da nhạy cảm', 'không bết dính', 'vật lý lai hóa học']),
      ),
    classifications: (r) => [kinds(r, 'Loại', ['Nâng tông', 'Không màu', 'Kiềm dầu'], 2, 3), volumes(r, [['30ml', 1], ['50ml', 1.45], ['80ml', 2]])],
  },
];
