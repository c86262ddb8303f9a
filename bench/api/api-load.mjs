// Loads the API's hot read paths (issue 17) with autocannon and reports requests per second and
// p99 latency against the targets. Every request carries a no-login token, as the app's do.
import autocannon from 'autocannon';

/** Issue 17: the read paths a sale day hits hardest, and checkout's preview. */
export const API_TARGETS = {
  read: { rps: 2_000, p99Ms: 50 },
  preview: { rps: 300, p99Ms: 100 },
};
/** Connections as in the first measurement; seconds per endpoint after a short warm-up. */
export const API_LOAD = { connections: 20, seconds: 10, warmupSeconds: 2 };

const SEARCHES = ['ao so mi', 'dam', 'kem duong', 'vay', 'son moi', 'giay'];
const HANOI = {
  name: 'Nguyễn Thị Mai',
  phone: '0912345678',
  type: 'home',
  city: 'Hà Nội',
  city_code: '01',
  district: 'Hoàn Kiếm',
  district_code: '002',
  ward: 'Hàng Bạc',
  ward_code: '00037',
  detail: '12 Hàng Bạc',
};

async function json(url, init) {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()).data;
}

/** A guest token, the first page's product ids and a draft the preview prices without an issue. */
async function fixtures(base) {
  const { token } = await json(`${base}/api/v1/public/guest-token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  const page = await json(`${base}/api/v1/public/products?limit=40`);
  const ids = page.items.map((item) => item._id);
  for (const id of ids) {
    const product = await json(`${base}/api/v1/public/products/${id}`);
    const variant = product.variants.find((candidate) => candidate.quantity > 2) ?? null;
    if (product.variants.length > 0 ? !variant : product.quantity < 3) continue;
    const draft = {
      shops: [{ shop_id: product.shop._id, items: [{ product_id: id, variant_id: variant?._id ?? null, quantity: 1 }] }],
      address: HANOI,
      payment_method: 'CASH',
      voucher_codes: [],
      agreed_terms: true,
    };
    return { token, ids, draft };
  }
  throw new Error('No product of the first page can be previewed');
}

/** A path that takes the next of `values` on each request. */
const rotating = (values, pathOf) => {
  let next = 0;
  return (request) => ({ ...request, path: pathOf(values[next++ % values.length]) });
};

function endpoints({ token, ids, draft }) {
  const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' };
  return [
    { name: 'product list', target: API_TARGETS.read, request: { method: 'GET', path: '/api/v1/public/products?page=1&limit=20', headers } },
    {
      name: 'product detail',
      target: API_TARGETS.read,
      request: { method: 'GET', headers, setupRequest: rotating(ids, (id) => `/api/v1/public/products/${id}`) },
    },
    {
      name: 'search',
      target: API_TARGETS.read,
      request: { method: 'GET', headers, setupRequest: rotating(SEARCHES, (q) => `/api/v1/public/products/search?q=${encodeURIComponent(q)}&page=1&limit=20`) },
    },
    { name: 'community feed', target: API_TARGETS.read, request: { method: 'GET', path: '/api/v1/community/posts', headers } },
    {
      name: 'checkout preview',
      target: API_TARGETS.preview,
      request: { method: 'POST', path: '/api/v1/mobile/checkout/preview', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(draft) },
    },
  ];
}

const run = (url, request, seconds) =>
  autocannon({ url, connections: API_LOAD.connections, duration: seconds, requests: [request], pipelining: 1 });

/**
 * One row per endpoint: requests per second (mean of the seconds), p99 in ms, and the count
 * of answers that were not 2xx or failed (any makes the row fail: a fast error is no figure).
 */
export async function apiLoad(base, { only = null, seconds = API_LOAD.seconds } = {}) {
  const chosen = endpoints(await fixtures(base)).filter((endpoint) => only === null || only.includes(endpoint.name));
  const rows = [];
  for (const endpoint of chosen) {
    await run(base, endpoint.request, API_LOAD.warmupSeconds);
    const result = await run(base, endpoint.request, seconds);
    const failed = result.non2xx + result.errors + result.timeouts;
    rows.push({ name: endpoint.name, rps: result.requests.average, p99: result.latency.p99, failed, target: endpoint.target });
  }
  return rows;
}
