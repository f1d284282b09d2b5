import { Body, Container, Head, Hr, Html, Link, Preview, Section, Text } from "@react-email/components";
import type { ReactNode } from "react";
import type { MailShop } from "./mail-template.ts";

// Mail clients ignore CSS variables and oklch(), so the palette of app/app.css is repeated here
// in hex: cream paper, fairway green, brass.
export const MAIL_COLORS = {
  paper: "#fcfaf3",
  card: "#fefdfa",
  ink: "#0b1d13",
  muted: "#515f53",
  green: "#185b37",
  brass: "#d0a348",
  border: "#e0dccf",
} as const;

/** A link inside a sentence: underlined, as colour alone does not tell it from the text (WCAG 1.4.1). */
export const inlineLinkStyle = { color: MAIL_COLORS.green, textDecoration: "underline" } as const;

const fontStack = "'Helvetica Neue', Helvetica, Arial, sans-serif";
const serifStack = "Georgia, 'Times New Roman', serif";

interface MailLayoutProps {
  shop: MailShop;
  /** The line mail clients show beside the subject. */
  preview: string;
  children: ReactNode;
}

/** The branded frame of every e-mail: wordmark, card, and the shop's contact footer. */
export function MailLayout({ shop, preview, children }: MailLayoutProps) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body
        style={{
          backgroundColor: MAIL_COLORS.paper,
          color: MAIL_COLORS.ink,
          fontFamily: fontStack,
          margin: 0,
        }}
      >
        <Container style={{ maxWidth: "560px", margin: "0 auto", padding: "32px 16px" }}>
          <Section style={{ textAlign: "center", paddingBottom: "20px" }}>
            <Link
              href={shop.url}
              style={{
                color: MAIL_COLORS.green,
                fontFamily: serifStack,
                fontSize: "26px",
                textDecoration: "none",
              }}
            >
              {shop.name}
            </Link>
            <Hr style={{ borderColor: MAIL_COLORS.brass, width: "48px", margin: "12px auto 0" }} />
          </Section>
          <Section
            style={{
              backgroundColor: MAIL_COLORS.card,
              border: `1px solid ${MAIL_COLORS.border}`,
              borderRadius: "12px",
              padding: "28px 32px",
            }}
          >
            {children}
          </Section>
          <Section style={{ padding: "20px 8px 0", textAlign: "center" }}>
            <Text style={footerStyle}>
              Questions? Write to{" "}
              <Link href={`mailto:${shop.supportEmail}`} style={inlineLinkStyle}>
                {shop.supportEmail}
              </Link>
              {` or call ${shop.supportPhone}.`}
            </Text>
            <Text style={footerStyle}>{`${shop.name} · ${shop.postalAddress}`}</Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

const footerStyle = { color: MAIL_COLORS.muted, fontSize: "12px", lineHeight: "18px", margin: "4px 0" };
