import { Either, type Effect } from 'effect';
import { err, ghnCarrierStatus, ok, SHIPPING_OPTIONS, vnd, type Result, type ShippingQuote } from '@modavi/core';
import { providerRun } from '../../providers/provider-call.js';
import { providerFailureText, type ProviderFailure } from '../../providers/provider-failure.js';
import type { CarrierFailure, CarrierPort, ParcelSize } from '../carrier-port.js';
import { TARIFF_CARRIER } from '../tariff-carrier.js';
import { ghnAddressOf } from './ghn-address-codes.js';
import type { GhnClient } from './ghn-client.js';

/** GHN's bounds for a light parcel: at least 1 g and 1 cm a side (it refuses 0), at most 200 cm a side. */
const SIDE_CM_MAX = 200;
const side = (cm: number) => Math.min(SIDE_CM_MAX, Math.max(1, Math.ceil(cm)));
const parcel = (grams: number, size: ParcelSize) => ({ weight: Math.max(1, Math.ceil(grams)), length: side(size.length), width: side(size.width), height: side(size.height) });

/** What the spec's messages make of a failed call: GHN said no, or it could not be asked. */
const failureOf = (failure: ProviderFailure): CarrierFailure => (failure._tag === 'ProviderRefused' || failure._tag === 'ProviderBadAnswer' ? 'refused' : 'unavailable');

async function run<A>(what: string, program: Effect.Effect<A, ProviderFailure>): Promise<Result<A, CarrierFailure>> {
  const result = await providerRun(program);
  if (Either.isRight(result)) return ok(result.right);
  console.warn(`GHN ${what}: ${providerFailureText(result.left)}`);
  return err(failureOf(result.left));
}

/** GHN takes a Vietnamese number as dialled at home (0912345678); the address book may keep it international (+84912345678). */
export const ghnPhone = (phone: string): string => phone.replace(/[\s.-]/g, '').replace(/^\+?84(?=\d{9,10}$)/, '0');

const refused = (option: ShippingQuote['option']): ShippingQuote => ({ option, fee: vnd(0), available: false, refusal_code: 'CHECKOUT.SHIPPING_NOT_AVAILABLE_AT_ADDRESS' });

/**
 * GHN as the platform's carrier. Checkout's standard option is GHN's light service at GHN's
 * fee; express is not offered (GHN's light service has one speed), and a fee GHN cannot give
 * (an address it has no code for, GHN down or too slow) is "shipping not available at your
 * address", the spec's message. GHN ships within Vietnam only: a parcel from Korea or abroad
 * keeps the built-in tariff. Parcels leave from the address GHN keeps for the shop id (the
 * platform's pickup arrangement with GHN; per-shop pickup addresses are not built).
 */
export function ghnCarrier(client: GhnClient): CarrierPort {
  return {
    name: 'ghn',
    reportsMoves: true,
    makesWaybills: true,
    async quote(db, request) {
      if (request.origin === null || request.destination.is_overseas) return TARIFF_CARRIER.quote(db, request);
      const to = await ghnAddressOf(db, request.destination);
      const fee = to
        ? await run('fee', client.fee({ to_district_id: to.districtId, to_ward_code: to.wardCode, ...parcel(request.grams, request.size), insurance_value: request.value }))
        : err('refused' as const);
      return SHIPPING_OPTIONS.map((option) =>
        option === 'standard' && fee.ok ? { option, fee: vnd(fee.value), available: true, refusal_code: null } : refused(option),
      );
    },
    async createShipment(db, request) {
      const to = await ghnAddressOf(db, request.destination);
      if (!to) return err('refused');
      const address = request.destination;
      const created = await run(
        'create',
        client.create({
          client_order_code: request.partId,
          to_name: address.name,
          to_phone: ghnPhone(address.phone),
          to_address: [address.detail, address.ward, address.district, address.city].filter((part) => !!part).join(', '),
          to_district_id: to.districtId,
          to_ward_code: to.wardCode,
          cod_amount: request.cod,
          insurance_value: request.value,
          content: request.items.map((item) => `${item.name} x${item.quantity}`).join('; ').slice(0, 2_000),
          items: request.items.map((item) => ({ name: item.name, quantity: item.quantity, weight: Math.max(1, item.grams) })),
          ...parcel(request.grams, request.size),
        }),
      );
      return created.ok ? ok({ waybill: created.value.orderCode, expectedDelivery: created.value.expectedDelivery }) : created;
    },
    async cancelShipment(waybill) {
      const cancelled = await run('cancel', client.cancel(waybill));
      if (!cancelled.ok) return cancelled;
      return cancelled.value ? ok(null) : err('refused');
    },
    async shipmentStatus(waybill) {
      const status = await run('detail', client.detail(waybill));
      if (!status.ok) return status;
      const mapped = ghnCarrierStatus(status.value);
      return ok({ carrierStatus: mapped.known ? mapped.target : null, raw: status.value });
    },
  };
}
