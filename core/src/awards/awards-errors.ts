import type { ErrorCatalogue, ErrorMessages } from '../errors/error-catalogue.js';
import type { AwardsErrorCode } from './awards-rules.js';

type Codes = AwardsErrorCode | 'AWARDS.NOT_FOUND' | 'AWARDS.NOMINEE_NOT_FOUND';

/** Codes of the awards calls beyond the vote and check-in rules (GROUP_BUY_ERRORS' VOTE.* and CHECK_IN.*). */
export const AWARDS_ERRORS = {
  'AWARDS.CLOSED': { vi: 'Sự kiện bình chọn đã kết thúc hoặc chưa bắt đầu', kr: 'Voting is closed for this awards event' },
  'AWARDS.NOT_FOUND': { vi: 'Chưa có sự kiện bình chọn nào', kr: 'There is no awards event yet' },
  'AWARDS.NOMINEE_NOT_FOUND': { vi: 'Không tìm thấy đề cử này', kr: 'This nominee was not found' },
} as const satisfies ErrorCatalogue & Record<Codes, ErrorMessages>;
