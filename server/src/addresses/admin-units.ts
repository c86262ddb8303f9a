import { readFile } from 'node:fs/promises';
import { AdminProvinceSchema, type AdminProvince, type AdminUnit } from '@modavi/core';
import { z } from 'zod';

/** The GSO catalogue copied into the project (see server/data/README.md). */
const DATA_FILE = new URL('../../data/vn-admin-units.json', import.meta.url);

const CatalogueFileSchema = z.object({ provinces: z.array(AdminProvinceSchema) });

export interface AdminUnits {
  readonly provinces: readonly AdminUnit[];
  province(id: string): AdminProvince | undefined;
}

let loading: Promise<AdminUnits> | null = null;

/** Reads and indexes the catalogue once per process (about 600 KB; read on first use). */
export function adminUnits(): Promise<AdminUnits> {
  loading ??= readFile(DATA_FILE, 'utf8').then((text) => {
    const { provinces } = CatalogueFileSchema.parse(JSON.parse(text));
    const byId = new Map(provinces.map((province) => [province.id, province]));
    return {
      provinces: provinces.map(({ id, name, type }) => ({ id, name, type })),
      province: (id: string) => byId.get(id),
    };
  });
  return loading;
}
