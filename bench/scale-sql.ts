// The statements of bench/scale-seed.ts. Ages grow with the row number, so ids, creation times
// and (for page views) the table's physical order agree, as in a shop that grew over the years.

const names = (g: string, first: string, last: string) => `
  (${first}::text[])[1 + floor(random() * cardinality(${first}::text[]))::int] as first,
  (${last}::text[])[1 + floor(random() * cardinality(${last}::text[]))::int] as last,
  ${g} as g, random() as r`;

/** `a`: the row's age as a fraction of the whole span (1 = the oldest row). */
const aged = (count: string, days: number) => `
  (${count} - g)::float / ${count} as a,
  now() - ((${count} - g)::float / ${count} * ${days} + random()) * interval '1 day' as at`;

const products = `
insert into products (slug, name, description, price_cents, image_url)
select p->>'slug', p->>'name', p->>'description', (p->>'price_cents')::int, p->>'image_url'
from jsonb_array_elements($1::jsonb) as p
on conflict (slug) do nothing`;

// Two years of custom orders; all but the newest 8% have run their course.
const customOrders = `
with combos as (
  select (ord - 1)::int as i, (e->>'quantity')::int as quantity, e->>'size' as size,
    e->>'plating' as plating, e->>'pin_back' as pin_back, e->'packaging' as packaging,
    (e->>'rush')::boolean as rush, (e->>'per_pin')::int as per_pin, (e->>'subtotal')::int as subtotal,
    (e->>'rush_fee')::int as rush_fee, (e->>'total')::int as total, (e->>'deposit')::int as deposit,
    (e->>'balance')::int as balance
  from jsonb_array_elements($2::jsonb) with ordinality as t(e, ord)
), base as (
  select ${names("g", "$3", "$4")}, floor(random() * jsonb_array_length($2::jsonb))::int as ci
  from generate_series(1, $1::int) as g
), made as (
  select *, ${aged("$1::int", 730)} from base
)
insert into custom_orders (customer_name, customer_email, quantity, size, plating, pin_back, packaging,
  rush_order, price_per_pin_cents, subtotal_cents, rush_fee_cents, total_cents, deposit_cents,
  balance_cents, status, archived_at, created_at, updated_at)
select m.first || ' ' || m.last, lower(m.first || '.' || m.last) || m.g || '@example.com', c.quantity,
  c.size, c.plating, c.pin_back, c.packaging, c.rush, c.per_pin, c.subtotal, c.rush_fee, c.total,
  c.deposit, c.balance,
  (case when m.a > 0.08 then
     case when m.r < 0.9 then 'delivered' when m.r < 0.95 then 'cancelled' else 'shipped' end
   else (array['pending', 'deposit_paid', 'design_in_progress', 'awaiting_approval', 'approved',
     'balance_paid', 'in_production', 'shipped', 'delivered', 'cancelled'])[1 + floor(m.r * 10)::int]
   end)::custom_order_status,
  case when random() < 0.01 then m.at + interval '60 days' end, m.at, m.at
from made m join combos c on c.i = m.ci`;

const customOrderPayments = `
insert into payments (kind, status, provider_order_id, provider_capture_id, amount_cents,
  custom_order_id, created_at, updated_at)
select k.kind::payment_kind, 'completed', 'SCALE-' || $1 || '-' || k.kind || '-' || o.id,
  'SCALE-' || $1 || '-' || k.kind || '-CAP-' || o.id,
  case k.kind when 'deposit' then o.deposit_cents else o.balance_cents end, o.id,
  least(now(), o.created_at + k.after), least(now(), o.created_at + k.after)
from custom_orders o
cross join (values ('deposit', interval '10 minutes'), ('balance', interval '12 days')) as k(kind, after)
where o.id > $2::int and o.status not in ('pending', 'cancelled')
  and (k.kind = 'deposit' or o.status in ('balance_paid', 'in_production', 'shipped', 'delivered'))`;

const orders = `
with base as (
  select ${names("g", "$2", "$3")} from generate_series(1, $1::int) as g
), made as (
  select *, ${aged("$1::int", 730)} from base
)
insert into orders (customer_name, customer_email, subtotal_cents, total_cents, status, archived_at,
  created_at, updated_at)
select first || ' ' || last, lower(first || '.' || last) || g || '@example.org', 0, 0,
  (case when a > 0.05 then
     case when r < 0.92 then 'delivered' when r < 0.96 then 'cancelled' else 'shipped' end
   else (array['payment_pending', 'pending', 'processing', 'in_production', 'shipped', 'delivered',
     'cancelled'])[1 + floor(r * 7)::int]
   end)::order_status,
  case when random() < 0.01 then at + interval '60 days' end, at, at
from made`;

// One to three lines per order, from this run's pins.
const orderItems = `
insert into order_items (order_id, product_id, name, unit_price_cents, quantity)
select o.id, p.id, p.name, p.price_cents, 1 + (o.id + k) % 4
from orders o
cross join lateral generate_series(0, o.id % 3) as k
join (select (row_number() over (order by id) - 1)::int as n, id, name, price_cents
      from products where slug like $2) as p
  on p.n = (o.id * 7 + k) % (select count(*) from products where slug like $2)
where o.id > $1::int`;

const orderTotals = `
update orders o set subtotal_cents = t.cents, total_cents = t.cents
from (select order_id, sum(unit_price_cents * quantity)::int as cents
      from order_items where order_id > $1::int group by order_id) as t
where o.id = t.order_id`;

const orderPayments = `
insert into payments (kind, status, provider_order_id, provider_capture_id, amount_cents, order_id,
  created_at, updated_at)
select 'cart', 'completed', 'SCALE-' || $1 || '-cart-' || id, 'SCALE-' || $1 || '-cart-CAP-' || id,
  total_cents, id, created_at, created_at
from orders where id > $2::int and status <> 'payment_pending'`;

// Half of one cart payment in a hundred was given back.
const refunds = `
insert into payments (kind, status, provider_refund_id, refund_of_payment_id, amount_cents, order_id,
  created_at, updated_at)
select 'refund', 'completed', 'SCALE-' || $1 || '-refund-' || p.id, p.id, p.amount_cents / 2,
  p.order_id, least(now(), p.created_at + interval '3 days'), least(now(), p.created_at + interval '3 days')
from payments p
where p.kind = 'cart' and p.provider_capture_id like 'SCALE-' || $1 || '-%' and p.id % 100 = 0`;

// Five years of posts: most published, some drafts, a few scheduled for the coming month.
const posts = `
with base as (
  select g, random() as r,
    (array['Ball markers', 'Lapel pins', 'Club events', 'Tournament gifts', 'Design tips',
      'Enamel care'])[1 + g % 6] as topic
  from generate_series(1, $1::int) as g
), made as (
  select *, ${aged("$1::int", 1825)} from base
)
insert into blog_posts (title, slug, content, excerpt, status, tags, meta_title, meta_description,
  reading_time, views, published_at, created_at, updated_at)
select topic || ' notes, part ' || g, 'scale-' || $2 || '-' || g,
  '# ' || topic || ' notes, part ' || g || E'\\n\\n' || $3,
  'What the shop learned about ' || lower(topic) || ' from order ' || g || '.',
  (case when r < 0.9 then 'published' when r < 0.97 then 'draft' else 'scheduled' end)::post_status,
  jsonb_build_array(lower(topic), (array['tips', 'events', 'design', 'clubs', 'gifts'])[1 + g % 5]),
  topic || ' notes, part ' || g, 'What the shop learned about ' || lower(topic) || '.',
  $4::int, floor(random() * 5000)::int,
  case when r < 0.9 then at when r >= 0.97 then now() + random() * interval '30 days' end, at, at
from made`;

// One batch of a year of views, in time order: batch rows $3+1..$3+$1 of $4.
const pageViews = `
insert into page_views (path, referrer, created_at)
select ($2::text[])[1 + floor(random() * cardinality($2::text[]))::int],
  case when random() < 0.3 then 'https://www.google.com' end,
  now() - (($4::int - $3::int - g)::float / $4::int) * interval '365 days'
from generate_series(1, $1::int) as g`;

export const SCALE_SQL = {
  products,
  customOrders,
  customOrderPayments,
  orders,
  orderItems,
  orderTotals,
  orderPayments,
  refunds,
  posts,
  pageViews,
};
