/** Today in Vietnam (UTC+7) as 'YYYY-MM-DD', the day the profile rules compare a birthday with. */
const VIETNAM_OFFSET_MS = 7 * 60 * 60 * 1000;

export const todayIso = (): string => new Date(Date.now() + VIETNAM_OFFSET_MS).toISOString().slice(0, 10);
