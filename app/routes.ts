import { index, type RouteConfig, route } from "@react-router/dev/routes";

// The explicit route table: every page of the shop.
export default [
  index("routes/home.tsx"),
  route("custom", "routes/custom.tsx"),
  route("product/:id", "routes/product.tsx"),
  route("checkout", "routes/checkout.tsx"),
  route("login", "routes/login.tsx"),
  route("register", "routes/register.tsx"),
  route("forgot-password", "routes/forgot-password.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  route("verify-email", "routes/verify-email.tsx"),
  route("track-order", "routes/track-order.tsx"),
  route("balance-payment/:token", "routes/balance-payment.tsx"),
  route("orders/:token", "routes/order-view.tsx"),
  route("admin", "routes/admin.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/:slug", "routes/blog-post.tsx"),
  route("proof/:token", "routes/proof.tsx"),
  route("unsubscribe/:token", "routes/unsubscribe.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
