import { API_PATHS, IMAGE_UPLOAD_FIELD, type ProductDraft, SELLER_API_PATHS, ADMIN_API_PATHS } from '@modavi/core';
import { makeProductDraft } from '@modavi/core/testing';
import { apiAs, type Account } from './signed-in';

// An 8 x 8 PNG, so the server's re-encoder really decodes it.
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGO4qZ2HFTEMLQkAP6RcgULzPMEAAAAASUVORK5CYII=', 'base64');

/** Uploads a picture as the account (the product form's images must be its own uploads); its address. */
export async function imageUploaded(baseUrl: string, account: Pick<Account, 'token'>): Promise<string> {
  const form = new FormData();
  form.append(IMAGE_UPLOAD_FIELD, new Blob([PNG], { type: 'image/png' }), 'anh-san-pham.png');
  const response = await fetch(new URL(API_PATHS.imageUpload, `${baseUrl}/`), {
    method: 'POST',
    headers: { authorization: `Bearer ${account.token}` },
    body: form,
  });
  const payload = (await response.json()) as { data?: { url: string }; error_code?: string };
  if (!response.ok || !payload.data) throw new Error(`the upload answered ${response.status} ${payload.error_code ?? ''}`);
  return payload.data.url;
}

/** The platform's first category, as the product form offers it. */
export async function categoryFirst(baseUrl: string, seller: Pick<Account, 'token'>): Promise<string> {
  const options = await apiAs<{ categories: { _id: string }[] }>(baseUrl, seller, SELLER_API_PATHS.sellerProductFormOptions);
  const first = options.categories[0]?._id;
  if (!first) throw new Error('the form offers no category');
  return first;
}

export interface ProductMade {
  readonly id: string;
  readonly draft: ProductDraft;
}

/**
 * A product of the seller made through the API (core's passing draft, the seller's own upload
 * and the first category), submitted; with `approve`, the admin approves it so buyers see it.
 */
export async function sellerProductMake(
  baseUrl: string,
  seller: Pick<Account, 'token'>,
  overrides: Partial<ProductDraft>,
  approve: Pick<Account, 'token'> | null,
): Promise<ProductMade> {
  const draft = makeProductDraft({
    images: [await imageUploaded(baseUrl, seller)],
    category_id: await categoryFirst(baseUrl, seller),
    size_details: [],
    ...overrides,
  });
  const made = await apiAs<{ product: { _id: string } }>(baseUrl, seller, SELLER_API_PATHS.sellerProducts, { method: 'POST', body: { draft, submit: true } });
  if (approve) await apiAs(baseUrl, approve, ADMIN_API_PATHS.adminProductApprove(made.product._id), { method: 'POST' });
  return { id: made.product._id, draft };
}

/** A seller's edit of the product through the API (submitted again), as the edit form would send it. */
export const sellerProductSave = (baseUrl: string, seller: Pick<Account, 'token'>, id: string, draft: ProductDraft) =>
  apiAs(baseUrl, seller, SELLER_API_PATHS.sellerProduct(id), { method: 'PUT', body: { draft, submit: true } });
