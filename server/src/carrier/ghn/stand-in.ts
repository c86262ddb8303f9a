import { GHN_STATUSES } from '@modavi/core';
import { standInServe, type StandInMode, type StandInServer } from '../../payments/stand-ins/stand-in-server.js';
import type { GhnSettings } from './ghn-config.js';
import { GHN_PATHS } from './ghn-http.js';

/** A little of GHN's master data, written as GHN writes it (short names, other unit words, a test province). */
export const GHN_STAND_IN_PROVINCES = [
  { ProvinceID: 201, ProvinceName: 'Hà Nội', NameExtension: ['Hà Nội', 'TP.Hà Nội', 'Ha Noi', 'Hanoi'] },
  { ProvinceID: 202, ProvinceName: 'Hồ Chí Minh', NameExtension: ['TP.HCM', 'Thành Phố Hồ Chí Minh', 'HCM'] },
  { ProvinceID: 286, ProvinceName: 'Test - Alert - Tỉnh - 001', NameExtension: [] },
];
export const GHN_STAND_IN_DISTRICTS = [
  { DistrictID: 1484, ProvinceID: 201, DistrictName: 'Quận Ba Đình', NameExtension: ['Ba Đình', 'Q.Ba Đình'] },
  { DistrictID: 1489, ProvinceID: 201, DistrictName: 'Quận Hoàn Kiếm', NameExtension: ['Hoàn Kiếm'] },
  { DistrictID: 1711, ProvinceID: 201, DistrictName: 'Thị Xã Sơn Tây', NameExtension: ['Sơn Tây'] },
  { DistrictID: 1442, ProvinceID: 202, DistrictName: 'Quận 1', NameExtension: ['Q1', 'Quận 01'] },
  { DistrictID: 1444, ProvinceID: 202, DistrictName: 'Quận 3', NameExtension: ['Q3'] },
];
export const GHN_STAND_IN_WARDS = [
  { WardCode: '1A0101', DistrictID: 1484, WardName: 'Phường Phúc Xá', NameExtension: ['Phúc Xá'] },
  { WardCode: '1A0102', DistrictID: 1484, WardName: 'Phường Trúc Bạch', NameExtension: [] },
  { WardCode: '1A0201', DistrictID: 1489, WardName: 'Phường Phúc Tân', NameExtension: [] },
  { WardCode: '20101', DistrictID: 1442, WardName: 'Phường Tân Định', NameExtension: [] },
  { WardCode: '20311', DistrictID: 1444, WardName: 'Phường 011', NameExtension: [] },
  { WardCode: '20399', DistrictID: 1444, WardName: 'Phường Không Có', NameExtension: [] },
];

/** The stand-in's fee: 22,000 đ for the first 500 g, 5,000 đ per started 500 g above (a made-up tariff; GHN's own is its business). */
export const ghnStandInFee = (grams: number): number => 22_000 + 5_000 * Math.ceil(Math.max(0, grams - 500) / 500);

interface Parcel {
  status: string;
  readonly clientOrderCode: string;
  readonly cod: number;
  readonly body: Record<string, unknown>;
}

type Path = keyof typeof GHN_PATHS;

export interface GhnStandIn extends StandInServer {
  /** How each call is answered: as GHN would, GHN down (503), silent (the caller's time-out), or refusing (400). */
  readonly modes: Partial<Record<Path, StandInMode | 'refuse'>>;
  /** Every request, by path, with what was wrong with it ('' when nothing). */
  readonly calls: { readonly path: string; readonly problem: string; readonly body: Record<string, unknown> }[];
  readonly parcels: Map<string, Parcel>;
  /** GHN moves a parcel: the callback body GHN would post to the webhook. */
  move(orderCode: string, status: string, codTransferDate?: string): Record<string, unknown>;
}

const isInt = (value: unknown, min: number, max: number): boolean => typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
const isText = (value: unknown, max: number): boolean => typeof value === 'string' && value.trim() !== '' && value.length <= max;

/** What GHN refuses in a fee or create request (its documented required fields and bounds), or ''. */
function parcelProblem(body: Record<string, unknown>): string {
  const district = GHN_STAND_IN_DISTRICTS.find((d) => d.DistrictID === body['to_district_id']);
  if (!district) return 'to_district_id: unknown district';
  if (!GHN_STAND_IN_WARDS.some((w) => w.WardCode === body['to_ward_code'] && w.DistrictID === district.DistrictID)) return 'to_ward_code: not a ward of the district';
  if (!isInt(body['weight'], 1, 50_000)) return 'weight: 1-50000 g';
  for (const side of ['length', 'width', 'height']) if (!isInt(body[side], 1, 200)) return `${side}: 1-200 cm`;
  if (body['service_type_id'] !== 2) return 'service_type_id: light parcels are 2';
  if (body['insurance_value'] !== undefined && !isInt(body['insurance_value'], 0, 5_000_000_000)) return 'insurance_value';
  return '';
}

function createProblem(body: Record<string, unknown>): string {
  const parcel = parcelProblem(body);
  if (parcel !== '') return parcel;
  if (!isText(body['to_name'], 1_024) || !isText(body['to_address'], 1_024)) return 'to_name, to_address required';
  if (typeof body['to_phone'] !== 'string' || !/^0\d{9,10}$/.test(body['to_phone'])) return 'to_phone: a Vietnamese phone number';
  if (!isText(body['client_order_code'], 50)) return 'client_order_code required';
  if (body['payment_type_id'] !== 1 && body['payment_type_id'] !== 2) return 'payment_type_id: 1 or 2';
  if (!['CHOTHUHANG', 'CHOXEMHANGKHONGTHU', 'KHONGCHOXEMHANG'].includes(String(body['required_note']))) return 'required_note';
  if (!isInt(body['cod_amount'], 0, 50_000_000)) return 'cod_amount: 0-50000000';
  if (!Array.isArray(body['items']) || body['items'].length === 0) return 'items required';
  return '';
}

const answer = (data: unknown) => ({ status: 200, json: { code: 200, message: 'Success', data } });
const refusal = (status: number, message: string) => ({ status, json: { code: status, message, code_message: status === 401 ? 'USER_ERR_AUTH' : 'USER_ERR_COMMON', data: null } });

/**
 * A stand-in of GHN's API v2 for tests: master data, fee, create, cancel and detail, each
 * checked as GHN checks it (the Token header, the ShopId header of the shop-scoped calls,
 * required fields, weights, sizes, address codes, a second create under one client order
 * code), answering GHN's `{code, message, data}` envelope; it can be down, silent or refusing.
 */
export async function ghnStandIn(settings: Pick<GhnSettings, 'token' | 'shopId'>): Promise<GhnStandIn> {
  const modes: GhnStandIn['modes'] = {};
  const calls: GhnStandIn['calls'] = [];
  const parcels = new Map<string, Parcel>();
  let serial = 0;
  let clock = Date.parse('2026-12-07T08:00:00Z');
  const server = await standInServe((path, text, request) => {
    let body: Record<string, unknown> = {};
    try {
      const parsed: unknown = JSON.parse(text || '{}');
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) body = parsed as Record<string, unknown>;
    } catch {
      body = {};
    }
    const name = (Object.keys(GHN_PATHS) as Path[]).find((key) => `/shiip/public-api${GHN_PATHS[key]}` === path);
    const record = (problem: string) => calls.push({ path, problem, body });
    if (!name) return (record('no such path'), refusal(404, 'Not found'));
    const mode = modes[name] ?? 'normal';
    if (mode === 'hang') return (record(''), 'hang');
    if (mode === 'down') return (record(''), { status: 503, json: { message: 'Service Unavailable' } });
    if (request.headers['token'] !== settings.token) return (record('Token'), refusal(401, 'Token is not valid'));
    const scoped = name === 'fee' || name === 'create' || name === 'cancel';
    if (scoped && request.headers['shopid'] !== settings.shopId) return (record('ShopId'), refusal(400, 'ShopId is not valid'));
    if (mode === 'refuse') return (record(''), refusal(400, 'Refused by the stand-in'));
    switch (name) {
      case 'province':
        return (record(''), answer(GHN_STAND_IN_PROVINCES));
      case 'district':
        return (record(''), answer(GHN_STAND_IN_DISTRICTS.filter((d) => d.ProvinceID === body['province_id'])));
      case 'ward':
        return (record(''), answer(GHN_STAND_IN_WARDS.filter((w) => w.DistrictID === body['district_id'])));
      case 'fee': {
        const problem = parcelProblem(body);
        record(problem);
        if (problem !== '') return refusal(400, problem);
        const total = ghnStandInFee(Number(body['weight']));
        return answer({ total, service_fee: total, insurance_fee: 0, pick_station_fee: 0, coupon_value: 0, r2s_fee: 0 });
      }
      case 'create': {
        const problem = createProblem(body);
        record(problem);
        if (problem !== '') return refusal(400, problem);
        const client = String(body['client_order_code']);
        if ([...parcels.values()].some((parcel) => parcel.clientOrderCode === client)) return refusal(400, 'client_order_code is existed');
        const orderCode = `GHN${String((serial += 1)).padStart(5, '0')}VN`;
        parcels.set(orderCode, { status: 'ready_to_pick', clientOrderCode: client, cod: Number(body['cod_amount']), body });
        const total = ghnStandInFee(Number(body['weight']));
        return answer({ order_code: orderCode, sort_code: '190-G-01-A1', trans_type: 'truck', total_fee: total, expected_delivery_time: new Date(clock + 2 * 86_400_000).toISOString() });
      }
      case 'cancel': {
        record('');
        const codes = Array.isArray(body['order_codes']) ? body['order_codes'].map(String) : [];
        return answer(
          codes.map((code) => {
            const parcel = parcels.get(code);
            const cancellable = parcel !== undefined && ['ready_to_pick', 'picking', 'money_collect_picking', 'cancel'].includes(parcel.status);
            if (cancellable) parcel.status = 'cancel';
            return { order_code: code, result: cancellable, message: cancellable ? 'OK' : 'Order cannot be cancelled' };
          }),
        );
      }
      case 'detail': {
        record('');
        const parcel = parcels.get(String(body['order_code']));
        return parcel ? answer({ order_code: String(body['order_code']), status: parcel.status, client_order_code: parcel.clientOrderCode }) : refusal(400, 'Order not found');
      }
    }
  });
  return {
    ...server,
    url: `${server.url}/shiip/public-api`,
    modes,
    calls,
    parcels,
    move(orderCode, status, codTransferDate) {
      const parcel = parcels.get(orderCode);
      if (!parcel) throw new Error(`GHN stand-in: no parcel ${orderCode}`);
      if ((GHN_STATUSES as readonly string[]).includes(status)) parcel.status = status;
      clock += 60_000;
      return {
        CODAmount: parcel.cod,
        CODTransferDate: codTransferDate ?? null,
        ClientOrderCode: parcel.clientOrderCode,
        ConvertedWeight: parcel.body['weight'],
        Description: `Trạng thái: ${status}`,
        Height: parcel.body['height'],
        IsPartialReturn: false,
        Length: parcel.body['length'],
        OrderCode: orderCode,
        PaymentType: 1,
        Reason: '',
        ReasonCode: '',
        ShopID: Number(settings.shopId),
        Status: status,
        Time: new Date(clock).toISOString(),
        TotalFee: ghnStandInFee(Number(parcel.body['weight'])),
        Type: codTransferDate ? 'update_cod' : 'switch_status',
        Warehouse: 'Bưu cục Ba Đình',
        Weight: parcel.body['weight'],
        Width: parcel.body['width'],
      };
    },
  };
}
