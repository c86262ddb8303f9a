/** The annual awards event (spec sections 1, 2, 4, 8, 9): editions, categories, nominees, votes. */
export {
  AWARDS_NAME_MAX,
  AWARDS_NOMINEE_ID_MAX,
  AWARDS_VOTE_PER_CALL_MAX,
  AwardsNomineeKindSchema,
  AwardsNomineeSchema,
  AwardsCategorySchema,
  AwardsEditionSchema,
  AwardsBalanceSchema,
  AwardsVoteResultSchema,
  AwardsVoteBodySchema,
  type AwardsNomineeKind,
  type AwardsNominee,
  type AwardsCategory,
  type AwardsEdition,
  type AwardsBalance,
  type AwardsVoteResult,
  type AwardsVoteBody,
} from './awards.js';
export {
  AWARDS_EDITION_SHOWN,
  awardsVotingOpen,
  awardsVotingCheck,
  awardsEditionCurrent,
  awardsRanks,
  awardsTimeLeft,
  type AwardsTimeLeft,
  type AwardsWindow,
  type AwardsErrorCode,
} from './awards-rules.js';
export { AWARDS_ERRORS } from './awards-errors.js';
