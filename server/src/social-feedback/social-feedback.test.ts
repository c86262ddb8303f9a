import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SOCIAL_FEEDBACK_API_PATHS,
  SOCIAL_FEEDBACK_IMAGES_MAX,
  SOCIAL_FEEDBACK_PAGE_SIZE,
  SOCIAL_FEEDBACK_SEND_POLICY,
  type SocialFeedbackItem,
} from '@modavi/core';
import { call, testApi } from '../testing/test-api.js';
import { memoryTestDb, type TestDb } from '../testing/test-db.js';
import { adminToken, expectError, guestToken } from '../testing/commerce-probe.js';
import { uploadOnRecord } from '../testing/upload-probe.js';
import { FORM_BODY_BYTES_MAX } from '../http/body-limits.js';

const PATH = SOCIAL_FEEDBACK_API_PATHS.socialFeedback;
type Page = { items: SocialFeedbackItem[]; page: number; limit: number; total: number };
const dataOf = <T>(result: { body: unknown }) => (result.body as { data: T }).data;

describe('social feedback', () => {
  let test: TestDb;
  let app: Hono;
  let admin: string;
  beforeAll(async () => {
    test = await memoryTestDb();
    app = testApi(test.db);
    admin = await adminToken(app);
  });
  afterAll(async () => {
    await test?.dispose();
  });

  const form = async (token: string, overrides: Record<string, unknown> = {}) => ({
    organisation_name: 'Hội Bảo vệ Người tiêu dùng Hà Nội',
    decision_number: '123/QĐ-UBND',
    email: 'lienhe@hoibvntd.test',
    content: 'Phản ánh về mỹ phẩm không rõ nguồn gốc.',
    images: [await uploadOnRecord(test.db, { token })],
    ...overrides,
  });
  const send = async (token: string, overrides: Record<string, unknown> = {}) =>
    call(app, 'POST', PATH, { token, body: await form(token, overrides) });
  const rows = async () => (await test.db.query<{ n: number }>('SELECT count(*)::int AS n FROM social_feedback'))[0]?.n ?? 0;

  it('takes a visitor’s feedback (no account needed) as received, and says it is the sender’s', async () => {
    const guest = await guestToken(app);
    const sent = await send(guest);
    expect(sent.status).toBe(201);
    expect(dataOf<SocialFeedbackItem>(sent)).toMatchObject({ status: 'received', mine: true, email: 'lienhe@hoibvntd.test' });
  });

  it('refuses with the form’s rule, every issue under its field, and stores nothing', async () => {
    const guest = await guestToken(app);
    const before = await rows();
    const refused = await call(app, 'POST', PATH, { token: guest, body: { organisation_name: 'a'.repeat(101), email: 'x', images: [] } });
    expect(refused.status).toBe(400);
    const body = refused.body as { error_code: string; errors: { field: string; code: string }[] };
    expect(body.error_code).toBe('SOCIAL_FEEDBACK.ORGANISATION_NAME_TOO_LONG');
    expect(body.errors.map((found) => found.field)).toEqual(['organisation_name', 'decision_number', 'email', 'content', 'images']);
    const tooMany = Array.from({ length: SOCIAL_FEEDBACK_IMAGES_MAX + 1 }, () => '/media/uploads/x.png');
    expectError(await send(guest, { images: tooMany }), 400, 'SOCIAL_FEEDBACK.IMAGES_TOO_MANY');
    expect(await rows()).toBe(before);
  });

  it('takes only images the sender uploaded', async () => {
    const guest = await guestToken(app);
    const other = await guestToken(app);
    expectError(await send(guest, { images: [await uploadOnRecord(test.db, { token: other })] }), 400, 'SOCIAL_FEEDBACK.IMAGE_INVALID');
    expectError(await send(guest, { images: ['https://elsewhere.test/a.png'] }), 400, 'SOCIAL_FEEDBACK.IMAGE_INVALID');
  });

  it('needs a token, and refuses a body over the form limit', async () => {
    expect((await call(app, 'POST', PATH, { body: {} })).status).toBe(401);
    const guest = await guestToken(app);
    const huge = await call(app, 'POST', PATH, { token: guest, body: { content: 'x'.repeat(FORM_BODY_BYTES_MAX) } });
    expectError(huge, 413, 'REQUEST.TOO_LARGE');
  });

  it('lists publicly, newest first: others see the email masked, the sender sees its own whole', async () => {
    const sender = await guestToken(app);
    const reader = await guestToken(app);
    await send(sender, { organisation_name: 'Older', email: 'older@hoi.test' });
    await send(sender, { organisation_name: 'Newer', email: 'newer@hoi.test' });
    const seen = dataOf<Page>(await call(app, 'GET', PATH, { token: reader }));
    expect(seen.items.slice(0, 2).map((item) => [item.organisation_name, item.email, item.mine])).toEqual([
      ['Newer', 'n*****t', false],
      ['Older', 'o*****t', false],
    ]);
    const own = dataOf<Page>(await call(app, 'GET', PATH, { token: sender }));
    expect(own.items.slice(0, 2).map((item) => [item.email, item.mine])).toEqual([
      ['newer@hoi.test', true],
      ['older@hoi.test', true],
    ]);
    expect(own.limit).toBe(SOCIAL_FEEDBACK_PAGE_SIZE);
    expect(own.total).toBe(await rows());
    expect((await call(app, 'GET', `${PATH}?page=0`, { token: reader })).status).toBe(400);
    expect((await call(app, 'GET', PATH)).status).toBe(401);
  });

  it('caps one sender at the policy’s count a day', async () => {
    const guest = await guestToken(app);
    const [{ n } = { n: 0 }] = await test.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM social_feedback WHERE owner_id = (SELECT owner_id FROM social_feedback LIMIT 1)`);
    expect(n).toBeLessThanOrEqual(SOCIAL_FEEDBACK_SEND_POLICY.perOwner);
    for (let at = 0; at < SOCIAL_FEEDBACK_SEND_POLICY.perOwner; at += 1) expect((await send(guest)).status).toBe(201);
    const refused = await send(guest);
    expectError(refused, 429, 'SOCIAL_FEEDBACK.TOO_MANY');
    expect(refused.headers.get('retry-after')).toBe(String(SOCIAL_FEEDBACK_SEND_POLICY.windowHours * 3600));
  });

  it('lets only the admin read every email and set the status', async () => {
    const guest = await guestToken(app);
    const sent = dataOf<SocialFeedbackItem>(await send(guest, { email: 'status@hoi.test' }));
    const statusPath = SOCIAL_FEEDBACK_API_PATHS.adminSocialFeedbackStatus(sent._id);
    expectError(await call(app, 'GET', SOCIAL_FEEDBACK_API_PATHS.adminSocialFeedback, { token: guest }), 403, 'SOCIAL_FEEDBACK.ACTOR_NOT_ALLOWED');
    expectError(await call(app, 'PUT', statusPath, { token: guest, body: { status: 'answered' } }), 403, 'SOCIAL_FEEDBACK.ACTOR_NOT_ALLOWED');

    const all = dataOf<Page>(await call(app, 'GET', SOCIAL_FEEDBACK_API_PATHS.adminSocialFeedback, { token: admin }));
    expect(all.items[0]).toMatchObject({ _id: sent._id, email: 'status@hoi.test', mine: false });

    expectError(await call(app, 'PUT', statusPath, { token: admin, body: { status: 'done' } }), 400, 'SOCIAL_FEEDBACK.STATUS_INVALID');
    expectError(await call(app, 'PUT', SOCIAL_FEEDBACK_API_PATHS.adminSocialFeedbackStatus('nope'), { token: admin, body: { status: 'answered' } }), 404, 'SOCIAL_FEEDBACK.NOT_FOUND');
    const moved = await call(app, 'PUT', statusPath, { token: admin, body: { status: 'in_progress' } });
    expect(dataOf<SocialFeedbackItem>(moved).status).toBe('in_progress');

    const handled = dataOf<Page>(await call(app, 'GET', `${SOCIAL_FEEDBACK_API_PATHS.adminSocialFeedback}?status=in_progress`, { token: admin }));
    expect(handled.items.map((item) => item._id)).toEqual([sent._id]);
    expectError(await call(app, 'GET', `${SOCIAL_FEEDBACK_API_PATHS.adminSocialFeedback}?status=x`, { token: admin }), 400, 'SOCIAL_FEEDBACK.STATUS_INVALID');
    const publicView = dataOf<Page>(await call(app, 'GET', PATH, { token: await guestToken(app) }));
    expect(publicView.items.find((item) => item._id === sent._id)?.status).toBe('in_progress');
  });
});
