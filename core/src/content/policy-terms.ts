/**
 * Terms the policies promise that no rule of the app enforces (the platform's people keep them),
 * named so the help pages quote one figure (issue 14: figures in guides and policies come from core).
 * The spec gives none of them: these are our readings of what Vietnamese marketplaces promise.
 */

/** How long before a change of the fee table Modavi announces it. */
export const FEE_CHANGE_NOTICE_DAYS = 30;

/** How long a refund to a card or wallet takes at the bank's side, in working days. */
export const REFUND_BANK_WORKING_DAYS = { min: 3, max: 7 } as const;

/** How long Modavi takes to rule on a complaint the buyer and seller could not settle, in working days. */
export const COMPLAINT_RULING_WORKING_DAYS = { min: 3, max: 5 } as const;

/** How long a warranty repair usually takes from the product's arrival, in working days. */
export const WARRANTY_REPAIR_WORKING_DAYS = { min: 7, max: 15 } as const;

/** When the hotline answers. */
export const SUPPORT_HOTLINE_HOURS = '24/7';
