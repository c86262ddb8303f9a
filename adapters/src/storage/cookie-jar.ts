/** Reads and writes cookies of a document. Kept behind an interface so tests need no DOM. */
export interface CookieJar {
  get(name: string): string | null;
  set(name: string, value: string, maxAgeSeconds: number): void;
  remove(name: string): void;
}

export function cookieParse(header: string, name: string): string | null {
  for (const part of header.split(';')) {
    const [rawKey, ...rest] = part.split('=');
    if (rawKey?.trim() === name) {
      try {
        return decodeURIComponent(rest.join('=').trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** CookieJar over `document.cookie`. */
export function documentCookieJar(doc: { cookie: string } | undefined): CookieJar {
  return {
    get: (name) => (doc ? cookieParse(doc.cookie, name) : null),
    set(name, value, maxAgeSeconds) {
      if (doc) doc.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${maxAgeSeconds}; SameSite=Lax`;
    },
    remove(name) {
      if (doc) doc.cookie = `${name}=; path=/; max-age=0; SameSite=Lax`;
    },
  };
}
