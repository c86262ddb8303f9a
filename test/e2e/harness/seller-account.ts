import { DEV_API_PATHS } from '@modavi/core';
import { accountCreate, type Account } from './signed-in';

export interface SellerAccount extends Account {
  readonly shopId: string;
}

/**
 * An approved seller for journeys whose subject is not registration: an account made through
 * the sign-up API, then the development helper that does what an admin's approval does (the
 * seller role and a new shop it owns). The registration journey goes through the screens.
 */
export async function sellerAccountCreate(baseUrl: string, shopName: string, name = 'Lê Thu Hà'): Promise<SellerAccount> {
  const account = await accountCreate(baseUrl, name);
  const response = await fetch(new URL(DEV_API_PATHS.devSellerRole, `${baseUrl}/`), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId: account.userId, shopName }),
  });
  if (!response.ok) throw new Error(`dev seller-role answered ${response.status}`);
  const { data } = (await response.json()) as { data: { shop_id: string } };
  return { ...account, shopId: data.shop_id };
}
