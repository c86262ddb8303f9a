import * as z from 'zod/mini';

/**
 * Vietnam's administrative units (the General Statistics Office's catalogue): province, district,
 * ward, each with its GSO code as id ('01' Hà Nội, '001' Ba Đình, '00001' Phúc Xá), its name and
 * its kind ('Thành phố Trung ương', 'Quận', 'Phường', ...). The address book's pickers list them
 * and the server checks an address against them.
 */
export const AdminUnitSchema = z.object({ id: z.string(), name: z.string(), type: z.string() });
export type AdminUnit = z.infer<typeof AdminUnitSchema>;

export const AdminDistrictSchema = z.extend(AdminUnitSchema, { wards: z.array(AdminUnitSchema) });
export type AdminDistrict = z.infer<typeof AdminDistrictSchema>;

/** One province with all its districts and their wards: what the pickers need once a province is chosen. */
export const AdminProvinceSchema = z.extend(AdminUnitSchema, { districts: z.array(AdminDistrictSchema) });
export type AdminProvince = z.infer<typeof AdminProvinceSchema>;

/** Where an address's codes fall in the catalogue, or which level does not match. */
export type AdminAreaCheck =
  | { readonly ok: true; readonly city: string; readonly district: string; readonly ward: string }
  | { readonly ok: false; readonly field: 'city_code' | 'district_code' | 'ward_code' };

/**
 * Whether province, district and ward codes name a real ward of a real district of that
 * province (a district of another province is refused even if its code exists). Gives the
 * catalogue's names, so the stored address shows what the codes say, not what a client typed.
 */
export function adminAreaCheck(
  provinceOf: (id: string) => AdminProvince | undefined,
  codes: { readonly city_code?: string | null | undefined; readonly district_code?: string | null | undefined; readonly ward_code?: string | null | undefined },
): AdminAreaCheck {
  const province = provinceOf(codes.city_code ?? '');
  if (!province) return { ok: false, field: 'city_code' };
  const district = province.districts.find((candidate) => candidate.id === codes.district_code);
  if (!district) return { ok: false, field: 'district_code' };
  const ward = district.wards.find((candidate) => candidate.id === codes.ward_code);
  if (!ward) return { ok: false, field: 'ward_code' };
  return { ok: true, city: province.name, district: district.name, ward: ward.name };
}
