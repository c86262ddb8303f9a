import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { personFollowAllowed, PublicProfileSchema } from './public-profile.js';

describe('personFollowAllowed', () => {
  it('lets a person follow anyone else but never themselves', () => {
    expect(personFollowAllowed('a', 'b')).toBe(true);
    expect(personFollowAllowed('a', 'a')).toBe(false);
    expect(personFollowAllowed('', 'b')).toBe(false);
    fc.assert(fc.property(fc.string(), (id) => personFollowAllowed(id, id) === false));
    fc.assert(fc.property(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), (a, b) => personFollowAllowed(a, b) === (a !== b)));
  });

  it('reads a wall without the viewer flag (older servers) as not followed', () => {
    const wall = PublicProfileSchema.parse({ _id: 'u1', name: 'A', initial: 'A', joined_at: 1, following: 0, followers: 0, is_self: false });
    expect(wall.followed_by_viewer).toBe(false);
  });
});
