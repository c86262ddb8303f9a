import type { i18n } from 'i18next';
import { LOCALES, REFUND_SELLER_LABEL_MESSAGES } from '@modavi/core';
import { localeBundleReady } from '../../i18n/locale-bundles';
import { errorsReady } from '../../i18n/errors-ready';

/** The lazy locale bundle of the seller's refund pages and the admin's refund queue. */
export const REFUND_DESK_BUNDLE = 'refund-desk';

const labelsAdded = new WeakSet<i18n>();

/**
 * The pages' words: the bundle, core's error catalogue (the forms' messages) and core's own
 * words for the seller-side labels and steps (spec 4), added under `refundLabels.` so the
 * labels are written once, in core.
 */
export async function refundDeskWordsReady(instance: i18n): Promise<void> {
  await Promise.all([localeBundleReady(instance, REFUND_DESK_BUNDLE), localeBundleReady(instance, 'orders'), errorsReady(instance)]);
  if (labelsAdded.has(instance)) return;
  labelsAdded.add(instance);
  for (const locale of LOCALES) {
    const words = Object.fromEntries(Object.entries(REFUND_SELLER_LABEL_MESSAGES).map(([code, messages]) => [code, messages[locale]]));
    instance.addResourceBundle(locale, 'translation', { refundLabels: words }, true, false);
  }
}
