import { randomBytes } from 'node:crypto';
import type { Hono } from 'hono';
import type { Db } from '../db/db.js';
import { signUp } from './auth-probe.js';

let phoneSeq = 0;
/** A phone number no other probe of this run uses (088 + the process id's digits + a counter). */
export const probePhone = () => `088${String((process.pid % 1000) * 10_000 + (phoneSeq += 1)).padStart(7, '0')}`;

export interface SellerProbe {
  readonly token: string;
  readonly userId: string;
  readonly shopId: string;
}

/**
 * An approved seller as an admin's approval leaves it: an account with the seller role that
 * owns a new, empty shop. For tests of the seller area's routes; registration's own tests go
 * through the application endpoints instead.
 */
export async function sellerAccount(app: Hono, db: Db, name = 'Cửa hàng thử'): Promise<SellerProbe> {
  const grant = await signUp(app, { destination: probePhone(), name: 'Trần Văn Bán' });
  const shopId = randomBytes(12).toString('hex');
  await db.query(`INSERT INTO shops (id, name, country, owner_user_id) VALUES ($1, $2, 'VN', $3)`, [shopId, name, grant.profile._id]);
  await db.query(`UPDATE users SET roles = ARRAY['buyer', 'seller']::text[] WHERE id = $1`, [grant.profile._id]);
  return { token: grant.token, userId: grant.profile._id, shopId };
}

/** An account with the admin role (the platform's, as adminAccountEnsure makes one). */
export async function adminAccount(app: Hono, db: Db): Promise<{ readonly token: string; readonly userId: string }> {
  const grant = await signUp(app, { destination: probePhone(), name: 'Quản Trị' });
  await db.query(`UPDATE users SET roles = ARRAY['admin']::text[] WHERE id = $1`, [grant.profile._id]);
  return { token: grant.token, userId: grant.profile._id };
}
