import {
  sellerApplicationDraftRead,
  sellerApplicationValidate,
  sellerPhoneFromProfile,
  type SellerAccount,
  type SellerApplicationDraft,
  type Validation,
} from '@modavi/core';

/** The registration form's state: every text as typed (empty while unfilled). */
export interface ApplicationValues {
  full_name: string;
  dob: string;
  phone: string;
  id_number: string;
  email: string;
  tax_code: string;
  bank_name: string;
  account_number: string;
  branch: string;
  store_name: string;
  business_registered: boolean;
  industry: string;
  industry_other: string;
  has_address: boolean;
  platform: string;
  platform_link: string;
  description: string;
  address: { street: string; province: string; district: string; ward: string };
  business_type: string;
  id_front_photo: string;
  id_back_photo: string;
  licence_photo: string;
}

export type ApplicationTextField = Exclude<keyof ApplicationValues, 'address' | 'business_registered' | 'has_address'>;

const TEXT_FIELDS: readonly ApplicationTextField[] = [
  'full_name',
  'dob',
  'phone',
  'id_number',
  'email',
  'tax_code',
  'bank_name',
  'account_number',
  'branch',
  'store_name',
  'industry',
  'industry_other',
  'platform',
  'platform_link',
  'description',
  'business_type',
  'id_front_photo',
  'id_back_photo',
  'licence_photo',
];

/**
 * The form's starting state: the saved draft where it has a value, else what the account
 * already proved (name, phone, email, ID number), else empty.
 */
export function applicationValuesOf(draft: SellerApplicationDraft, profile: SellerAccount['profile'] | null): ApplicationValues {
  const text = (field: ApplicationTextField, fallback?: string | null): string => draft[field] ?? fallback ?? '';
  const values = Object.fromEntries(TEXT_FIELDS.map((field) => [field, text(field)])) as Record<ApplicationTextField, string>;
  return {
    ...values,
    full_name: text('full_name', profile?.name),
    phone: text('phone', sellerPhoneFromProfile(profile?.phone)),
    email: text('email', profile?.email),
    id_number: text('id_number', profile?.id_number),
    business_registered: draft.business_registered ?? false,
    has_address: draft.has_address ?? false,
    address: {
      street: draft.address?.street ?? '',
      province: draft.address?.province ?? '',
      district: draft.address?.district ?? '',
      ward: draft.address?.ward ?? '',
    },
  };
}

/** What the server receives: blank optional texts as null, the rest as typed (core trims). */
export function applicationPayload(values: ApplicationValues): SellerApplicationDraft {
  const blankToNull = (value: string): string | null => (value.trim() === '' ? null : value);
  return {
    ...values,
    dob: blankToNull(values.dob),
    tax_code: blankToNull(values.tax_code),
    bank_name: blankToNull(values.bank_name),
    account_number: blankToNull(values.account_number),
    branch: blankToNull(values.branch),
    industry_other: values.industry === 'other' ? blankToNull(values.industry_other) : null,
    platform_link: values.platform === 'none' ? null : blankToNull(values.platform_link),
  };
}

/**
 * The form's rules: core's sellerApplicationValidate, the function the server runs on submit,
 * and the draft's length limits (the server's for PUT); every issue of both.
 */
export function applicationValidate(values: ApplicationValues): Validation<unknown> {
  const payload = applicationPayload(values);
  const rules = sellerApplicationValidate(payload);
  const lengths = sellerApplicationDraftRead(payload);
  const issues = [...(rules.ok ? [] : rules.error), ...(lengths.ok ? [] : lengths.error)];
  return issues.length > 0 ? { ok: false, error: issues } : { ok: true, value: payload };
}
