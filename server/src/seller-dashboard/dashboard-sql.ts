import { VIETNAM_UTC_OFFSET_INTERVAL_SQL, VIETNAM_UTC_OFFSET_SQL } from '@modavi/core';

/**
 * The shop's parts of orders placed in a period ($1 shop, $2 first day, $3 last day: Vietnam
 * days, both included), each with the status the seller sees (a part its seller cancelled reads
 * as cancelled, as the order list shows it) and its Vietnamese day. Orders still awaiting their
 * online payment are not the seller's yet and are left out.
 */
export const PERIOD_PARTS_SQL = `
  SELECT os.id AS part_id, o.id AS order_id, o.owner_id, o.created_at, o.address->>'name' AS buyer_name,
    os.subtotal, os.discount, os.voucher, os.shipping_fee, os.shop_total,
    to_char((o.created_at AT TIME ZONE 'UTC') + interval '${VIETNAM_UTC_OFFSET_INTERVAL_SQL}', 'YYYY-MM-DD') AS day,
    CASE WHEN os.cancelled_by IS NOT NULL AND o.status <> 'cancelled' THEN 'cancelled' ELSE o.status END AS seen_status,
    EXISTS (SELECT 1 FROM refunds r WHERE r.order_id = o.id AND r.shop_id = $1 AND r.status <> 'buyer_cancelled') AS refunded
  FROM orders o JOIN order_shops os ON os.order_id = o.id AND os.shop_id = $1
  WHERE o.status <> 'pending_approval'
    AND o.created_at >= ($2 || ' 00:00:00${VIETNAM_UTC_OFFSET_SQL}')::timestamptz
    AND o.created_at < ($3 || ' 00:00:00${VIETNAM_UTC_OFFSET_SQL}')::timestamptz + interval '1 day'`;

/** The period's figures; $4 is core's DASHBOARD_SALES_STATUSES. */
export const TOTALS_SQL = `
  SELECT count(*) FILTER (WHERE seen_status = ANY($4::text[]))::int AS orders,
    coalesce(sum(shop_total) FILTER (WHERE seen_status = ANY($4::text[])), 0)::float8 AS sales,
    count(DISTINCT owner_id) FILTER (WHERE seen_status = ANY($4::text[]))::int AS buyers,
    count(*)::int AS placed,
    count(*) FILTER (WHERE seen_status = 'cancelled')::int AS cancelled,
    count(*) FILTER (WHERE refunded)::int AS refunded
  FROM (${PERIOD_PARTS_SQL}) parts`;

export const DAYS_SQL = `
  SELECT day, coalesce(sum(shop_total), 0)::float8 AS sales, count(*)::int AS orders
  FROM (${PERIOD_PARTS_SQL}) parts WHERE seen_status = ANY($4::text[]) GROUP BY day`;

/** Best sellers by their lines' sales; $5 how many. */
export const TOP_PRODUCTS_SQL = `
  SELECT i.product_id, (array_agg(i.name ORDER BY i.position))[1] AS name, (array_agg(i.image ORDER BY i.position))[1] AS image,
    sum(i.quantity)::int AS quantity, sum(i.quantity * i.unit_price)::float8 AS sales
  FROM (${PERIOD_PARTS_SQL}) parts JOIN order_items i ON i.order_shop_id = parts.part_id
  WHERE parts.seen_status = ANY($4::text[])
  GROUP BY i.product_id ORDER BY sales DESC, quantity DESC, i.product_id LIMIT $5`;

/**
 * Who viewed one of the shop's products in the period, as either record says it: the analytics
 * event sent at the view, or the view inside a tracking session the server kept (spec 7; a
 * session may arrive minutes later, or carry views whose analytics call was lost). The same
 * viewer in both counts once. Accounts count one each; guests count by the place they came from
 * (the address's key; an older row without one is its own place), at most $4 a place, so fresh
 * guest tokens cannot inflate the figure (DASHBOARD_GUEST_VISITORS_PER_PLACE).
 */
export const VISITORS_SQL = `
  WITH views AS (
    SELECT e.owner_id, e.owner_kind, coalesce(e.client_key, e.owner_id) AS place
    FROM analytics_events e JOIN products p ON p.id = e.object_id AND p.shop_id = $1
    WHERE e.name = 'view_item'
      AND e.occurred_at >= ($2 || ' 00:00:00${VIETNAM_UTC_OFFSET_SQL}')::timestamptz
      AND e.occurred_at < ($3 || ' 00:00:00${VIETNAM_UTC_OFFSET_SQL}')::timestamptz + interval '1 day'
    UNION
    SELECT s.owner_id, s.owner_kind, coalesce(s.client_key, s.owner_id) AS place
    FROM tracking_events t JOIN products p ON p.id = t.object_id AND p.shop_id = $1
      JOIN tracking_sessions s ON s.owner_id = t.owner_id AND s.session_id = t.session_id
    WHERE t.type = 'view_item'
      AND t.occurred_at >= ($2 || ' 00:00:00${VIETNAM_UTC_OFFSET_SQL}')::timestamptz
      AND t.occurred_at < ($3 || ' 00:00:00${VIETNAM_UTC_OFFSET_SQL}')::timestamptz + interval '1 day'
  ), guests AS (
    SELECT place, count(DISTINCT owner_id) AS n FROM views WHERE owner_kind <> 'user' GROUP BY place
  )
  SELECT ((SELECT count(DISTINCT owner_id) FROM views WHERE owner_kind = 'user')
        + (SELECT coalesce(sum(LEAST(n, $4::int)), 0) FROM guests))::int AS visitors`;

/**
 * What waits for the seller now, whatever the period: parts whose seller has not yet taken the
 * step their status asks for, the oldest one's time, and when the seller last handled an order.
 */
export const WAITING_SQL = `
  WITH mine AS (
    SELECT o.created_at, os.confirmed_at, os.handed_over_at, os.cancelled_at, os.cancelled_by,
      CASE WHEN os.cancelled_by IS NOT NULL AND o.status <> 'cancelled' THEN 'cancelled' ELSE o.status END AS seen_status
    FROM orders o JOIN order_shops os ON os.order_id = o.id AND os.shop_id = $1
  ), waiting AS (
    SELECT * FROM mine WHERE (seen_status = 'pending_confirmation' AND confirmed_at IS NULL)
      OR (seen_status = 'pending_pickup' AND handed_over_at IS NULL) OR seen_status = 'cancel_pending'
  )
  SELECT
    (SELECT count(*) FROM waiting WHERE seen_status = 'pending_confirmation')::int AS pending_confirmation,
    (SELECT count(*) FROM waiting WHERE seen_status = 'pending_pickup')::int AS pending_pickup,
    (SELECT count(*) FROM waiting WHERE seen_status = 'cancel_pending')::int AS cancel_pending,
    (SELECT extract(epoch FROM min(created_at)) * 1000 FROM waiting)::float8 AS oldest_waiting_ms,
    (SELECT extract(epoch FROM greatest(max(confirmed_at), max(handed_over_at), max(cancelled_at) FILTER (WHERE cancelled_by = 'seller'))) * 1000 FROM mine)::float8 AS last_handled_ms`;
