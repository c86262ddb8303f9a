import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  PUSH_TOAST_DURATION_MS,
  notificationInbox,
  notificationMarkAllRead,
  notificationMarkRead,
  notificationReceive,
  type NotificationInbox,
} from './notification-inbox.js';
import { makeNotification } from '../testing/notifications-factories.js';

const items = (...read: boolean[]) => read.map((is_read, i) => makeNotification({ _id: `n-${i}`, is_read }));
const unreadLoaded = (inbox: NotificationInbox) => inbox.items.filter((item) => !item.is_read).length;

describe('push toast', () => {
  it('closes after 10 seconds', () => {
    expect(PUSH_TOAST_DURATION_MS).toBe(10_000);
  });
});

describe('notificationInbox', () => {
  it('trusts the server count when it is larger than the loaded page', () => {
    expect(notificationInbox(items(false, true), 12).unread).toBe(12);
  });

  it('never counts fewer than the unread items loaded, nor a negative or broken count', () => {
    expect(notificationInbox(items(false, false, true), 1).unread).toBe(2);
    expect(notificationInbox([], -3).unread).toBe(0);
    expect(notificationInbox([], Number.NaN).unread).toBe(0);
  });
});

describe('marking read', () => {
  it('drops the count by one for an unread notification only', () => {
    const inbox = notificationInbox(items(false, true), 5);
    const once = notificationMarkRead(inbox, 'n-0');
    expect(once.unread).toBe(4);
    expect(once.items[0]!.is_read).toBe(true);
    expect(notificationMarkRead(once, 'n-0')).toBe(once);
    expect(notificationMarkRead(once, 'n-1')).toBe(once);
    expect(notificationMarkRead(once, 'missing')).toBe(once);
  });

  it('mark all read clears the count and every item', () => {
    const all = notificationMarkAllRead(notificationInbox(items(false, false, true), 40));
    expect(all.unread).toBe(0);
    expect(unreadLoaded(all)).toBe(0);
  });

  it('keep the count between the loaded unread items and the start count through any sequence', () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant('read' as const), id: fc.constantFrom('n-0', 'n-1', 'n-2', 'n-9') }),
      fc.record({ kind: fc.constant('receive' as const), id: fc.constantFrom('n-0', 'n-7', 'n-8'), read: fc.boolean() }),
      fc.constant({ kind: 'all' as const }),
    );
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), { maxLength: 4 }),
        fc.nat(50),
        fc.array(op, { maxLength: 15 }),
        (read, serverUnread, ops) => {
          let inbox = notificationInbox(items(...read), serverUnread);
          for (const step of ops) {
            const before = inbox;
            if (step.kind === 'read') inbox = notificationMarkRead(inbox, step.id);
            else if (step.kind === 'all') inbox = notificationMarkAllRead(inbox);
            else inbox = notificationReceive(inbox, makeNotification({ _id: step.id, is_read: step.read }));
            expect(inbox.unread).toBeGreaterThanOrEqual(unreadLoaded(inbox));
            if (step.kind === 'read') expect(before.unread - inbox.unread).toBeLessThanOrEqual(1);
            expect(new Set(inbox.items.map((item) => item._id)).size).toBe(inbox.items.length);
          }
        },
      ),
    );
  });
});

describe('notificationReceive', () => {
  it('puts a new notification on top and counts it when unread', () => {
    const inbox = notificationReceive(notificationInbox(items(true), 0), makeNotification({ _id: 'new' }));
    expect(inbox.items.map((item) => item._id)).toEqual(['new', 'n-0']);
    expect(inbox.unread).toBe(1);
  });

  it('ignores a notification already listed', () => {
    const inbox = notificationInbox(items(false), 1);
    expect(notificationReceive(inbox, makeNotification({ _id: 'n-0' }))).toBe(inbox);
  });
});
