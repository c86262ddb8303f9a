import { assign, fromPromise, setup } from 'xstate';
import { roleCan, type Role } from '../identity/role.js';
import { sellerApplicationValidate } from './seller-application-validate.js';
import type { SellerApplication } from './seller-application.js';
import { shopApprovalDeadline } from './shop-approval-deadline.js';

/**
 * A seller's shop registration (spec 4): not registered -> submitted (being sent) -> pending
 * approval (answer due within 48 hours) -> approved, or rejected (contact support, then
 * resubmit). An approved shop can go into pause (vacation) mode and come back. Every effect is
 * a named placeholder the app, server or tests supply with `.provide()`.
 */

/** Where a seller stands, as the API reports it; the machine starts there. */
export type ShopRegistrationStatus = 'not_registered' | 'pending_approval' | 'approved' | 'rejected';

export interface ShopRegistrationInput {
  readonly status?: ShopRegistrationStatus;
  readonly paused?: boolean;
  /** When the pending or rejected application was sent (epoch ms). */
  readonly submittedAt?: number | null;
  readonly rejectionReason?: string | null;
}

export interface ShopRegistrationContext {
  /** Where to start, from the input; read once by the start state. */
  readonly start: { readonly status: ShopRegistrationStatus; readonly paused: boolean };
  readonly application: SellerApplication | null;
  readonly submittedAt: number | null;
  /** When the answer is due (epoch ms), from `shopApprovalDeadline`. */
  readonly deadline: number | null;
  readonly rejectionReason: string | null;
  /** Why the last sending failed, for the page to show; cleared on the next try. */
  readonly submitError: unknown;
  /** Whether the application being sent answers a rejection (a failed send goes back there). */
  readonly resubmission: boolean;
}

export type ShopRegistrationEvent =
  /** The seller sends the registration form; `at` is now (epoch ms) from the Clock. */
  | { readonly type: 'registration.submit'; readonly application: unknown; readonly at: number }
  /** The platform's answer (from the admin screen, or relayed from the 'shop approved/rejected' notification). */
  | { readonly type: 'registration.approve'; readonly role: Role }
  | { readonly type: 'registration.reject'; readonly role: Role; readonly reason?: string }
  | { readonly type: 'registration.contactSupport' }
  | { readonly type: 'shop.pause' }
  | { readonly type: 'shop.resume' };

const placeholder = (name: string) => () => Promise.reject(new Error(`shopRegistrationMachine: provide the '${name}' actor`));

/** Only entered with a valid application in the event; anything else is a bug in the machine. */
function validApplication(application: unknown): SellerApplication {
  const result = sellerApplicationValidate(application);
  if (!result.ok) throw new Error('shopRegistrationMachine: submitting an application that does not validate');
  return result.value;
}

const shopRegistration = setup({
  types: {
    context: {} as ShopRegistrationContext,
    events: {} as ShopRegistrationEvent,
    input: {} as ShopRegistrationInput,
  },
  actors: {
    /** Sends the application to the commerce API; resolves once the platform has it. */
    submitApplication: fromPromise<void, { application: SellerApplication }>(placeholder('submitApplication')),
  },
  actions: {
    recordSubmission: assign(({ event }, params: { resubmission: boolean }) => {
      if (event.type !== 'registration.submit') return {};
      return { application: validApplication(event.application), submittedAt: event.at, submitError: null, ...params };
    }),
    /** Opens the 24/7 hotline or support chat for a rejected seller. */
    openSupportContact: () => {},
    /** Saves the shop's pause (vacation) mode on the server. */
    savePauseMode: (_, _params: { paused: boolean }) => {},
  },
  guards: {
    startsAt: ({ context }, params: { status: ShopRegistrationStatus; paused?: boolean }) =>
      context.start.status === params.status && (params.paused === undefined || context.start.paused === params.paused),
    applicationValid: ({ event }) => event.type === 'registration.submit' && sellerApplicationValidate(event.application).ok,
    mayDecide: ({ event }) => 'role' in event && roleCan(event.role, 'shop.approve'),
    isResubmission: ({ context }) => context.resubmission,
  },
});

const submit = (resubmission: boolean) =>
  ({ guard: 'applicationValid', target: 'submitted', actions: { type: 'recordSubmission', params: { resubmission } } }) as const;

export const shopRegistrationMachine = shopRegistration.createMachine({
  id: 'shopRegistration',
  context: ({ input }) => {
    const submittedAt = input.submittedAt ?? null;
    return {
      start: { status: input.status ?? 'not_registered', paused: input.paused ?? false },
      application: null,
      submittedAt,
      deadline: submittedAt === null ? null : shopApprovalDeadline(submittedAt),
      rejectionReason: input.rejectionReason ?? null,
      submitError: null,
      resubmission: false,
    };
  },
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: { type: 'startsAt', params: { status: 'pending_approval' } }, target: 'pendingApproval' },
        { guard: { type: 'startsAt', params: { status: 'approved', paused: true } }, target: 'approved.paused' },
        { guard: { type: 'startsAt', params: { status: 'approved' } }, target: 'approved' },
        { guard: { type: 'startsAt', params: { status: 'rejected' } }, target: 'rejected' },
        { target: 'notRegistered' },
      ],
    },
    notRegistered: {
      on: { 'registration.submit': submit(false) },
    },
    submitted: {
      tags: ['busy'],
      invoke: {
        id: 'submitApplication',
        src: 'submitApplication',
        input: ({ context }) => ({ application: validApplication(context.application) }),
        onDone: {
          target: 'pendingApproval',
          actions: assign({
            deadline: ({ context }) => (context.submittedAt === null ? null : shopApprovalDeadline(context.submittedAt)),
            rejectionReason: null,
          }),
        },
        onError: [
          { guard: 'isResubmission', target: 'rejected', actions: assign({ submitError: ({ event }) => event.error }) },
          { target: 'notRegistered', actions: assign({ submitError: ({ event }) => event.error }) },
        ],
      },
    },
    pendingApproval: {
      on: {
        'registration.approve': { guard: 'mayDecide', target: 'approved' },
        'registration.reject': {
          guard: 'mayDecide',
          target: 'rejected',
          actions: assign({ rejectionReason: ({ event }) => event.reason?.trim() || null }),
        },
      },
    },
    approved: {
      initial: 'open',
      states: {
        open: {
          on: { 'shop.pause': { target: 'paused', actions: { type: 'savePauseMode', params: { paused: true } } } },
        },
        paused: {
          on: { 'shop.resume': { target: 'open', actions: { type: 'savePauseMode', params: { paused: false } } } },
        },
      },
    },
    rejected: {
      on: {
        'registration.contactSupport': { actions: 'openSupportContact' },
        'registration.submit': submit(true),
      },
    },
  },
});
