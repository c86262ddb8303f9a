/**
 * Waits, when the wall clock is within `needMs` of the end of a `windowMs` budget window, for the
 * next one to start: a test that spends a whole budget in a burst must not straddle two windows
 * (each would hold a full budget, and the refusal it expects would not come).
 */
export async function budgetWindowFresh(windowMs: number, needMs: number): Promise<void> {
  const left = windowMs - (Date.now() % windowMs);
  if (left < needMs) await new Promise((resolve) => setTimeout(resolve, left + 20));
}
