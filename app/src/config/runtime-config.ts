import { z } from 'zod';

/**
 * Configuration the server injects into the page (`#modavi-config`), so one build runs
 * against any backend. Empty addresses mean the page's own origin (the reference server).
 */
export const RuntimeConfigSchema = z.object({
  commerceApi: z.string().default(''),
  communityApi: z.string().default(''),
  chatSocket: z.string().default(''),
  tokenSecret: z.string().nullish(),
  /** Firebase web config; push registration is skipped while vapidKey is null (spec). */
  firebase: z
    .object({
      apiKey: z.string().default(''),
      projectId: z.string().default(''),
      messagingSenderId: z.string().default(''),
      appId: z.string().default(''),
      vapidKey: z.string().nullable().default(null),
    })
    .default({ apiKey: '', projectId: '', messagingSenderId: '', appId: '', vapidKey: null }),
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
