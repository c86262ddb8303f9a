import type { Address, CarrierStatus, Result, ShippingQuote } from '@modavi/core';
import type { Db } from '../db/db.js';
import type { ShippingOrigin } from './shipping-fee.js';

/** A parcel's packed size in centimetres. */
export interface ParcelSize {
  readonly length: number;
  readonly width: number;
  readonly height: number;
}

/** What a fee is asked for: from the shop's province (null: Korea) to the buyer's address. */
export interface FeeRequest {
  readonly origin: ShippingOrigin;
  readonly destination: Address;
  readonly grams: number;
  readonly size: ParcelSize;
  /** What the goods are worth, for the carrier's insurance (whole đồng). */
  readonly value: number;
}

/** One shop's part of an order, handed to the carrier. */
export interface ShipmentRequest {
  /** The shop's part (order_shops.id): the carrier's client order code, so a repeat is recognised. */
  readonly partId: string;
  readonly destination: Address;
  readonly grams: number;
  readonly size: ParcelSize;
  /** What the carrier collects from the buyer (cash on delivery), 0 for an order paid online. */
  readonly cod: number;
  readonly value: number;
  readonly items: readonly { readonly name: string; readonly quantity: number; readonly grams: number }[];
  /** The waybill the seller typed: the built-in carrier keeps it; GHN makes its own. */
  readonly typedWaybill: string;
}

export interface Shipment {
  readonly waybill: string;
  /** When the carrier expects to deliver (epoch ms), when it says. */
  readonly expectedDelivery: number | null;
}

/** Why the carrier did not do what it was asked: down or too slow, or it said no (a bad address, a parcel too large). */
export type CarrierFailure = 'unavailable' | 'refused';

/**
 * The carrier, as checkout and the seller's hand-over use it. Two of them: the built-in tariff
 * (the seller types the waybill of the carrier they use; outside production the simulator
 * moves the parcel) and GHN by its API v2 (fees, shipments and status webhooks).
 */
export interface CarrierPort {
  readonly name: 'tariff' | 'ghn';
  /** The carrier makes the waybill when the parcel is handed over (GHN); otherwise the seller types the one of the carrier they used. */
  readonly makesWaybills: boolean;
  /** The carrier reports each parcel's moves itself (webhooks): the simulator leaves its orders alone. */
  readonly reportsMoves: boolean;
  /** Every shipping option of one shop's parcel, in option order (core's SHIPPING_OPTIONS). */
  quote(db: Db, request: FeeRequest): Promise<ShippingQuote[]>;
  createShipment(db: Db, request: ShipmentRequest): Promise<Result<Shipment, CarrierFailure>>;
  cancelShipment(waybill: string): Promise<Result<null, CarrierFailure>>;
  /** The parcel's state as the spec's sub-state (null: nothing beyond the hand-over yet), and the carrier's own word for it. */
  shipmentStatus(waybill: string): Promise<Result<{ readonly carrierStatus: CarrierStatus | null; readonly raw: string }, CarrierFailure>>;
}
