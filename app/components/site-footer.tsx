import { MailIcon, MapPinIcon, PhoneIcon } from "lucide-react";
import { Link } from "react-router";
import type { ShopInfo } from "../lib/seo.ts";
import { FacebookIcon, InstagramIcon } from "./social-icons.tsx";

const QUICK_LINKS = [
  { to: "/#builder", label: "Design your pins" },
  { to: "/custom", label: "Custom pins" },
  { to: "/blog", label: "Blog" },
  { to: "/track-order", label: "Track Order" },
] as const;

type FooterShop = Pick<ShopInfo, "name" | "supportEmail" | "supportPhone" | "postalAddress" | "socials">;

/** The shop's address and contacts (its settings), social links and a quick link to the builder. */
export function SiteFooter({ shop }: { shop: FooterShop }) {
  const year = new Date().getFullYear();
  const socials = [
    { href: shop.socials.instagram, label: `${shop.name} on Instagram`, Icon: InstagramIcon },
    { href: shop.socials.facebook, label: `${shop.name} on Facebook`, Icon: FacebookIcon },
  ];
  return (
    <footer className="mt-auto border-t bg-primary text-primary-foreground">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.4fr_1fr_1fr]">
        <div className="space-y-4">
          <p className="flex items-center gap-2.5 font-display text-xl font-semibold">
            <img
              src="/images/brand/logo-mark.svg"
              alt=""
              width={32}
              height={32}
              className="size-8 rounded-full bg-primary-foreground/95 p-0.5"
            />
            {shop.name}
          </p>
          <p className="max-w-xs text-sm leading-relaxed text-primary-foreground/80">
            Custom soft-enamel golf pins and ball markers, proofed by hand and made to last a lifetime of
            rounds.
          </p>
          <ul className="flex gap-2">
            {socials.map(({ href, label, Icon }) => (
              <li key={href}>
                <a
                  href={href}
                  aria-label={label}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="flex size-10 items-center justify-center rounded-full border border-primary-foreground/25 transition-colors hover:bg-primary-foreground/10 focus-visible:ring-2 focus-visible:ring-primary-foreground focus-visible:outline-none"
                >
                  <Icon className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label="Quick links">
          <h2 className="font-sans text-xs font-semibold tracking-[0.16em] text-primary-foreground/70 uppercase">
            Quick links
          </h2>
          <ul className="mt-4 space-y-2.5 text-sm">
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="rounded-sm underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-primary-foreground focus-visible:outline-none"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="font-sans text-xs font-semibold tracking-[0.16em] text-primary-foreground/70 uppercase">
            Visit &amp; contact
          </h2>
          <ul className="mt-4 space-y-3 text-sm">
            <li className="flex items-start gap-2.5">
              <MapPinIcon className="mt-0.5 size-4 shrink-0 text-brass" aria-hidden="true" />
              <address className="not-italic" data-testid="footer-address">
                {shop.postalAddress}
              </address>
            </li>
            <li>
              <a
                href={`mailto:${shop.supportEmail}`}
                className="inline-flex items-center gap-2.5 underline-offset-4 hover:underline"
              >
                <MailIcon className="size-4 shrink-0 text-brass" aria-hidden="true" />
                {shop.supportEmail}
              </a>
            </li>
            <li>
              <a
                href={`tel:${shop.supportPhone.replace(/[^\d+]/g, "")}`}
                className="inline-flex items-center gap-2.5 underline-offset-4 hover:underline"
              >
                <PhoneIcon className="size-4 shrink-0 text-brass" aria-hidden="true" />
                {shop.supportPhone}
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-primary-foreground/15">
        <p className="mx-auto max-w-6xl px-4 py-5 text-xs text-primary-foreground/70 sm:px-6">
          © {year} {shop.name.replace(/\.$/, "")}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
