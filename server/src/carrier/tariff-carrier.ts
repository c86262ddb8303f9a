import { err, ok } from '@modavi/core';
import type { CarrierPort } from './carrier-port.js';
import { shippingQuotes, type ShippingDestination } from './shipping-fee.js';

const destinationOf = (address: { readonly is_overseas?: boolean | undefined; readonly city_code?: string | null | undefined }): ShippingDestination =>
  address.is_overseas ? { overseas: true } : { overseas: false, provinceCode: address.city_code ?? '' };

/**
 * The built-in carrier: fees by the reference tariff (shipping-fee.ts), the waybill the seller
 * types at hand-over, nothing to cancel at a carrier. It knows no parcel's state: outside
 * production the simulator moves parcels (carrier-simulator.ts); in production, without GHN,
 * nothing does (the admin's and the deadlines' steps remain).
 */
export const TARIFF_CARRIER: CarrierPort = {
  name: 'tariff',
  reportsMoves: false,
  makesWaybills: false,
  quote: (_db, request) => Promise.resolve(shippingQuotes(request.origin, destinationOf(request.destination), request.grams)),
  createShipment: (_db, request) => Promise.resolve(ok({ waybill: request.typedWaybill, expectedDelivery: null })),
  cancelShipment: () => Promise.resolve(ok(null)),
  shipmentStatus: () => Promise.resolve(err('refused')),
};
