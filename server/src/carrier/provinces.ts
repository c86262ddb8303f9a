/**
 * Vietnam's 63 provinces by the General Statistics Office's code (the address book's
 * `city_code`), grouped into the three regions the shipping fee table uses: the north (codes
 * up to 37, Hà Nội to Ninh Bình), the centre (38 Thanh Hóa to 68 Lâm Đồng) and the south.
 */
export type Region = 'north' | 'central' | 'south';

const PROVINCES_BY_REGION: Readonly<Record<Region, readonly string[]>> = {
  north: ['01', '02', '04', '06', '08', '10', '11', '12', '14', '15', '17', '19', '20', '22', '24', '25', '26', '27', '30', '31', '33', '34', '35', '36', '37'],
  central: ['38', '40', '42', '44', '45', '46', '48', '49', '51', '52', '54', '56', '58', '60', '62', '64', '66', '67', '68'],
  south: ['70', '72', '74', '75', '77', '79', '80', '82', '83', '84', '86', '87', '89', '91', '92', '93', '94', '95', '96'],
};

const REGION_OF = new Map<string, Region>(
  (Object.entries(PROVINCES_BY_REGION) as [Region, readonly string[]][]).flatMap(([region, codes]) => codes.map((code) => [code, region] as const)),
);

/** The region of a province code, or null for a code that is no Vietnamese province. */
export const provinceRegion = (code: string): Region | null => REGION_OF.get(code) ?? null;

export const PROVINCE_COUNT = REGION_OF.size;
