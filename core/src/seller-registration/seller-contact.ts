import * as z from 'zod/mini';

/**
 * The 24/7 hotline (spec 1: "a 24/7 hotline exists"; the spec gives no number). One place for
 * the landing page, the rejected application's 'contact support' and the seller area.
 */
export const SELLER_SUPPORT_HOTLINE = '1900 6035';

/** What the server answers to a landing contact form: the stored message's id. */
export const SellerContactAnswerSchema = z.object({ _id: z.string() });
export type SellerContactAnswer = z.infer<typeof SellerContactAnswerSchema>;
