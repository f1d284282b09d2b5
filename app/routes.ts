import { index, type RouteConfig, route } from "@react-router/dev/routes";

// The explicit route table: every page of the shop.
export default [
  index("routes/home.tsx"),
  route("custom", "routes/custom.tsx"),
  route("product/:id", "routes/product.tsx"),
  route("checkout", "routes/checkout.tsx"),
  route("login", "routes/login.tsx"),
  route("login-link", "routes/login-link.tsx"),
  route("register", "routes/register.tsx"),
  route("forgot-password", "routes/forgot-password.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  route("verify-email", "routes/verify-email.tsx"),
  route("track-order", "routes/track-order.tsx"),
  route("balance-payment/:token", "routes/balance-payment.tsx"),
  route("orders/:token", "routes/order-view.tsx"),
  // The admin: one layout (the sidebar and the admin check) around one route per section; an
  // order's path (`/admin/orders/5`) is its list's route, with the order's dialog open.
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/overview.tsx"),
    route("custom-orders/:id?", "routes/admin/custom-orders.tsx"),
    route("orders/:id?", "routes/admin/orders.tsx"),
    route("products/:id?", "routes/admin/products.tsx"),
    route("shipping-tax", "routes/admin/shipping-tax.tsx"),
    route("discount-codes", "routes/admin/discount-codes.tsx"),
    route("blog", "routes/admin/blog.tsx"),
    route("customers/:id?", "routes/admin/customers.tsx"),
    route("customers-email", "routes/admin/customers-email.tsx"),
    route("reports", "routes/admin/reports.tsx"),
    route("audit", "routes/admin/audit.tsx"),
    route("staff", "routes/admin/staff.tsx"),
    route("settings", "routes/admin/settings.tsx"),
  ]),
  route("blog", "routes/blog.tsx"),
  route("blog/:slug", "routes/blog-post.tsx"),
  route("proof/:token", "routes/proof.tsx"),
  route("unsubscribe/:token", "routes/unsubscribe.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
