import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, initialTransition, transition, waitFor, type StateValue } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { ROLE_PERMISSIONS, type Role } from '../identity/role.js';
import { shopApprovalDeadline } from './shop-approval-deadline.js';
import {
  shopRegistrationMachine,
  type ShopRegistrationContext,
  type ShopRegistrationEvent,
  type ShopRegistrationInput,
} from './shop-registration.machine.js';
import type { SellerApplication } from './seller-application.js';
import { makeSellerApplication } from '../testing/shop-factories.js';
import { machineLeaves } from '../testing/machine-helpers.js';

/** Saturday 7 June 2025, 10:00 in Vietnam: the deadline skips the weekend. */
const AT = Date.UTC(2025, 5, 7, 3);
const ROLES = Object.keys(ROLE_PERMISSIONS) as Role[];

const CONTEXT: ShopRegistrationContext = {
  start: { status: 'not_registered', paused: false },
  application: null,
  submittedAt: null,
  deadline: null,
  rejectionReason: null,
  submitError: null,
  resubmission: false,
};
const at = (value: StateValue, context: Partial<ShopRegistrationContext> = {}) =>
  shopRegistrationMachine.resolveState({ value, context: { ...CONTEXT, ...context } });

/** One pure step: whether the event is taken here, and where it leads (with the actions it asks for). */
const send = (value: StateValue, event: ShopRegistrationEvent, context: Partial<ShopRegistrationContext> = {}) => {
  const before = at(value, context);
  const [after, actions] = transition(shopRegistrationMachine, before, event);
  return { allowed: before.can(event), value: after.value, context: after.context, actions: actions.map((action) => action.type) };
};

const submitEvent = (application: unknown = makeSellerApplication()): ShopRegistrationEvent => ({ type: 'registration.submit', application, at: AT });

describe('shopRegistrationMachine: pure transitions', () => {
  it('starts where the API says the seller stands', () => {
    const start = (input: ShopRegistrationInput) => initialTransition(shopRegistrationMachine, input)[0].value;
    expect(start({})).toBe('notRegistered');
    expect(start({ status: 'pending_approval', submittedAt: AT })).toBe('pendingApproval');
    expect(start({ status: 'approved' })).toEqual({ approved: 'open' });
    expect(start({ status: 'approved', paused: true })).toEqual({ approved: 'paused' });
    expect(start({ status: 'rejected', rejectionReason: 'Ảnh mờ' })).toBe('rejected');
    expect(initialTransition(shopRegistrationMachine, { status: 'pending_approval', submittedAt: AT })[0].context.deadline).toBe(
      shopApprovalDeadline(AT),
    );
  });

  it('submits only a valid application, recording it and the time', () => {
    expect(send('notRegistered', submitEvent({ ...makeSellerApplication(), phone: '123' })).allowed).toBe(false);
    expect(send('notRegistered', submitEvent(null)).allowed).toBe(false);
    const step = send('notRegistered', submitEvent());
    expect(step.value).toBe('submitted');
    expect(step.context).toMatchObject({ application: makeSellerApplication(), submittedAt: AT, resubmission: false });
  });

  it('lets only a role that approves shops decide', () => {
    const deciders = ROLES.filter((role) => send('pendingApproval', { type: 'registration.approve', role }).allowed);
    expect(deciders).toEqual(['admin']);
    for (const role of ROLES.filter((role) => role !== 'admin')) {
      expect(send('pendingApproval', { type: 'registration.reject', role }).allowed).toBe(false);
    }
    expect(send('pendingApproval', { type: 'registration.approve', role: 'admin' }).value).toEqual({ approved: 'open' });
  });

  it('records the rejection reason, trimmed, and lets the seller contact support', () => {
    const rejected = send('pendingApproval', { type: 'registration.reject', role: 'admin', reason: '  Ảnh CCCD bị mờ ' });
    expect(rejected.value).toBe('rejected');
    expect(rejected.context.rejectionReason).toBe('Ảnh CCCD bị mờ');
    expect(send('pendingApproval', { type: 'registration.reject', role: 'admin', reason: '  ' }).context.rejectionReason).toBeNull();
    const support = send('rejected', { type: 'registration.contactSupport' });
    expect(support.value).toBe('rejected');
    expect(support.actions).toContain('openSupportContact');
  });

  it('takes a resubmission after a rejection', () => {
    const step = send('rejected', submitEvent(), { rejectionReason: 'Ảnh mờ' });
    expect(step.value).toBe('submitted');
    expect(step.context.resubmission).toBe(true);
  });

  it('pauses and resumes an approved shop, saving the mode each time', () => {
    const paused = send({ approved: 'open' }, { type: 'shop.pause' });
    expect(paused.value).toEqual({ approved: 'paused' });
    expect(paused.actions).toContain('savePauseMode');
    expect(send({ approved: 'paused' }, { type: 'shop.resume' }).value).toEqual({ approved: 'open' });
    expect(send({ approved: 'open' }, { type: 'shop.resume' }).allowed).toBe(false);
    expect(send({ approved: 'paused' }, { type: 'shop.pause' }).allowed).toBe(false);
  });

  it('refuses pause mode before approval, and decisions outside pending approval', () => {
    for (const value of ['notRegistered', 'submitted', 'pendingApproval', 'rejected']) {
      expect(send(value, { type: 'shop.pause' }).allowed).toBe(false);
    }
    for (const value of ['notRegistered', 'submitted', 'rejected', { approved: 'open' }]) {
      expect(send(value, { type: 'registration.approve', role: 'admin' }).allowed).toBe(false);
    }
    for (const value of ['submitted', 'pendingApproval', { approved: 'open' }, { approved: 'paused' }]) {
      expect(send(value, submitEvent()).allowed).toBe(false);
    }
  });
});

/** A driver with intent-named steps over a running actor whose effects are supplied here. */
function registration(options: { input?: ShopRegistrationInput; send?: () => Promise<void> } = {}) {
  const saved: boolean[] = [];
  const sent: unknown[] = [];
  const machine = shopRegistrationMachine.provide({
    actors: {
      submitApplication: fromPromise<void, { application: SellerApplication }>(async ({ input }) => {
        sent.push(input.application);
        await (options.send ?? (() => Promise.resolve()))();
      }),
    },
    actions: { savePauseMode: (_, params: { paused: boolean }) => void saved.push(params.paused) },
  });
  const actor = createActor(machine, { input: options.input ?? {} }).start();
  return {
    actor,
    saved,
    sent,
    submit: (application: unknown = makeSellerApplication()) => actor.send(submitEvent(application)),
    approve: () => actor.send({ type: 'registration.approve', role: 'admin' }),
    reject: (reason: string) => actor.send({ type: 'registration.reject', role: 'admin', reason }),
    pause: () => actor.send({ type: 'shop.pause' }),
    resume: () => actor.send({ type: 'shop.resume' }),
    settle: (value: StateValue) => waitFor(actor, (snapshot) => snapshot.matches(value as never)),
  };
}

describe('shopRegistrationMachine: flows', () => {
  it('registers, waits for approval with a weekday deadline, opens and goes on vacation', async () => {
    const flow = registration();
    flow.submit();
    expect(flow.actor.getSnapshot().hasTag('busy')).toBe(true);
    const pending = await flow.settle('pendingApproval');
    expect(pending.context.deadline).toBe(Date.UTC(2025, 5, 10, 17));
    expect(flow.sent).toEqual([makeSellerApplication()]);
    flow.approve();
    flow.pause();
    flow.resume();
    expect(flow.actor.getSnapshot().value).toEqual({ approved: 'open' });
    expect(flow.saved).toEqual([true, false]);
  });

  it('goes back to the form with the error when sending fails, and to rejected on a failed resubmission', async () => {
    const failing = registration({ send: () => Promise.reject(new Error('network')) });
    failing.submit();
    const back = await failing.settle('notRegistered');
    expect(back.context.submitError).toEqual(new Error('network'));

    const again = registration({ input: { status: 'rejected' }, send: () => Promise.reject(new Error('network')) });
    again.submit();
    expect((await again.settle('rejected')).context.submitError).toEqual(new Error('network'));
  });

  it('resubmits after a rejection and clears the old reason once the platform has it', async () => {
    const flow = registration();
    flow.submit();
    await flow.settle('pendingApproval');
    flow.reject('Ảnh mờ');
    expect(flow.actor.getSnapshot().context.rejectionReason).toBe('Ảnh mờ');
    flow.submit();
    const pending = await flow.settle('pendingApproval');
    expect(pending.context.rejectionReason).toBeNull();
    expect(flow.sent).toHaveLength(2);
  });
});

describe('shopRegistrationMachine: coverage', () => {

  it('reaches every state from a first-time seller', () => {
    const events: ShopRegistrationEvent[] = [
      submitEvent(),
      { type: 'registration.approve', role: 'admin' },
      { type: 'registration.reject', role: 'admin', reason: 'Ảnh mờ' },
      { type: 'registration.contactSupport' },
      { type: 'shop.pause' },
      { type: 'shop.resume' },
    ];
    const done = { type: 'xstate.done.actor.submitApplication', output: undefined } as unknown as ShopRegistrationEvent;
    const failed = { type: 'xstate.error.actor.submitApplication', error: 'offline' } as unknown as ShopRegistrationEvent;
    const paths = getShortestPaths(shopRegistrationMachine, {
      input: {},
      events: [...events, done, failed],
      serializeState: (snapshot) => JSON.stringify(snapshot.value),
    });
    const reached = new Set(paths.map((path) => machineLeaves(shopRegistrationMachine.root).find((leaf) => path.state.matches(leaf as never))));
    const expected = machineLeaves(shopRegistrationMachine.root).filter((leaf) => leaf !== 'starting');
    expect([...reached].sort()).toEqual(expected.sort());
  });
});
