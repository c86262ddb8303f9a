import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { communityInteractionKind, communityRecipients } from './community-notification.js';
import { notificationText } from './notification-text.js';
import { COMMUNITY_EVENTS } from './community-notification.js';

describe('community notifications (issue 25 item 3)', () => {
  it('tells the post’s author of a comment, the replied-to of a reply, the mentioned by name; never the actor; each once', () => {
    expect(communityRecipients({ actorId: 'a', event: 'comment', ownerId: 'p', parentAuthorId: 'r', mentioned: ['m', 'p'] })).toEqual([
      { userId: 'm', event: 'mention' },
      { userId: 'p', event: 'mention' },
      { userId: 'r', event: 'reply' },
    ]);
    expect(communityRecipients({ actorId: 'a', event: 'like', ownerId: 'a' })).toEqual([]);
    expect(communityRecipients({ actorId: 'a', event: 'follow', ownerId: 'b' })).toEqual([{ userId: 'b', event: 'follow' }]);
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('like', 'comment', 'follow' as const), fc.string(), fc.option(fc.string()), fc.array(fc.string()), (actorId, event, ownerId, parentAuthorId, mentioned) => {
        const told = communityRecipients({ actorId, event, ownerId, parentAuthorId, mentioned });
        expect(told.some((one) => one.userId === actorId)).toBe(false);
        expect(new Set(told.map((one) => one.userId)).size).toBe(told.length);
      }),
    );
  });

  it('names the spec’s kinds and words every event in both languages with the actor’s name', () => {
    expect(communityInteractionKind('follow')).toBe(2);
    expect(communityInteractionKind('mention')).toBe(1);
    for (const event of COMMUNITY_EVENTS) {
      for (const locale of ['vi', 'kr'] as const) {
        const words = notificationText('community_interaction', { event, name: 'L***n' }, locale);
        expect(words.content).toContain('L***n');
        expect(words.title).not.toBe(locale === 'vi' ? 'Thông báo' : 'Notification');
      }
    }
  });
});
