import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import { COMMUNITY_PATHS, PUSH_TOKEN_OS_DEFAULT, PushTokenRecordSchema, DEV_API_PATHS } from '@modavi/core';
import type { Db } from '../db/db.js';
import type { ApiEnv } from '../http/api-env.js';
import { ApiError, ERROR_CODES } from '../http/api-error.js';
import { sessionRequired } from '../http/auth.js';
import { okJson } from '../http/envelope.js';
import { bodyParse } from '../http/request-body.js';
import { routePath } from '../http/route-path.js';
import { documentAdd, documentDelete, documentUpdate, documentsFind } from './document-store.js';
import { pushDevicesList, pushTokenRemove, pushTokenSave } from './push-token-store.js';
import { SERVICE_WORKER_PATH, serviceWorkerScript } from './service-worker-script.js';
import type { FirebaseWebConfig } from '../config.js';

// Push service tokens are long opaque strings; the bounds only refuse nonsense.
const PUSH_TOKEN_MAX = 4096;
const DEVICE_ID_MAX = 200;

const CreateSchema = z.object({
  token: z.string().trim().min(1).max(PUSH_TOKEN_MAX),
  deviceId: z.string().trim().min(1).max(DEVICE_ID_MAX),
  os: z.string().trim().min(1).max(20).default(PUSH_TOKEN_OS_DEFAULT),
});
const RemoveSchema = z.object({ deviceId: z.string().trim().min(1).max(DEVICE_ID_MAX) });
const DocumentQuerySchema = z.object({ userId: z.string().min(1), deviceId: z.string().min(1) });
const CollectionSchema = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/);

const collectionOf = (raw: string): string => {
  const parsed = CollectionSchema.safeParse(raw);
  if (!parsed.success) throw new ApiError(400, ERROR_CODES.requestInvalid, 'Invalid collection name.');
  return parsed.data;
};
const documentMissing = () => new ApiError(404, ERROR_CODES['DOCUMENT.NOT_FOUND'], 'No such document.');

/**
 * The community API's push token calls, at the community base address (the page's own origin
 * by default); outside production also the stand-in document store and a list of devices.
 */
export function pushRoutes(db: Db, devRoutes: boolean, firebase: FirebaseWebConfig): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  const worker = serviceWorkerScript(firebase);
  // Revalidated on every registration check: a changed worker reaches browsers at once.
  routes.get(SERVICE_WORKER_PATH, (c) => c.body(worker, 200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' }));
  const create = routePath(COMMUNITY_PATHS.pushTokenCreate);
  const remove = routePath(COMMUNITY_PATHS.pushTokenRemove);
  const signedIn = createMiddleware<ApiEnv>(async (c, next) => {
    if (c.get('session').kind !== 'user') throw new ApiError(403, ERROR_CODES['PUSH.LOGIN_REQUIRED'], 'Push tokens belong to a signed-in account.');
    await next();
  });
  for (const path of [create, remove]) {
    routes.use(path, sessionRequired(db));
    routes.use(path, signedIn);
  }
  routes.post(create, async (c) => {
    const body = await bodyParse(c, CreateSchema, { token: ERROR_CODES['PUSH.TOKEN_INVALID'] });
    await pushTokenSave(db, { userId: c.get('session').ownerId, deviceId: body.deviceId, token: body.token, os: body.os });
    return okJson(c, { deviceId: body.deviceId }, 201);
  });
  routes.post(remove, async (c) => {
    const body = await bodyParse(c, RemoveSchema);
    return okJson(c, { removed: await pushTokenRemove(db, c.get('session').ownerId, body.deviceId) });
  });

  if (devRoutes) {
    routes.get(routePath(DEV_API_PATHS.devPushTokens), async (c) => okJson(c, await pushDevicesList(db, c.req.query('deviceId')?.trim() || null)));
    const documents = routePath(DEV_API_PATHS.devDocuments(':collection')).replace('%3Acollection', ':collection');
    const document = routePath(DEV_API_PATHS.devDocument(':collection', ':id')).replace('%3Acollection', ':collection').replace('%3Aid', ':id');
    routes.get(documents, async (c) => {
      const query = DocumentQuerySchema.safeParse(c.req.query());
      if (!query.success) throw new ApiError(400, ERROR_CODES.requestInvalid, 'userId and deviceId are required.');
      return okJson(c, await documentsFind(db, collectionOf(c.req.param('collection') ?? ''), query.data));
    });
    routes.post(documents, async (c) => {
      const record = await bodyParse(c, PushTokenRecordSchema);
      return okJson(c, { id: await documentAdd(db, collectionOf(c.req.param('collection') ?? ''), record) }, 201);
    });
    routes.put(document, async (c) => {
      const record = await bodyParse(c, PushTokenRecordSchema);
      if (!(await documentUpdate(db, collectionOf(c.req.param('collection') ?? ''), (c.req.param('id') ?? ''), record))) throw documentMissing();
      return okJson(c, { id: (c.req.param('id') ?? '') });
    });
    routes.delete(document, async (c) => {
      if (!(await documentDelete(db, collectionOf(c.req.param('collection') ?? ''), (c.req.param('id') ?? '')))) throw documentMissing();
      return okJson(c, { id: (c.req.param('id') ?? '') });
    });
  }
  return routes;
}
