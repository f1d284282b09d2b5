DROP INDEX "custom_orders_balance_due_idx";--> statement-breakpoint
ALTER TABLE "custom_orders" ADD COLUMN "charged_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "applied" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "note" text;--> statement-breakpoint
CREATE INDEX "custom_orders_balance_due_idx" ON "custom_orders" USING btree ("total_cents","charged_cents") WHERE "custom_orders"."archived_at" is null and "custom_orders"."status" not in ('pending', 'cancelled') and "custom_orders"."total_cents" > "custom_orders"."charged_cents";--> statement-breakpoint
-- The money view (docs/product-rules.md#money): the running totals leave out a capture that
-- could not be applied to its order and the refunds of it (`applied` false), and each custom
-- order also keeps what its applied captures charged, refunds not taken off, so that a refund
-- never shows as a balance due. Same shape as migration 0008's function; only these change.
CREATE OR REPLACE FUNCTION sum_payments() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  added payments[] := '{}';
  removed payments[] := '{}';
  rekinded integer[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM payment_totals;
    UPDATE custom_orders SET paid_cents = 0, charged_cents = 0 WHERE paid_cents <> 0 OR charged_cents <> 0;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    added := ARRAY(SELECT n FROM new_rows AS n);
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    removed := ARRAY(SELECT o FROM old_rows AS o);
  END IF;
  WITH after AS (
    SELECT * FROM unnest(added)
  ), before AS (
    SELECT * FROM unnest(removed)
  ), moved AS (
    SELECT a.kind, a.status, a.applied, a.amount_cents, a.custom_order_id, 1 AS sign, returned.kind AS returned_kind
    FROM after AS a
    LEFT JOIN payments AS returned ON returned.id = a.refund_of_payment_id
    UNION ALL
    SELECT b.kind, b.status, b.applied, b.amount_cents, b.custom_order_id, -1, coalesce(was.kind, returned.kind)
    FROM before AS b
    LEFT JOIN before AS was ON was.id = b.refund_of_payment_id
    LEFT JOIN payments AS returned ON returned.id = b.refund_of_payment_id
  ), counted AS (
    SELECT coalesce(returned_kind, kind)::text AS total_kind, custom_order_id,
      sign * ledger_net_cents(kind, amount_cents) AS net_cents,
      CASE WHEN kind = 'refund' THEN sign * amount_cents ELSE 0 END AS refunded_cents,
      CASE WHEN kind = 'refund' THEN 0 ELSE sign * amount_cents END AS charged_cents
    FROM moved
    WHERE applied AND ledger_counts(kind, status)
  ), totals AS (
    INSERT INTO payment_totals AS t (kind, net_cents, refunded_cents)
    SELECT total_kind, sum(net_cents), sum(refunded_cents) FROM counted
    GROUP BY total_kind
    HAVING sum(net_cents) <> 0 OR sum(refunded_cents) <> 0
    ON CONFLICT (kind) DO UPDATE SET net_cents = t.net_cents + excluded.net_cents,
      refunded_cents = t.refunded_cents + excluded.refunded_cents
  )
  UPDATE custom_orders AS o SET paid_cents = o.paid_cents + p.net_cents,
    charged_cents = o.charged_cents + p.charged_cents
  FROM (
    SELECT custom_order_id, sum(net_cents)::integer AS net_cents, sum(charged_cents)::integer AS charged_cents
    FROM counted
    WHERE custom_order_id IS NOT NULL
    GROUP BY custom_order_id
    HAVING sum(net_cents) <> 0 OR sum(charged_cents) <> 0
  ) AS p
  WHERE o.id = p.custom_order_id;

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
      WHERE f.applied AND ledger_counts(f.kind, f.status)
        AND NOT f.id = ANY (ARRAY(SELECT a.id FROM unnest(added) AS a))
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
-- Captures taken before this migration that were never applied to their order (a second
-- deposit, an amount that did not match, a capture given up on and refunded) are those whose
-- intent failed without being fulfilled; they and their refunds count nowhere from now on. The
-- trigger above moves them out of the running totals.
UPDATE payments SET applied = false
WHERE kind <> 'refund' AND payment_intent_id IN (
  SELECT id FROM payment_intents WHERE status = 'failed' AND fulfilled_at IS NULL
);--> statement-breakpoint
UPDATE payments SET applied = false
WHERE kind = 'refund' AND refund_of_payment_id IN (SELECT id FROM payments WHERE NOT applied AND kind <> 'refund');--> statement-breakpoint
-- The backfill of the new column, from the applied captures (the trigger may have moved it).
UPDATE custom_orders AS o SET charged_cents = coalesce((
  SELECT sum(p.amount_cents)::integer FROM payments AS p
  WHERE p.custom_order_id = o.id AND p.kind <> 'refund' AND p.applied AND ledger_counts(p.kind, p.status)
), 0);
