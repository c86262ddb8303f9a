import { clothingSizes, colours, phrase, shoeSizes, type CategoryRecipe } from './recipe.js';

const AUDIENCE = ['nữ', 'nam', 'unisex', '', ''];
const DENIM = ['Xanh dương', 'Xanh navy', 'Đen', 'Trắng', 'Xám', 'Be'];

export const FASHION_RECIPES: readonly CategoryRecipe[] = [
  {
    slug: 'ao-so-mi',
    name: 'Áo sơ mi',
    nameEn: 'Shirts',
    vertical: 'fashion',
    price: [159_000, 690_000],
    weight: [150, 350],
    parcel: [[25, 35], [20, 28], [2, 5]],
    productName: (r) =>
      phrase(
        'Áo sơ mi',
        r.pick(['lụa', 'linen', 'cotton', 'voan', 'kate', 'lụa satin', 'đũi', 'oxford']),
        r.pick(['tay dài', 'tay ngắn', 'tay lỡ', 'tay phồng']),
        r.pick(['cổ đức', 'cổ tàu', 'cổ V', 'cổ sen', 'thắt nơ', 'túi ngực', 'kẻ sọc', 'họa tiết hoa nhí']),
        r.pick(['dáng rộng', 'dáng suông', 'form ôm', 'công sở', '']),
        r.pick(AUDIENCE),
      ),
    classifications: (r) => [colours(r, 2, 4), clothingSizes(r)],
  },
  {
    slug: 'ao-thun',
    name: 'Áo thun',
    nameEn: 'T-shirts',
    vertical: 'fashion',
    price: [99_000, 390_000],
    weight: [150, 300],
    parcel: [[22, 30], [18, 25], [2, 4]],
    productName: (r) =>
      phrase(
        r.pick(['Áo thun', 'Áo phông', 'Áo thun']),
        r.pick(['cotton 100%', 'cotton co giãn', 'thun lạnh', 'thun gân', 'cotton compact']),
        r.pick(['cổ tròn', 'cổ tim', 'polo', 'baby tee', 'oversize', 'croptop']),
        r.pick(['in chữ', 'trơn basic', 'thêu logo', 'phối viền', 'họa tiết vintage', 'tay lỡ']),
        r.pick(AUDIENCE),
      ),
    classifications: (r) => [colours(r, 2, 4), clothingSizes(r)],
  },
  {
    slug: 'vay-dam',
    name: 'Váy đầm',
    nameEn: 'Dresses',
    vertical: 'fashion',
    price: [199_000, 1_290_000],
    weight: [200, 600],
    parcel: [[28, 38], [22, 30], [3, 6]],
    productName: (r) =>
      phrase(
        r.pick(['Váy', 'Đầm', 'Chân váy']),
        r.pick(['maxi', 'midi', 'babydoll', 'chữ A', 'body', 'suông', 'xòe', 'hai dây', 'xếp ly']),
        r.pick(['voan', 'lụa', 'linen', 'tơ', 'nhung', 'cotton', 'ren']),
        r.pick(['cổ vuông', 'tay phồng', 'xẻ tà', 'thắt eo', 'cổ yếm', 'hoa nhí', 'trễ vai']),
        r.pick(['dự tiệc', 'đi biển', 'công sở', 'dạo phố', '']),
      ),
    classifications: (r) => [colours(r, 2, 4), clothingSizes(r)],
  },
  {
    slug: 'quan-jeans',
    name: 'Quần jeans',
    nameEn: 'Jeans',
    vertical: 'fashion',
    price: [249_000, 890_000],
    weight: [400, 850],
    parcel: [[30, 38], [24, 30], [4, 7]],
    productName: (r) =>
      phrase(
        'Quần jeans',
        r.pick(['ống rộng', 'ống đứng', 'skinny', 'baggy', 'ống loe', 'slim fit', 'straight']),
        r.pick(['lưng cao', 'rách gối', 'wash bạc', 'cạp chun', 'xắn gấu', 'co giãn 4 chiều']),
        r.pick(['dáng suông', 'phong cách Hàn Quốc', 'basic', '']),
        r.pick(AUDIENCE),
      ),
    classifications: (r) => [colours(r, 2, 3, DENIM), clothingSizes(r)],
  },
  {
    slug: 'ao-khoac',
    name: 'Áo khoác',
    nameEn: 'Jackets',
    vertical: 'fashion',
    price: [299_000, 1_900_000],
    weight: [400, 1_200],
    parcel: [[32, 42], [26, 34], [5, 10]],
    productName: (r) =>
      phrase(
        'Áo khoác',
        r.pick(['bomber', 'blazer', 'cardigan len', 'dù hai lớp', 'jean', 'gió', 'măng tô dạ', 'hoodie nỉ', 'da lộn']),
        r.pick(['có mũ', 'chống nắng', 'dáng lửng', 'dáng dài', 'lót lông', 'form rộng', 'khóa kéo']),
        r.pick(['phong cách Hàn Quốc', 'thu đông', 'basic', '']),
        r.pick(AUDIENCE),
      ),
    classifications: (r) => [colours(r, 2, 4), clothingSizes(r)],
  },
  {
    slug: 'giay-dep',
    name: 'Giày dép',
    nameEn: 'Shoes',
    vertical: 'fashion',
    price: [199_000, 1_490_000],
    weight: [500, 1_300],
    parcel: [[30, 36], [18, 24], [10, 14]],
    productName: (r) =>
      phrase(
        r.pick(['Giày sneaker', 'Giày cao gót', 'Sandal', 'Dép quai ngang', 'Giày búp bê', 'Giày lười', 'Boot cổ ngắn']),
        r.pick(['da mềm', 'da PU', 'vải canvas', 'da lộn', 'quai mảnh']),
        r.pick(['đế bằng', 'đế độn 5cm', 'gót vuông 7cm', 'mũi nhọn', 'êm chân', 'chống trượt']),
        r.pick(['phong cách Hàn Quốc', 'đi làm', 'đi chơi', '']),
        r.pick(['nữ', 'nữ', '']),
      ),
    classifications: (r) => [colours(r, 2, 3), shoeSizes()],
  },
  {
    slug: 'tui-xach',
    name: 'Túi xách',
    nameEn: 'Bags',
    vertical: 'fashion',
    price: [159_000, 1_900_000],
    weight: [250, 900],
    parcel: [[25, 35], [20, 30], [8, 14]],
    productName: (r) =>
      phrase(
        r.pick(['Túi xách', 'Túi đeo chéo', 'Túi tote', 'Balo mini', 'Túi kẹp nách', 'Ví cầm tay']),
        r.pick(['da PU', 'da bò thật', 'vải canvas', 'cói', 'da vân cá sấu', 'da trơn']),
        r.pick(['khóa bấm', 'dây xích', 'nhiều ngăn', 'quai tròn', 'size vừa', 'nắp gập']),
        r.pick(['đi làm', 'đi chơi', 'thời trang', '']),
        r.pick(['nữ', 'nữ', 'unisex', '']),
      ),
    classifications: (r) => [colours(r, 2, 4)],
  },
  {
    slug: 'phu-kien',
    name: 'Phụ kiện',
    nameEn: 'Accessories',
    vertical: 'fashion',
    price: [99_000, 490_000],
    weight: [30, 250],
    parcel: [[12, 20], [10, 16], [3, 8]],
    productName: (r) =>
      phrase(
        r.pick(['Mũ bucket', 'Kính mát', 'Thắt lưng da', 'Khăn lụa vuông', 'Kẹp tóc', 'Vòng tay bạc', 'Khuyên tai', 'Mũ lưỡi trai']),
        r.pick(['chống tia UV', 'mạ vàng 18k', 'phong cách Hàn Quốc', 'họa tiết kẻ caro', 'thanh lịch', 'basic', 'đính ngọc trai']),
        r.pick(['nữ', 'nam', 'unisex', '']),
      ),
    // Some accessories come in one version only: no classification, stock on the product.
    classifications: (r) => (r.chance(0.35) ? [] : [colours(r, 2, 3)]),
  },
];
