import { err, ok } from '../shared/result.js';
import { issue, type Validation, type ValidationIssue } from '../shared/validation.js';
import { fieldRecord, fieldSchemaIssues, fieldText } from '../format/field-read.js';
import { AddressSchema, AddressTypeSchema, DeliveryTimeSchema, type Address } from './address.js';
import { PHONE_COUNTRY_VIETNAM, phoneFormat } from './phone-format.js';

type Fields = Readonly<Record<string, unknown>>;

function requireText(fields: Fields, field: string, code: string, issues: ValidationIssue[]): void {
  if (fieldText(fields[field]).length === 0) issues.push(issue(field, code));
}

/**
 * Checks an address from the address form and returns it cleaned (trimmed, defaults filled).
 * Always: name, phone, type and detail. A Vietnamese address needs city, district and ward
 * codes and a phone that formats as Vietnamese (spec's phone rule); an overseas one needs a
 * postal code and a country, and its phone is only required (the spec gives no foreign rule).
 * A Vietnamese phone comes back in the spec's format ('+84 091 234 5678'): every address the
 * server stores (address book, a guest's or a buyer's order) keeps its phone one way.
 * Lists every issue; never throws.
 */
export function addressValidate(input: unknown): Validation<Address> {
  const fields = fieldRecord(input);
  const issues: ValidationIssue[] = [];
  const overseas = fields['is_overseas'] === true;

  requireText(fields, 'name', 'ADDRESS.NAME_REQUIRED', issues);
  const phone = fieldText(fields['phone']);
  if (phone.length === 0) issues.push(issue('phone', 'ADDRESS.PHONE_REQUIRED'));
  else if (!overseas && phoneFormat(phone, PHONE_COUNTRY_VIETNAM) === null) issues.push(issue('phone', 'ADDRESS.PHONE_INVALID'));
  if (!AddressTypeSchema.safeParse(fields['type']).success) issues.push(issue('type', 'ADDRESS.TYPE_REQUIRED'));
  requireText(fields, 'detail', 'ADDRESS.DETAIL_REQUIRED', issues);
  if (fields['delivery_time'] != null && !DeliveryTimeSchema.safeParse(fields['delivery_time']).success) {
    issues.push(issue('delivery_time', 'ADDRESS.DELIVERY_TIME_INVALID'));
  }
  if (overseas) {
    requireText(fields, 'postal_code', 'ADDRESS.POSTAL_CODE_REQUIRED', issues);
    requireText(fields, 'country', 'ADDRESS.COUNTRY_REQUIRED', issues);
  } else {
    requireText(fields, 'city_code', 'ADDRESS.CITY_REQUIRED', issues);
    requireText(fields, 'district_code', 'ADDRESS.DISTRICT_REQUIRED', issues);
    requireText(fields, 'ward_code', 'ADDRESS.WARD_REQUIRED', issues);
  }

  const texts = ['name', 'phone', 'detail', 'city', 'city_code', 'district', 'district_code', 'ward', 'ward_code', 'postal_code', 'country'];
  const cleaned: Record<string, unknown> = { ...fields, ...Object.fromEntries(texts.filter((key) => fields[key] != null).map((key) => [key, fieldText(fields[key])])) };
  if (!overseas) cleaned['phone'] = phoneFormat(phone, PHONE_COUNTRY_VIETNAM) ?? phone;
  const parsed = AddressSchema.safeParse(cleaned);
  if (!parsed.success) issues.push(...fieldSchemaIssues(parsed.error.issues, issues, 'ADDRESS.INVALID'));
  return issues.length > 0 || !parsed.success ? err(issues) : ok(parsed.data);
}
