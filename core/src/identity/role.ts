import * as z from 'zod/mini';

/** Spec section 6: who is acting. */
export const RoleSchema = z.enum(['visitor', 'buyer', 'seller', 'admin', 'social_organisation']);
export type Role = z.infer<typeof RoleSchema>;

/** What a role may be allowed to do, named by domain and verb. */
export const ROLE_ACTIONS = [
  'catalogue.browse',
  'catalogue.search',
  'checkout.guest',
  'account.quickCreate',
  'cart.use',
  'checkout.place',
  'order.track',
  'review.write',
  'follow.use',
  'post.write',
  'chat.use',
  'address.manage',
  'voucher.save',
  'account.delete',
  'seller.area',
  'shop.approve',
  'product.approve',
  'refund.approve',
  'socialFeedback.submit',
] as const;
export type RoleAction = (typeof ROLE_ACTIONS)[number];

const BROWSING: readonly RoleAction[] = ['catalogue.browse', 'catalogue.search'];

/**
 * Spec 6: "social organisations can submit feedback". No account is an organisation's: the form
 * itself names it (organisation name, establishment decision number, email), so whoever fills it
 * in sends it, a visitor with a no-login token or any account (issue 14).
 */
export const SOCIAL_FEEDBACK_BY_ANY_SENDER = true;
const FEEDBACK: readonly RoleAction[] = SOCIAL_FEEDBACK_BY_ANY_SENDER ? ['socialFeedback.submit'] : [];

const BUYING: readonly RoleAction[] = [
  ...BROWSING,
  'cart.use',
  'checkout.place',
  'order.track',
  'review.write',
  'follow.use',
  'post.write',
  'chat.use',
  'address.manage',
  'voucher.save',
  ...FEEDBACK,
];

/**
 * Whether a seller also has a buyer's rights. The spec lists the seller as "everything in
 * the seller area" only; the reading chosen is yes, because a seller account is a buyer
 * account that registered a shop (/become-seller), and nothing in the spec takes the buyer
 * side away from it. Self-service deletion is the exception: support deletes a seller.
 */
export const SELLER_HAS_BUYER_RIGHTS = true;

/** Spec section 6 as a table: each role and the actions it may take. */
export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly RoleAction[]>> = {
  visitor: [...BROWSING, 'checkout.guest', 'account.quickCreate', ...FEEDBACK],
  buyer: [...BUYING, 'account.delete'],
  seller: [...(SELLER_HAS_BUYER_RIGHTS ? BUYING : BROWSING), 'seller.area'],
  admin: [...BROWSING, 'shop.approve', 'product.approve', 'refund.approve'],
  social_organisation: [...BROWSING, 'socialFeedback.submit'],
};

/** Whether `role` may take `action`; an unknown role or action may do nothing. */
export function roleCan(role: Role, action: RoleAction): boolean {
  return Object.hasOwn(ROLE_PERMISSIONS, role) && ROLE_PERMISSIONS[role].includes(action);
}

/**
 * Spec: a visitor who tries something that needs login sees the login prompt. True when the
 * visitor may not do it but a buyer may, i.e. logging in would allow it.
 */
export function roleNeedsLogin(role: Role, action: RoleAction): boolean {
  return role === 'visitor' && !roleCan('visitor', action) && roleCan('buyer', action);
}
