import { Hono, type Context } from 'hono';
import { GROUP_BUY_API_PATHS, TEXT_LIMITS, authDestinationParse, type GroupBuyRoomView } from '@modavi/core';
import type { Db } from '../db/db.js';
import type { ApiEnv } from '../http/api-env.js';
import { ApiError, ERROR_CODES } from '../http/api-error.js';
import { okJson } from '../http/envelope.js';
import { routePattern } from '../http/route-path.js';
import { userFindByDestination } from '../auth/users.js';
import { objectBody } from '../seller-shop/seller-shop-http.js';
import { groupBuyProductView, groupBuyRoomView } from './group-buy-views.js';
import { roomChange, roomExpireIfDue, roomMissing, roomOpen, roomRules } from './group-buy-rooms.js';
import type { RoomRecord } from './group-buy-store.js';

const P = GROUP_BUY_API_PATHS;

const userOf = (c: Context<ApiEnv>): string | null => (c.get('session').kind === 'user' ? c.get('session').ownerId : null);

/**
 * The account an invitation names by its phone or email (as it logs in), or null when none has
 * it. Only text that is no phone or email at all is refused here (404, whoever calls): whether
 * an account has a well-formed contact is never told (issue 24; the room's rules answer alike).
 */
async function inviteeOf(db: Db, body: Record<string, unknown>): Promise<string | null> {
  const contact = typeof body['contact'] === 'string' ? body['contact'].trim() : '';
  const notFound = new ApiError(404, ERROR_CODES['GROUP_BUY.INVITEE_NOT_FOUND'], 'No account has this phone or email.');
  if (contact === '' || contact.length > TEXT_LIMITS.email) throw notFound;
  const channel = contact.includes('@') ? 'email' : 'phone';
  const destination = authDestinationParse(channel, contact);
  if (!destination.ok) throw notFound;
  const user = await userFindByDestination(db, channel, destination.value);
  return user?.id ?? null;
}

/**
 * The buyer's side of the group-buy (spec 1 and 4): a product's running offer and open rooms
 * for anyone, a room for anyone with its link (a visitor's token too), and the steps (open,
 * join, invite, cancel) for an account. Paying a share is an order placed through checkout
 * with the room's id (server/src/checkout). Every read and step closes a room past its deadline
 * first. `now` is the server's clock (tests move it).
 */
export function groupBuyRoutes(db: Db, now: () => number): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  const answer = async (c: Context<ApiEnv>, record: RoomRecord): Promise<Response> =>
    okJson<GroupBuyRoomView>(c, await groupBuyRoomView(db, record, userOf(c)));
  const me = (c: Context<ApiEnv>): string => c.get('session').ownerId;

  routes.get(routePattern(P.product), async (c) => okJson(c, await groupBuyProductView(db, c.req.param('id') ?? '', now())));

  routes.get(routePattern(P.room), async (c) => {
    const record = await db.transaction((tx) => roomExpireIfDue(tx, c.req.param('id') ?? '', now()));
    if (!record) throw roomMissing();
    return answer(c, record);
  });

  routes.post(routePattern(P.open), async (c) => answer(c, await roomOpen(db, c.req.param('id') ?? '', me(c), now())));

  routes.post(routePattern(P.join), async (c) => {
    const at = now();
    return answer(c, await roomChange(db, c.req.param('id') ?? '', at, roomRules.join(me(c), at), { kind: 'joined', userId: me(c) }));
  });

  routes.post(routePattern(P.invite), async (c) => {
    const invitee = await inviteeOf(db, await objectBody(c));
    // An outsider is refused (403 NOT_MEMBER) and a member answered with the room, account or not.
    const change = invitee === null ? null : ({ kind: 'invited', inviteeId: invitee } as const);
    return answer(c, await roomChange(db, c.req.param('id') ?? '', now(), roomRules.invite(me(c), invitee), change));
  });

  routes.post(routePattern(P.cancel), async (c) =>
    answer(c, await roomChange(db, c.req.param('id') ?? '', now(), roomRules.cancel(me(c)), { kind: 'cancelled' })),
  );
  return routes;
}
