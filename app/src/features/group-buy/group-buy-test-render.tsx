import type { ReactNode } from 'react';
import { i18nCreate } from '../../i18n/i18n';
import { screenRender, type ScreenRenderOptions } from '../../testing/screen-render';
import { groupBuyWordsLoad } from './group-buy-loaders';

/** Renders a group-buy screen in a locale with its words, a query client, a router and toasts (component tests only). */
export async function groupBuyRender(locale: 'vi' | 'kr', screen: () => ReactNode, options: Pick<ScreenRenderOptions, 'client'> = {}): Promise<void> {
  const i18n = await i18nCreate(locale);
  await groupBuyWordsLoad(i18n);
  screenRender(i18n, screen, { ...options, router: true });
}
