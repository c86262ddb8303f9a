import { groupBuyCountdown } from '@modavi/core';

const two = (value: number): string => String(value).padStart(2, '0');

/** A room's time left as hh:mm:ss (core's groupBuyCountdown). */
export function groupBuyTimeLeft(expiresAt: number, now: number): string {
  const { hours, minutes, seconds } = groupBuyCountdown(expiresAt, now);
  return `${two(hours)}:${two(minutes)}:${two(seconds)}`;
}
