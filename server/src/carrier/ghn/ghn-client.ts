import { Effect } from 'effect';
import * as z from 'zod/mini';
import { circuitBreakerMake, type CircuitBreaker } from '../../providers/circuit-breaker.js';
import { providerCall, type CallPolicy } from '../../providers/provider-call.js';
import { ProviderBadAnswer, type ProviderFailure } from '../../providers/provider-failure.js';
import type { GhnSettings } from './ghn-config.js';
import { GHN_PATHS, GHN_PROVIDER, ghnPost } from './ghn-http.js';
import { GHN_POLICIES, type GhnPolicies } from './ghn-policies.js';

const Names = z.optional(z.nullable(z.array(z.string())));
const ProvinceSchema = z.object({ ProvinceID: z.number(), ProvinceName: z.string(), NameExtension: Names });
const DistrictSchema = z.object({ DistrictID: z.number(), ProvinceID: z.number(), DistrictName: z.string(), NameExtension: Names });
const WardSchema = z.object({ WardCode: z.string(), DistrictID: z.number(), WardName: z.string(), NameExtension: Names });
const FeeSchema = z.object({ total: z.number() });
const CreatedSchema = z.object({ order_code: z.string(), expected_delivery_time: z.optional(z.nullable(z.string())) });
const CancelledSchema = z.array(z.object({ order_code: z.string(), result: z.boolean(), message: z.optional(z.string()) }));
const DetailSchema = z.object({ order_code: z.string(), status: z.string() });

export type GhnProvince = z.infer<typeof ProvinceSchema>;
export type GhnDistrict = z.infer<typeof DistrictSchema>;
export type GhnWard = z.infer<typeof WardSchema>;

/** GHN's service for parcels up to 20 kg ("Hàng nhẹ", service_type_id 2): the one the platform ships with. */
export const GHN_SERVICE_LIGHT = 2;
/** Who pays GHN's fee: the shop (payment_type_id 1); the buyer's share was taken at checkout. */
export const GHN_PAYER_SHOP = 1;
/** What the receiver may do (required_note): look at the goods, not try them (GHN's CHOXEMHANGKHONGTHU), a fashion shop's usual choice. */
export const GHN_REQUIRED_NOTE = 'CHOXEMHANGKHONGTHU';

export interface GhnFeeRequest {
  readonly to_district_id: number;
  readonly to_ward_code: string;
  readonly weight: number;
  readonly length: number;
  readonly width: number;
  readonly height: number;
  readonly insurance_value: number;
}

export interface GhnCreateRequest extends GhnFeeRequest {
  readonly client_order_code: string;
  readonly to_name: string;
  readonly to_phone: string;
  readonly to_address: string;
  readonly cod_amount: number;
  readonly content: string;
  readonly items: readonly { readonly name: string; readonly quantity: number; readonly weight: number }[];
}

export interface GhnClient {
  readonly breaker: CircuitBreaker;
  provinces(): Effect.Effect<GhnProvince[], ProviderFailure>;
  districts(provinceId: number): Effect.Effect<GhnDistrict[], ProviderFailure>;
  wards(districtId: number): Effect.Effect<GhnWard[], ProviderFailure>;
  fee(request: GhnFeeRequest): Effect.Effect<number, ProviderFailure>;
  create(request: GhnCreateRequest): Effect.Effect<{ orderCode: string; expectedDelivery: number | null }, ProviderFailure>;
  cancel(orderCode: string): Effect.Effect<boolean, ProviderFailure>;
  detail(orderCode: string): Effect.Effect<string, ProviderFailure>;
}

/** One GHN call: POST, then GHN's `data` read by its schema (a mismatch is a bad answer). */
function ghnCall<T>(settings: GhnSettings, breaker: CircuitBreaker, policy: CallPolicy, path: string, body: Record<string, unknown>, schema: z.ZodMiniType<T>) {
  return providerCall(breaker, policy, async (signal) => {
    const data = await ghnPost(settings, path, body, signal);
    const parsed = schema.safeParse(data);
    if (!parsed.success) throw new ProviderBadAnswer({ provider: GHN_PROVIDER, detail: `${path}: ${parsed.error.issues[0]?.message ?? 'unexpected data'}` });
    return parsed.data;
  });
}

/** GHN's API v2 as Effect programs, one breaker for all its calls (a GHN that is down is down for all). */
export function ghnClient(settings: GhnSettings, policies: GhnPolicies = GHN_POLICIES): GhnClient {
  const breaker = Effect.runSync(circuitBreakerMake(GHN_PROVIDER, policies.breaker));
  const call = <T>(policy: CallPolicy, path: string, body: Record<string, unknown>, schema: z.ZodMiniType<T>) => ghnCall(settings, breaker, policy, path, body, schema);
  const shopId = Number(settings.shopId);
  return {
    breaker,
    provinces: () => call(policies.masterData, GHN_PATHS.province, {}, z.array(ProvinceSchema)),
    districts: (provinceId) => call(policies.masterData, GHN_PATHS.district, { province_id: provinceId }, z.array(DistrictSchema)),
    wards: (districtId) => call(policies.masterData, GHN_PATHS.ward, { district_id: districtId }, z.array(WardSchema)),
    fee: (request) =>
      Effect.map(call(policies.fee, GHN_PATHS.fee, { ...request, shop_id: shopId, service_type_id: GHN_SERVICE_LIGHT }, FeeSchema), (fee) => fee.total),
    create: (request) =>
      Effect.map(
        call(
          policies.create,
          GHN_PATHS.create,
          { ...request, payment_type_id: GHN_PAYER_SHOP, required_note: GHN_REQUIRED_NOTE, service_type_id: GHN_SERVICE_LIGHT },
          CreatedSchema,
        ),
        (created) => {
          const expected = created.expected_delivery_time ? Date.parse(created.expected_delivery_time) : Number.NaN;
          return { orderCode: created.order_code, expectedDelivery: Number.isFinite(expected) ? expected : null };
        },
      ),
    cancel: (orderCode) =>
      Effect.map(call(policies.cancel, GHN_PATHS.cancel, { order_codes: [orderCode] }, CancelledSchema), (answers) =>
        answers.some((answer) => answer.order_code === orderCode && answer.result),
      ),
    detail: (orderCode) => Effect.map(call(policies.detail, GHN_PATHS.detail, { order_code: orderCode }, DetailSchema), (detail) => detail.status),
  };
}
