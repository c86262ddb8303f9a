import { communityInteractionKind, communityRecipients, profileNameShown, type CommunityAct } from '@modavi/core';
import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
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
  const typed = typedDb(db);
  const actor = await typed.selectFrom('users').select(['name', 'avatar']).where('id', '=', act.actorId).executeTakeFirst();
  const name = profileNameShown(actor?.name ?? '', false);
  for (const { userId, event } of recipients) {
    const target = event === 'follow' ? { kind: 'profile', id: act.actorId } : { kind: 'post', id: postId };
    if (event === 'like' || event === 'follow') {
      const told = await typed
        .selectFrom('notifications')
        .select(sql.lit(1).as('one'))
        .where('user_id', '=', userId)
        .where('type', '=', 'community_interaction')
        .where(sql<boolean>`data->>'event' = ${event}`)
        .where(sql<boolean>`data->>'actor' = ${act.actorId}`)
        .where('target_id', 'is not distinct from', target.id)
        .limit(1)
        .executeTakeFirst();
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
