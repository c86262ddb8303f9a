import * as z from 'zod/mini';

const FirebaseConfigSchema = z.object({
  apiKey: z._default(z.string(), ''),
  projectId: z._default(z.string(), ''),
  messagingSenderId: z._default(z.string(), ''),
  appId: z._default(z.string(), ''),
  vapidKey: z._default(z.nullable(z.string()), null),
});

/**
 * Configuration the server injects into the page (`#modavi-config`), so one build runs
 * against any backend. Empty addresses mean the page's own origin (the reference server).
 */
export const RuntimeConfigSchema = z.object({
  commerceApi: z._default(z.string(), ''),
  communityApi: z._default(z.string(), ''),
  chatSocket: z._default(z.string(), ''),
  tokenSecret: z.nullish(z.string()),
  /** Firebase web config; push registration is skipped while vapidKey is null (spec). */
  firebase: z._default(FirebaseConfigSchema, { apiKey: '', projectId: '', messagingSenderId: '', appId: '', vapidKey: null }),
  /** Outside production the reference server offers stand-ins for push messaging and the document store. */
  devStandIns: z._default(z.boolean(), false),
  /** The carrier makes the waybill at hand-over (GHN): the seller's hand-over asks for none. */
  carrierMakesWaybill: z._default(z.boolean(), false),
});
export type RuntimeConfig = z.infer<typeof RuntimeConfigSchema>;

export function runtimeConfigRead(doc: Document): RuntimeConfig {
  const text = doc.getElementById('modavi-config')?.textContent ?? '{}';
  try {
    const parsed = RuntimeConfigSchema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
  } catch {
    // A malformed config must not stop the page: fall back to the reference server.
  }
  return RuntimeConfigSchema.parse({});
}
