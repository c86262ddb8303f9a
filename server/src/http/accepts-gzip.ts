/** Whether a request's Accept-Encoding takes gzip (named, and not with q=0). */
export const acceptsGzip = (header: string | undefined): boolean => header !== undefined && /\bgzip\b(?!\s*;\s*q=0(?:\.0*)?\b)/i.test(header);
