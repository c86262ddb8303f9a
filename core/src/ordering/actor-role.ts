import * as z from 'zod/mini';

/**
 * Who takes a step in an order or refund lifecycle. The spec's refund steps say "shop";
 * here that is the `seller` role (the account that runs the shop). `system` is the platform
 * acting on its own (approval checks, deadlines); `admin` is a person at the platform.
 */
export const ActorRoleSchema = z.enum(['buyer', 'seller', 'system', 'admin', 'carrier']);
export type ActorRole = z.infer<typeof ActorRoleSchema>;
export const ACTOR_ROLES = ActorRoleSchema.options;

/** Whether a lifecycle's role table (ORDER_ACTION_ROLES, REFUND_ACTION_ROLES) lets `role` take `action`. */
export const actorRoleAllowed = <Action extends string>(
  table: Readonly<Record<Action, readonly ActorRole[]>>,
  action: Action,
  role: ActorRole,
): boolean => table[action].includes(role);
