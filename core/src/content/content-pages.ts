/**
 * The help centre's pages (spec 2: guides under /huong-dan, policies under /chinh-sach), as plain
 * lists without schemas so the lazy footer and the pages can import them cheaply. A guide's `path`
 * is its address under /huong-dan: a sub-guide nests under its parent
 * (`/huong-dan/huong-dan-mua-hang/mua-hang`), as the spec lists them in parentheses.
 */
export const GUIDES_PATH = '/huong-dan';
export const POLICIES_PATH = '/chinh-sach';
export const DOWNLOAD_PATH = '/download';

/** How the guides' index groups them (issue 14). */
export const GUIDE_GROUPS = ['buyers', 'sellers', 'payment', 'shipping', 'returns'] as const;
export type GuideGroup = (typeof GUIDE_GROUPS)[number];

export interface GuidePage {
  readonly path: string;
  readonly group: GuideGroup;
}

/**
 * The spec writes one seller guide as `{product}-live`: a template filled with the product's own
 * name. Ours is Modavi, so the page is `modavi-live` (going live to sell on Modavi).
 */
export const GUIDE_LIVE_SLUG = 'modavi-live';
/** The spec says a bulk-upload guide exists but names no address; it sits with the seller guides. */
export const GUIDE_BULK_UPLOAD_SLUG = 'dang-san-pham-hang-loat';

const BUYER = 'huong-dan-mua-hang';
const SELLER = 'huong-dan-ban-hang';
const under = (parent: string, group: GuideGroup, slugs: readonly string[]): GuidePage[] =>
  slugs.map((slug) => ({ path: `${parent}/${slug}`, group }));

/** Every guide, in the order the index lists them: a parent first, then its sub-guides. */
export const GUIDE_PAGES: readonly GuidePage[] = [
  { path: BUYER, group: 'buyers' },
  ...under(BUYER, 'buyers', ['mua-hang', 'tim-kiem-san-pham', 'luu-voucher', 'quan-ly-don-hang', 'danh-gia-san-pham', 'doi-tra-san-pham']),
  { path: 'thanh-toan', group: 'payment' },
  { path: 'van-chuyen', group: 'shipping' },
  { path: 'tra-hang-hoan-tien', group: 'returns' },
  { path: SELLER, group: 'sellers' },
  ...under(SELLER, 'sellers', [
    'dang-ban-san-pham',
    GUIDE_BULK_UPLOAD_SLUG,
    'quan-ly-san-pham',
    'quan-ly-danh-muc',
    'quan-ly-banner',
    'quan-ly-don-hang',
    'ma-giam-gia',
    'chuong-trinh-cua-toi',
    GUIDE_LIVE_SLUG,
    'phan-tich-ban-hang',
    'cai-dat-van-chuyen-cua-hang',
    'che-do-tam-nghi',
  ]),
];

/** Every policy (spec 2), in the footer's order. */
export const POLICY_SLUGS = [
  'quy-che-hoat-dong',
  'chinh-sach-bao-ve-thong-tin-ca-nhan',
  'bang-phi-dich-vu',
  'chinh-sach-van-chuyen',
  'chinh-sach-doi-tra-va-hoan-tien',
  'chinh-sach-bao-hanh',
  'chinh-sach-giai-quyet-khieu-nai',
] as const;
export type PolicySlug = (typeof POLICY_SLUGS)[number];

export type ContentKind = 'guide' | 'policy';

/** The page's address in the app; the guides' index for an empty guide slug. */
export const contentHref = (kind: ContentKind, slug: string): string => {
  const base = kind === 'guide' ? GUIDES_PATH : POLICIES_PATH;
  return slug === '' ? base : `${base}/${slug}`;
};

export const guidePageOf = (path: string): GuidePage | null => GUIDE_PAGES.find((page) => page.path === path) ?? null;
export const policySlugIs = (slug: string): slug is PolicySlug => (POLICY_SLUGS as readonly string[]).includes(slug);

/** How many related pages a page lists. */
export const CONTENT_RELATED_MAX = 5;

/**
 * A guide's related pages: its parent and siblings first (the same task seen from nearby), then
 * the other guides of its group, then the top-level guides (payment, shipping and returns stand
 * alone in their groups); a parent lists its own sub-guides.
 */
export function guideRelated(path: string): readonly string[] {
  const page = guidePageOf(path);
  if (!page) return [];
  const parent = path.includes('/') ? path.slice(0, path.indexOf('/')) : path;
  const family = GUIDE_PAGES.filter((other) => other.path === parent || other.path.startsWith(`${parent}/`));
  const group = GUIDE_PAGES.filter((other) => other.group === page.group);
  const top = GUIDE_PAGES.filter((other) => !other.path.includes('/'));
  const order = [...family, ...group, ...top].map((other) => other.path).filter((other) => other !== path);
  return [...new Set(order)].slice(0, CONTENT_RELATED_MAX);
}

/** The policies a guide or a policy points to most naturally: the others, in the footer's order. */
export const policyRelated = (slug: string): readonly string[] => POLICY_SLUGS.filter((other) => other !== slug).slice(0, CONTENT_RELATED_MAX);

/** The longest guide search the box takes and the server reads: no guide's words are longer. */
export const CONTENT_QUERY_MAX = 100;
