// Optional http(s) scheme, dotted host with a letter TLD (or localhost), optional port, then
// any path, query or fragment without spaces.
const WEBSITE = /^(https?:\/\/)?((?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+\p{L}{2,63}|localhost)(:\d{1,5})?([/?#]\S*)?$/iu;

/**
 * Whether text reads as a website address: 'modavi.vn', 'https://shop.example.com/about'.
 * The scheme is optional because people type addresses without it; other schemes
 * (javascript:, ftp:) are refused.
 */
export function websiteValid(value: unknown): boolean {
  return typeof value === 'string' && value.length <= 2048 && WEBSITE.test(value.trim());
}

/**
 * An address the platform stores for an upload or a link: an absolute http(s) address, or a
 * path on our own host ('/media/...'), without spaces. Protocol-relative ('//host') and other
 * schemes (javascript:, data:) are refused.
 */
export const urlOrPathValid = (value: unknown): boolean =>
  typeof value === 'string' && /^(?:https?:\/\/[^\s/?#]+|\/(?!\/))[^\s]*$/i.test(value);
