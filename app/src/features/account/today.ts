import { vietnamDayIso } from '@modavi/core';

/** Today in Vietnam as 'YYYY-MM-DD', the day the profile rules compare a birthday with. */
export const todayIso = (): string => vietnamDayIso(Date.now());
