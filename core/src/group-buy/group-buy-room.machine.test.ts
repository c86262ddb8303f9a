import { describe, expect, it } from 'vitest';
import { createActor, initialTransition, transition, type SnapshotFrom } from 'xstate';
import { getShortestPaths, getStateNodes } from 'xstate/graph';
import type { GroupBuyRoom } from './group-buy-room.js';
import type { GroupBuyNotice } from './group-buy-room-rules.js';
import { groupBuyRoomMachine, groupBuyRoomStateValue, type GroupBuyRoomEvent } from './group-buy-room.machine.js';
import { GROUP_BUY_T0, makeGroupBuyMember, makeGroupBuyRoom } from '../testing/group-buy-factories.js';

type Snapshot = SnapshotFrom<typeof groupBuyRoomMachine>;

const join = (userId: string): GroupBuyRoomEvent => ({ type: 'groupBuy.join', userId, at: GROUP_BUY_T0 + 1_000 });
const pay = (userId: string): GroupBuyRoomEvent => ({ type: 'groupBuy.pay', userId });
const cancel = (userId: string): GroupBuyRoomEvent => ({ type: 'groupBuy.cancel', userId });

const start = (room: GroupBuyRoom = makeGroupBuyRoom()) => initialTransition(groupBuyRoomMachine, { room })[0];
const after = (snapshot: Snapshot, ...events: GroupBuyRoomEvent[]) =>
  events.reduce((s, event) => transition(groupBuyRoomMachine, s, event)[0], snapshot);

/** A room actor recording every notice it sends. */
function roomDriver(room: GroupBuyRoom = makeGroupBuyRoom()) {
  const notices: GroupBuyNotice[] = [];
  const machine = groupBuyRoomMachine.provide({
    actions: { groupBuyNotify: (_, params) => void notices.push(...params.notices) },
  });
  const actor = createActor(machine, { input: { room } }).start();
  return {
    notices,
    kinds: () => notices.map((n) => n.notification),
    send: (...events: GroupBuyRoomEvent[]) => events.forEach((event) => actor.send(event)),
    snapshot: () => actor.getSnapshot(),
  };
}

describe('group-buy room machine: refused events', () => {
  it('refuses a cancel by a member (host only) and records why', () => {
    const next = after(start(), join('member-1'), cancel('member-1'));
    expect(next.value).toEqual({ open: 'gathering' });
    expect(next.context.refusal).toBe('GROUP_BUY.HOST_ONLY');
  });

  it('refuses a payment by an outsider and a second join', () => {
    expect(after(start(), pay('stranger')).context.refusal).toBe('GROUP_BUY.NOT_MEMBER');
    expect(after(start(), join('a'), join('a')).context.refusal).toBe('GROUP_BUY.ALREADY_MEMBER');
  });

  it('refuses a join once the room is full', () => {
    const full = after(start(), join('a'), join('b'));
    expect(full.value).toEqual({ open: 'full' });
    const next = after(full, join('c'));
    expect(next.context.refusal).toBe('GROUP_BUY.ROOM_FULL');
    expect(next.context.room.members).toHaveLength(3);
  });

  it('clears the refusal on the next accepted event', () => {
    expect(after(start(), pay('stranger'), join('a')).context.refusal).toBeNull();
  });

  it('ignores everything once the room is cancelled', () => {
    const cancelled = after(start(), cancel('host-1'));
    expect(cancelled.status).toBe('done');
    expect(after(cancelled, join('a'), pay('host-1')).context.room.members).toHaveLength(1);
  });
});

describe('group-buy room machine: flows', () => {
  it('gathers, fills, collects every payment and completes, with the spec’s notices', () => {
    const driver = roomDriver();
    driver.send(pay('host-1'), join('a'), join('b'), pay('a'));
    expect(driver.snapshot().value).toEqual({ open: 'full' });
    driver.send(pay('b'));
    expect(driver.snapshot().value).toBe('completed');
    expect(driver.snapshot().context.room.status).toBe('completed');
    expect(driver.kinds()).toEqual([
      'created',
      'host_paid',
      'need_invite',
      'joined',
      'missing_one',
      'joined',
      'member_paid',
      'member_paid',
      'completed',
    ]);
  });

  it('does not complete a full room until the host has paid too', () => {
    const driver = roomDriver(makeGroupBuyRoom({ goal: 2 }));
    driver.send(join('a'), pay('a'));
    expect(driver.snapshot().value).toEqual({ open: 'full' });
    driver.send(pay('host-1'));
    expect(driver.snapshot().value).toBe('completed');
  });

  it('sends an invitation to the invitee', () => {
    const driver = roomDriver();
    driver.send({ type: 'groupBuy.invite', userId: 'host-1', inviteeId: 'friend' });
    expect(driver.notices.at(-1)).toEqual({ notification: 'invited', userId: 'friend' });
    expect(driver.snapshot().context.room.invited).toEqual(['friend']);
  });

  it('is cancelled by its host or by expiry, announcing it to the room', () => {
    const byHost = roomDriver();
    byHost.send(cancel('host-1'));
    expect(byHost.snapshot().value).toBe('cancelled');
    expect(byHost.kinds()).toEqual(['created', 'cancelled']);
    const expired = roomDriver();
    expired.send({ type: 'groupBuy.expire' });
    expect(expired.snapshot().context.room.status).toBe('cancelled');
    expect(expired.kinds()).toEqual(['created', 'cancelled']);
  });

  it('resumes a stored room in its state without announcing it again', () => {
    const room = makeGroupBuyRoom({ goal: 2, members: [...makeGroupBuyRoom().members, makeGroupBuyMember()] });
    expect(groupBuyRoomStateValue(room)).toEqual({ open: 'full' });
    const notices: GroupBuyNotice[] = [];
    const machine = groupBuyRoomMachine.provide({
      actions: { groupBuyNotify: (_, params) => void notices.push(...params.notices) },
    });
    const snapshot = machine.resolveState({ value: groupBuyRoomStateValue(room), context: { room, refusal: null } });
    const actor = createActor(machine, { snapshot, input: { room } }).start();
    actor.send(pay('member-1'));
    expect(notices.map((n) => n.notification)).toEqual(['member_paid']);
    expect(actor.getSnapshot().value).toEqual({ open: 'full' });
  });

  it('maps stored statuses to their states', () => {
    expect(groupBuyRoomStateValue(makeGroupBuyRoom())).toEqual({ open: 'gathering' });
    expect(groupBuyRoomStateValue(makeGroupBuyRoom({ status: 'completed' }))).toBe('completed');
    expect(groupBuyRoomStateValue(makeGroupBuyRoom({ status: 'cancelled' }))).toBe('cancelled');
  });
});

describe('group-buy room machine: graph', () => {
  it('reaches every state', () => {
    const events: GroupBuyRoomEvent[] = [
      join('a'),
      pay('host-1'),
      pay('a'),
      cancel('host-1'),
      cancel('a'),
      { type: 'groupBuy.invite', userId: 'host-1', inviteeId: 'b' },
      { type: 'groupBuy.expire' },
    ];
    const paths = getShortestPaths(groupBuyRoomMachine, {
      input: { room: makeGroupBuyRoom({ goal: 2 }) },
      events,
      serializeState: (s) => JSON.stringify([s.value, s.context.room]),
    });
    const reached = new Set(paths.flatMap((path) => path.state._nodes.map((node) => node.id)));
    const all = getStateNodes(groupBuyRoomMachine).map((node) => node.id);
    expect(all).toEqual(expect.arrayContaining(['groupBuyRoom.open.full', 'groupBuyRoom.completed', 'groupBuyRoom.cancelled']));
    expect(all.filter((id) => !reached.has(id))).toEqual([]);
  });
});
