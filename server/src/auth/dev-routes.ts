import { Hono } from 'hono';
import { DEV_API_PATHS } from '@modavi/core';
import type { Db } from '../db/db.js';
import { okJson } from '../http/envelope.js';
import { routePath } from '../http/route-path.js';
import { devPage, htmlEscape } from './dev-page.js';
import { outboxRead } from './notifier.js';

/** The outbox page: where a person trying the app locally reads the codes "sent" to them. */
export const DEV_OUTBOX_PAGE = '/dev/outbox';

/**
 * Outside production only (createApi does not mount these otherwise): the embedded notifier's
 * messages, as JSON for tests (`?destination=` narrows to one phone or email) and as a page.
 */
export function devRoutes(db: Db): Hono {
  const routes = new Hono();

  routes.get(routePath(DEV_API_PATHS.devOutbox), async (c) => okJson(c, { items: await outboxRead(db, c.req.query('destination') ?? null) }));

  routes.get(DEV_OUTBOX_PAGE, async (c) => {
    const items = await outboxRead(db, null);
    const rows = items
      .map(
        (item) =>
          `<tr><td>${htmlEscape(item.created_at)}</td><td>${htmlEscape(item.channel)}</td><td>${htmlEscape(item.destination)}</td>` +
          `<td>${htmlEscape(item.purpose)}</td><td><code>${htmlEscape(item.code)}</code></td><td>${htmlEscape(item.body)}</td></tr>`,
      )
      .join('');
    const table = items.length
      ? `<div class="table" role="region" aria-label="Messages" tabindex="0"><table><caption class="note">Newest first</caption><thead><tr><th scope="col">Sent (UTC)</th><th scope="col">Channel</th><th scope="col">To</th><th scope="col">Purpose</th><th scope="col">Code</th><th scope="col">Message</th></tr></thead><tbody>${rows}</tbody></table></div>`
      : '<p>No message yet. Ask for a code in the app (sign up, log in or forgotten password), then reload this page.</p>';
    return c.html(
      devPage(
        'Outbox',
        `<p class="note">Verification codes the server would have sent by SMS or email. This page exists only outside production (MODAVI_ENV is not production).</p>${table}`,
      ),
      200,
      { 'cache-control': 'no-store' },
    );
  });

  return routes;
}
