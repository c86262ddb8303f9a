import { err, ok } from '../shared/result.js';
import { issue, type Validation } from '../shared/validation.js';
import { fieldText } from '../format/field-read.js';

/** Spec section 5: a cancel needs a reason. Answers the trimmed reason. */
export function orderCancelReasonValidate(reason: unknown): Validation<string> {
  const text = fieldText(reason);
  return text === '' ? err([issue('reason', 'ORDER.CANCEL_REASON_REQUIRED')]) : ok(text);
}

/** Spec section 5: handing an order to the carrier needs its waybill code. Answers the trimmed code. */
export function orderWaybillValidate(code: unknown): Validation<string> {
  const text = fieldText(code);
  return text === '' ? err([issue('waybill', 'ORDER.WAYBILL_REQUIRED')]) : ok(text);
}
