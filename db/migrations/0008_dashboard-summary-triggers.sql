-- The dashboard's summaries (docs/decisions/007-dashboard-summaries.md): statement triggers keep
-- them exact in the transaction of every write, whoever writes (services, factories, seeds,
-- psql), so the overview and the admin's list counts read a few rows instead of every order,
-- payment and page view. Each trigger adds what a statement's new rows count and takes away what
-- its old rows counted, so concurrent writers only ever add to the same rows. The triggers come
-- first and the backfill after: CREATE TRIGGER locks each table until this migration commits,
-- so no write can fall between the two.

-- What the overview calls money taken (admin/overview.server.ts): captures completed or later
-- refunded, and refunds PayPal completed; a refund counts against the money.
CREATE FUNCTION ledger_counts(kind payment_kind, status payment_status) RETURNS boolean
LANGUAGE sql IMMUTABLE AS $$
  SELECT (kind <> 'refund' AND status IN ('completed', 'refunded')) OR (kind = 'refund' AND status = 'completed')
$$;--> statement-breakpoint
CREATE FUNCTION ledger_net_cents(kind payment_kind, amount_cents integer) RETURNS integer
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN kind = 'refund' THEN -amount_cents ELSE amount_cents END
$$;--> statement-breakpoint

CREATE FUNCTION count_live_orders() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  order_kind text := CASE TG_TABLE_NAME WHEN 'orders' THEN 'regular' ELSE 'custom' END;
  added text[] := '{}';
  removed text[] := '{}';
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM order_status_counts WHERE kind = order_kind;
    RETURN NULL;
  END IF;
  -- A transition table exists only for the events that have it.
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    added := ARRAY(SELECT status::text FROM new_rows WHERE archived_at IS NULL);
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    removed := ARRAY(SELECT status::text FROM old_rows WHERE archived_at IS NULL);
  END IF;
  INSERT INTO order_status_counts AS c (kind, status, orders)
  SELECT order_kind, d.status, sum(d.delta)::integer
  FROM (SELECT unnest(added) AS status, 1 AS delta UNION ALL SELECT unnest(removed), -1) AS d
  GROUP BY d.status
  HAVING sum(d.delta) <> 0
  ON CONFLICT (kind, status) DO UPDATE SET orders = c.orders + excluded.orders;
  RETURN NULL;
END $$;--> statement-breakpoint

CREATE FUNCTION sum_payments() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  added payments[] := '{}';
  removed payments[] := '{}';
  rekinded integer[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM payment_totals;
    UPDATE custom_orders SET paid_cents = 0 WHERE paid_cents <> 0;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    added := ARRAY(SELECT n FROM new_rows AS n);
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    removed := ARRAY(SELECT o FROM old_rows AS o);
  END IF;
  -- A row counts under the kind of the payment it returns (a refund), else its own, as that
  -- payment was when the row was counted: after this statement for the new rows, before it for
  -- the old ones (from the old rows when the statement changed that payment too).
  WITH after AS (
    SELECT * FROM unnest(added)
  ), before AS (
    SELECT * FROM unnest(removed)
  ), moved AS (
    SELECT a.kind, a.status, a.amount_cents, a.custom_order_id, 1 AS sign, returned.kind AS returned_kind
    FROM after AS a
    LEFT JOIN payments AS returned ON returned.id = a.refund_of_payment_id
    UNION ALL
    SELECT b.kind, b.status, b.amount_cents, b.custom_order_id, -1, coalesce(was.kind, returned.kind)
    FROM before AS b
    LEFT JOIN before AS was ON was.id = b.refund_of_payment_id
    LEFT JOIN payments AS returned ON returned.id = b.refund_of_payment_id
  ), counted AS (
    SELECT coalesce(returned_kind, kind)::text AS total_kind, custom_order_id,
      sign * ledger_net_cents(kind, amount_cents) AS net_cents,
      CASE WHEN kind = 'refund' THEN sign * amount_cents ELSE 0 END AS refunded_cents
    FROM moved
    WHERE ledger_counts(kind, status)
  ), totals AS (
    INSERT INTO payment_totals AS t (kind, net_cents, refunded_cents)
    SELECT total_kind, sum(net_cents), sum(refunded_cents) FROM counted
    GROUP BY total_kind
    HAVING sum(net_cents) <> 0 OR sum(refunded_cents) <> 0
    ON CONFLICT (kind) DO UPDATE SET net_cents = t.net_cents + excluded.net_cents,
      refunded_cents = t.refunded_cents + excluded.refunded_cents
  )
  UPDATE custom_orders AS o SET paid_cents = o.paid_cents + p.net_cents
  FROM (
    SELECT custom_order_id, sum(net_cents)::integer AS net_cents FROM counted
    WHERE custom_order_id IS NOT NULL
    GROUP BY custom_order_id
    HAVING sum(net_cents) <> 0
  ) AS p
  WHERE o.id = p.custom_order_id;

  -- The refunds this statement left alone whose returned payment it gave another kind (or
  -- deleted, with them): they move to the kind they count under now. Never the case for the
  -- shop's own writes, which never change a kind, so the common path pays only this check.
  IF TG_OP <> 'INSERT' THEN
    rekinded := ARRAY(
      SELECT b.id FROM unnest(removed) AS b LEFT JOIN unnest(added) AS a ON a.id = b.id
      WHERE a.id IS NULL OR a.kind <> b.kind);
  END IF;
  IF cardinality(rekinded) > 0 THEN
    WITH changed AS (
      SELECT b.id, b.kind AS was, a.kind AS became
      FROM unnest(removed) AS b LEFT JOIN unnest(added) AS a ON a.id = b.id
      WHERE b.id = ANY (rekinded)
    ), refunds AS (
      SELECT f.kind, f.amount_cents, c.was, c.became
      FROM payments AS f JOIN changed AS c ON c.id = f.refund_of_payment_id
      WHERE ledger_counts(f.kind, f.status) AND NOT f.id = ANY (ARRAY(SELECT a.id FROM unnest(added) AS a))
    ), moves AS (
      SELECT was::text AS total_kind, -ledger_net_cents(kind, amount_cents) AS net_cents,
        CASE WHEN kind = 'refund' THEN -amount_cents ELSE 0 END AS refunded_cents
      FROM refunds
      UNION ALL
      SELECT coalesce(became, kind)::text, ledger_net_cents(kind, amount_cents),
        CASE WHEN kind = 'refund' THEN amount_cents ELSE 0 END
      FROM refunds
    )
    INSERT INTO payment_totals AS t (kind, net_cents, refunded_cents)
    SELECT total_kind, sum(net_cents), sum(refunded_cents) FROM moves
    GROUP BY total_kind
    HAVING sum(net_cents) <> 0 OR sum(refunded_cents) <> 0
    ON CONFLICT (kind) DO UPDATE SET net_cents = t.net_cents + excluded.net_cents,
      refunded_cents = t.refunded_cents + excluded.refunded_cents;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint

CREATE FUNCTION count_page_views() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  added page_views[] := '{}';
  removed page_views[] := '{}';
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM page_view_quarters;
    DELETE FROM page_view_days;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    added := ARRAY(SELECT n FROM new_rows AS n);
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    removed := ARRAY(SELECT o FROM old_rows AS o);
  END IF;
  WITH moved AS (
    SELECT a.path, a.created_at, 1 AS delta FROM unnest(added) AS a
    UNION ALL
    SELECT r.path, r.created_at, -1 FROM unnest(removed) AS r
  ), quarters AS (
    INSERT INTO page_view_quarters AS q (starts_at, views)
    SELECT date_bin('15 minutes', created_at, timestamptz '2000-01-01 00:00:00+00'), sum(delta)::integer
    FROM moved
    GROUP BY 1
    HAVING sum(delta) <> 0
    ON CONFLICT (starts_at) DO UPDATE SET views = q.views + excluded.views
  )
  INSERT INTO page_view_days AS d (day, path, views)
  SELECT (created_at AT TIME ZONE 'UTC')::date, path, sum(delta)::integer
  FROM moved
  GROUP BY 1, 2
  HAVING sum(delta) <> 0
  ON CONFLICT (day, path) DO UPDATE SET views = d.views + excluded.views;
  RETURN NULL;
END $$;--> statement-breakpoint

-- Transition tables allow one event per trigger.
CREATE TRIGGER custom_orders_count_insert AFTER INSERT ON custom_orders REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_live_orders();--> statement-breakpoint
CREATE TRIGGER custom_orders_count_update AFTER UPDATE ON custom_orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_live_orders();--> statement-breakpoint
CREATE TRIGGER custom_orders_count_delete AFTER DELETE ON custom_orders REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_live_orders();--> statement-breakpoint
CREATE TRIGGER custom_orders_count_truncate AFTER TRUNCATE ON custom_orders FOR EACH STATEMENT EXECUTE FUNCTION count_live_orders();--> statement-breakpoint
CREATE TRIGGER orders_count_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_live_orders();--> statement-breakpoint
CREATE TRIGGER orders_count_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_live_orders();--> statement-breakpoint
CREATE TRIGGER orders_count_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_live_orders();--> statement-breakpoint
CREATE TRIGGER orders_count_truncate AFTER TRUNCATE ON orders FOR EACH STATEMENT EXECUTE FUNCTION count_live_orders();--> statement-breakpoint
CREATE TRIGGER payments_sum_insert AFTER INSERT ON payments REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sum_payments();--> statement-breakpoint
CREATE TRIGGER payments_sum_update AFTER UPDATE ON payments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sum_payments();--> statement-breakpoint
CREATE TRIGGER payments_sum_delete AFTER DELETE ON payments REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sum_payments();--> statement-breakpoint
CREATE TRIGGER payments_sum_truncate AFTER TRUNCATE ON payments FOR EACH STATEMENT EXECUTE FUNCTION sum_payments();--> statement-breakpoint
CREATE TRIGGER page_views_count_insert AFTER INSERT ON page_views REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_page_views();--> statement-breakpoint
CREATE TRIGGER page_views_count_update AFTER UPDATE ON page_views REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_page_views();--> statement-breakpoint
CREATE TRIGGER page_views_count_delete AFTER DELETE ON page_views REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_page_views();--> statement-breakpoint
CREATE TRIGGER page_views_count_truncate AFTER TRUNCATE ON page_views FOR EACH STATEMENT EXECUTE FUNCTION count_page_views();--> statement-breakpoint

-- The backfill: what the triggers would have written had they always been there.
INSERT INTO order_status_counts (kind, status, orders)
SELECT 'custom', status::text, count(*) FROM custom_orders WHERE archived_at IS NULL GROUP BY status
UNION ALL
SELECT 'regular', status::text, count(*) FROM orders WHERE archived_at IS NULL GROUP BY status;--> statement-breakpoint
INSERT INTO payment_totals (kind, net_cents, refunded_cents)
SELECT coalesce(returned.kind, p.kind)::text, sum(ledger_net_cents(p.kind, p.amount_cents)),
  coalesce(sum(p.amount_cents) FILTER (WHERE p.kind = 'refund'), 0)
FROM payments AS p
LEFT JOIN payments AS returned ON returned.id = p.refund_of_payment_id
WHERE ledger_counts(p.kind, p.status)
GROUP BY 1;--> statement-breakpoint
UPDATE custom_orders AS o SET paid_cents = p.net_cents
FROM (
  SELECT custom_order_id, sum(ledger_net_cents(kind, amount_cents))::integer AS net_cents FROM payments
  WHERE custom_order_id IS NOT NULL AND ledger_counts(kind, status)
  GROUP BY custom_order_id
) AS p
WHERE o.id = p.custom_order_id;--> statement-breakpoint
INSERT INTO page_view_quarters (starts_at, views)
SELECT date_bin('15 minutes', created_at, timestamptz '2000-01-01 00:00:00+00'), count(*) FROM page_views GROUP BY 1;--> statement-breakpoint
INSERT INTO page_view_days (day, path, views)
SELECT (created_at AT TIME ZONE 'UTC')::date, path, count(*) FROM page_views GROUP BY 1, 2;
