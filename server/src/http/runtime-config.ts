import { jsonForScript } from '@modavi/core';
import type { RuntimeConfig } from '../config.js';

export const RUNTIME_CONFIG_ID = 'modavi-config';

/**
 * Puts the runtime configuration into the page as inert JSON before `</head>`, so one build
 * runs against any API address. `<` is escaped so no value can close the script element.
 */
export function runtimeConfigInject(html: string, config: RuntimeConfig): string {
  const json = jsonForScript({
    commerceApi: config.commerceApi,
    communityApi: config.communityApi,
    chatSocket: config.chatSocket,
    tokenSecret: config.tokenSecret,
    firebase: config.firebase,
    devStandIns: config.devStandIns,
    carrierMakesWaybill: config.carrierMakesWaybill,
  });
  const tag = `<script id="${RUNTIME_CONFIG_ID}" type="application/json">${json}</script>`;
  const at = html.indexOf('</head>');
  return at === -1 ? tag + html : html.slice(0, at) + tag + html.slice(at);
}
