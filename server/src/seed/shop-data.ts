import type { Vertical } from '@modavi/core';

export interface ShopSeed {
  readonly name: string;
  readonly country: 'VN' | 'KR';
  readonly verticals: readonly Vertical[];
}

const FASHION: readonly Vertical[] = ['fashion'];
const BEAUTY: readonly Vertical[] = ['beauty'];
const BOTH: readonly Vertical[] = ['fashion', 'beauty'];

const vn = (name: string, verticals: readonly Vertical[]): ShopSeed => ({ name, country: 'VN', verticals });
const kr = (name: string, verticals: readonly Vertical[]): ShopSeed => ({ name, country: 'KR', verticals });

/** 30 Vietnam-based and 18 Korea-based shops; the order is part of the seed (ids follow it). */
export const SHOP_SEEDS: readonly ShopSeed[] = [
  vn('Nhà Mây Boutique', FASHION),
  vn('Tiệm Lụa Hà Đông', FASHION),
  vn('Sài Gòn Denim', FASHION),
  vn('Hương Sen Cosmetics', BEAUTY),
  vn('Cô Ba Studio', FASHION),
  vn('Tiệm Nhà Thỏ', BOTH),
  vn('Áo Dài Thanh Xuân', FASHION),
  vn('Mộc Miên Handmade', FASHION),
  vn('Hà Nội Phố Style', FASHION),
  vn('Thảo Mộc Xanh', BEAUTY),
  vn('Gạo Nếp Closet', FASHION),
  vn('Phố Hội Shoes', FASHION),
  vn('Nắng Mai Fashion', FASHION),
  vn('Hạt Dẻ Local Brand', FASHION),
  vn('Mơ Beauty House', BEAUTY),
  vn('Bống Bang Kids & Mom', BOTH),
  vn('Đà Lạt Len', FASHION),
  vn('Sông Hàn Bags', FASHION),
  vn('Xưởng May Minh Châu', FASHION),
  vn('Ngọc Trai Phụ Kiện', FASHION),
  vn('Lá Chanh Organic', BEAUTY),
  vn('Tiệm Son Nhà Na', BEAUTY),
  vn('Bến Thành Wear', FASHION),
  vn('Hoàng Yến Store', BOTH),
  vn('Vải Thô Việt', FASHION),
  vn('Cánh Diều Sneaker', FASHION),
  vn('Quỳnh Anh Beauty', BEAUTY),
  vn('Phương Linh Fashion', FASHION),
  vn('Cỏ Mây Atelier', FASHION),
  vn('Tâm An Mart', BOTH),
  kr('Seoul Mood', FASHION),
  kr('Hanbyeol Beauty', BEAUTY),
  kr('Daon Studio', FASHION),
  kr('Mirae Skin', BEAUTY),
  kr('Gangnam Closet', FASHION),
  kr('Sora Atelier', BEAUTY),
  kr('Haneul Cosmetic', BEAUTY),
  kr('Bomnal Official', BEAUTY),
  kr('Dalbit Lab', BEAUTY),
  kr('Hongdae Basic', FASHION),
  kr('Yeoreum Wear', FASHION),
  kr('Saebom Derma', BEAUTY),
  kr('Maru & Co', BOTH),
  kr('Jeju Green Tea Lab', BEAUTY),
  kr('Nabi Seoul', FASHION),
  kr('Chorok Naturals', BEAUTY),
  kr('Garam Beauty Korea', BEAUTY),
  kr('Sinsa Lookbook', BOTH),
];
