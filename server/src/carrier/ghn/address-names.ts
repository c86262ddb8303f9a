/**
 * The words Vietnamese units are named with before their name, longest first (so "thi xa"
 * goes before "xa"). GHN writes "Hồ Chí Minh" where the GSO writes "Thành phố Hồ Chí Minh".
 */
const UNIT_PREFIXES = ['thanh pho', 'thi xa', 'thi tran', 'tinh', 'quan', 'huyen', 'phuong', 'xa', 'tp', 'tx', 'tt'];

/** A name without accents, case, punctuation or leading zeros ("Phường 01" and "Phường 1" are one). */
export function adminNameFold(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/[.,'’()_-]/g, ' ')
    .replace(/\b0+(\d)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The folded name without its unit word ("quan 1" -> "1", "thanh pho thu duc" -> "thu duc"). */
export function adminNameBare(name: string): string {
  const folded = adminNameFold(name);
  const prefix = UNIT_PREFIXES.find((word) => folded.startsWith(`${word} `));
  return prefix ? folded.slice(prefix.length + 1) : folded;
}

export interface NamedUnit {
  readonly code: string;
  readonly names: readonly string[];
}

/**
 * Matches carrier units to the GSO's by name: the full folded name first ("thi xa ky anh" is
 * not "huyen ky anh"), then the bare name when it names one unit on each side (GHN drops or
 * changes the unit word: "Huyện Phú Quốc" became "Thành phố Phú Quốc"). Answers the GSO code
 * of each carrier code that matched.
 */
export function adminUnitsMatch(carrier: readonly NamedUnit[], gso: readonly NamedUnit[]): Map<string, string> {
  const index = (units: readonly NamedUnit[], key: (name: string) => string) => {
    const found = new Map<string, Set<string>>();
    for (const unit of units) {
      for (const name of unit.names) {
        const folded = key(name);
        if (!found.has(folded)) found.set(folded, new Set());
        found.get(folded)?.add(unit.code);
      }
    }
    return found;
  };
  const gsoFull = index(gso, adminNameFold);
  const gsoBare = index(gso, adminNameBare);
  const carrierBare = index(carrier, adminNameBare);
  const matched = new Map<string, string>();
  for (const unit of carrier) {
    const full = unit.names.map((name) => gsoFull.get(adminNameFold(name))).find((codes) => codes?.size === 1);
    const bare = unit.names
      .map((name) => adminNameBare(name))
      .find((bareName) => gsoBare.get(bareName)?.size === 1 && carrierBare.get(bareName)?.size === 1);
    const code = full ? [...full][0] : bare !== undefined ? [...(gsoBare.get(bare) ?? [])][0] : undefined;
    if (code !== undefined) matched.set(unit.code, code);
  }
  return matched;
}
