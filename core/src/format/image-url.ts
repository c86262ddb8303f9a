/**
 * Image addresses saved by older versions point at legacy origin hosts or the old domain;
 * the spec rewrites them to the media CDN. The hosts are configuration, not code: the app
 * passes the real table, tests and examples use the placeholder one below.
 */

/** One rewrite: every URL on host `from` is served from host `to` instead (path and query kept). */
export interface ImageHostRule {
  /** Host (optionally with port) as it appears in old URLs; matched without regard to case. */
  readonly from: string;
  readonly to: string;
}

export type ImageHostTable = readonly ImageHostRule[];

/**
 * Placeholder hosts (the reserved .example domain) standing for the spec's three variants:
 * the two legacy origin hosts and the old domain, each with its media CDN host.
 */
export const IMAGE_HOST_TABLE_DEFAULT: ImageHostTable = [
  { from: 'origin-1.legacy.example', to: 'media-1.cdn.example' },
  { from: 'origin-2.legacy.example', to: 'media-2.cdn.example' },
  { from: 'old-domain.example', to: 'media.cdn.example' },
];

// scheme (http, https or protocol-relative), authority, rest (path, query, fragment)
const ABSOLUTE_URL = /^((?:https?:)?\/\/)([^/?#]*)(.*)$/is;

/**
 * Rewrites the host of an image URL by the table; any other URL (another host, a relative
 * path, a data: URL) comes back unchanged, and a non-string gives ''. Rules are followed
 * until the host is no rule's `from`, so a table whose rules chain (a -> b, b -> c) still
 * rewrites in one call and rewriting twice changes nothing; a cycle stops after one lap.
 */
export function imageUrlRewrite(url: unknown, table: ImageHostTable = IMAGE_HOST_TABLE_DEFAULT): string {
  if (typeof url !== 'string') return '';
  const match = ABSOLUTE_URL.exec(url);
  if (!match) return url;
  const [, scheme = '', authority = '', rest = ''] = match;
  const seen = new Set<string>([authority.toLowerCase()]);
  let host = authority;
  for (;;) {
    const rule = table.find((candidate) => candidate.from.toLowerCase() === host.toLowerCase());
    if (!rule || seen.has(rule.to.toLowerCase())) break;
    host = rule.to;
    seen.add(host.toLowerCase());
  }
  return host === authority ? url : `${scheme}${host}${rest}`;
}
