import { communityInteractionKind, communityRecipients, profileNameShown, type CommunityAct } from '@modavi/core';
import type { Db } from '../db/db.js';
import { notificationAdd } from './notification-store.js';

/**
 * Tells the people a community act concerns (core's communityRecipients: the post's author, the
 * replied-to, the mentioned, the followed; never the actor), with the actor's name as others see
 * it. A like or a follow undone and done again tells once: the toggle cannot be used to flood an
 * inbox. Call after the act is stored.
 */
export async function communityNotify(db: Db, act: CommunityAct, postId: string | null): Promise<void> {
  const recipients = communityRecipients(act);
  if (recipients.length === 0) return;
  const [actor] = await db.query<{ name: string | null; avatar: string | null }>(`SELECT name, avatar FROM users WHERE id = $1`, [act.actorId]);
  const name = profileNameShown(actor?.name ?? '', false);
  for (const { userId, event } of recipients) {
    const target = event === 'follow' ? { kind: 'profile', id: act.actorId } : { kind: 'post', id: postId };
    if (event === 'like' || event === 'follow') {
      const [told] = await db.query(
        `SELECT 1 FROM notifications WHERE user_id = $1 AND type = 'community_interaction' AND data->>'event' = $2 AND data->>'actor' = $3 AND target_id IS NOT DISTINCT FROM $4 LIMIT 1`,
        [userId, event, act.actorId, target.id],
      );
      if (told) continue;
    }
    await notificationAdd(db, {
      userId,
      type: 'community_interaction',
      data: { event, name, actor: act.actorId, kind: communityInteractionKind(event) },
      target,
      image: actor?.avatar ?? null,
    });
  }
}
