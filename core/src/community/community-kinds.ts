import * as z from 'zod/mini';

/** Spec: who sent a chat message or a notification. */
export const SenderKindSchema = z.enum(['buyer', 'seller']);
export type SenderKind = z.infer<typeof SenderKindSchema>;

/** Spec: media kinds as the API numbers them. */
export const MEDIA_KIND = { video: 1, image: 2 } as const;
export const MediaKindSchema = z.literal([MEDIA_KIND.video, MEDIA_KIND.image]);
export type MediaKind = z.infer<typeof MediaKindSchema>;

/** Spec: interaction kinds as the API numbers them (a wall's post, follower and following tabs). */
export const INTERACTION_KIND = { post: 1, follower: 2, following: 3 } as const;
export const InteractionKindSchema = z.literal([INTERACTION_KIND.post, INTERACTION_KIND.follower, INTERACTION_KIND.following]);
export type InteractionKind = z.infer<typeof InteractionKindSchema>;

/** A picture or a video attached to a post, a message or a reply. */
export const MediaSchema = z.object({
  url: z.string().check(z.minLength(1)),
  kind: MediaKindSchema,
});
export type Media = z.infer<typeof MediaSchema>;
