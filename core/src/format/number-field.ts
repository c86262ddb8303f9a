/**
 * Spec: a number field is valid if it is not negative, not empty and not null. A form may
 * hand over the number itself or the text typed into the field, so both are read; text must
 * be a plain decimal number ('12', '0.5'), as the field's input would give it.
 */
export function numberFieldValid(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0;
  if (typeof value !== 'string') return false;
  const text = value.trim();
  return /^\+?(\d+\.?\d*|\.\d+)$/.test(text);
}
