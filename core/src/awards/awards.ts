import * as z from 'zod/mini';
import { CountSchema } from '../shared/counts.js';

/** Longest name of an edition or a category (the seed's are under 60 characters). */
export const AWARDS_NAME_MAX = 120;
/** Longest nominee id the vote call takes: ids are short text keys, anything longer is refused unread. */
export const AWARDS_NOMINEE_ID_MAX = 64;
/**
 * Most votes one call may spend. The spec caps nothing but the balance; this only bounds the
 * number a client may send (a balance grows by VOTES_PER_CHECK_IN a day, so a year's is 3650).
 */
export const AWARDS_VOTE_PER_CALL_MAX = 10_000;

/** What a category rewards: a shop of the catalogue or one of its products. */
export const AwardsNomineeKindSchema = z.enum(['shop', 'product']);
export type AwardsNomineeKind = z.infer<typeof AwardsNomineeKindSchema>;

export const AwardsNomineeSchema = z.object({
  id: z.string(),
  kind: AwardsNomineeKindSchema,
  /** The shop's or the product's id: the card links to /nguoi-ban/{id} or /san-pham/{id}. */
  target_id: z.string(),
  name: z.string(),
  image: z.nullable(z.string()),
  votes: CountSchema,
  /** 1 for the most votes; ties share a rank (core's awardsRanks). */
  rank: z.number().check(z.int(), z.positive()),
});
export type AwardsNominee = z.infer<typeof AwardsNomineeSchema>;

export const AwardsCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The kr locale's (English) name. */
  name_en: z.string(),
  kind: AwardsNomineeKindSchema,
  nominees: z.array(AwardsNomineeSchema),
});
export type AwardsCategory = z.infer<typeof AwardsCategorySchema>;

export const AwardsEditionSchema = z.object({
  id: z.string(),
  year: z.number().check(z.int()),
  name: z.string(),
  voting_starts_at: z.string(),
  voting_ends_at: z.string(),
  /** Whether votes are taken now (core's awardsVotingOpen on the server's clock). */
  open: z.boolean(),
  categories: z.array(AwardsCategorySchema),
});
export type AwardsEdition = z.infer<typeof AwardsEditionSchema>;

/** An account's votes: its balance and whether it checked in on today's Vietnam day. */
export const AwardsBalanceSchema = z.object({
  balance: CountSchema,
  checked_in_today: z.boolean(),
});
export type AwardsBalance = z.infer<typeof AwardsBalanceSchema>;

/** A vote's answer: what is left and the nominee's new count. */
export const AwardsVoteResultSchema = z.object({
  balance: CountSchema,
  nominee_id: z.string(),
  votes: CountSchema,
});
export type AwardsVoteResult = z.infer<typeof AwardsVoteResultSchema>;

/** The vote call's body, checked on the server (the count's balance rule is core's voteCast). */
export const AwardsVoteBodySchema = z.object({
  nominee_id: z.string().check(z.minLength(1), z.maxLength(AWARDS_NOMINEE_ID_MAX)),
  count: z.number().check(z.int(), z.gte(1), z.lte(AWARDS_VOTE_PER_CALL_MAX)),
});
export type AwardsVoteBody = z.infer<typeof AwardsVoteBodySchema>;
