/**
 * Why a rule said no: a stable code the app maps to an i18n key, and the numbers its message
 * interpolates (`{{max}}`). The same shape as a validation issue, without a field.
 */
export interface Refusal<Code extends string> {
  readonly code: Code;
  readonly params?: Readonly<Record<string, string | number>>;
}

export const refusal = <Code extends string>(code: Code, params?: Readonly<Record<string, string | number>>): Refusal<Code> =>
  params ? { code, params } : { code };
