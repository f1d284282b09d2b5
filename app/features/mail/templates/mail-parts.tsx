import { Button, Column, Heading, Link, Row, Section, Text } from "@react-email/components";
import type { ReactNode } from "react";
import { inlineLinkStyle, MAIL_COLORS } from "./mail-layout.tsx";

export function MailHeading({ children }: { children: ReactNode }) {
  return (
    <Heading
      as="h1"
      style={{ color: MAIL_COLORS.ink, fontFamily: "Georgia, serif", fontSize: "22px", margin: "0 0 16px" }}
    >
      {children}
    </Heading>
  );
}

export function MailText({ children }: { children: ReactNode }) {
  return (
    <Text style={{ color: MAIL_COLORS.ink, fontSize: "15px", lineHeight: "24px", margin: "0 0 14px" }}>
      {children}
    </Text>
  );
}

/** A call-to-action button, followed by the same link as text for clients that block buttons. */
export function MailButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <>
      <Button
        href={href}
        style={{
          backgroundColor: MAIL_COLORS.green,
          borderRadius: "8px",
          color: "#ffffff",
          fontSize: "15px",
          fontWeight: 600,
          margin: "8px 0 18px",
          padding: "12px 22px",
        }}
      >
        {children}
      </Button>
      <Text style={{ color: MAIL_COLORS.muted, fontSize: "13px", lineHeight: "20px", margin: "0 0 14px" }}>
        If the button does not work, paste this link into your browser:{" "}
        <Link href={href} style={{ ...inlineLinkStyle, wordBreak: "break-all" }}>
          {href}
        </Link>
      </Text>
    </>
  );
}

/**
 * Someone's own words (a customer's comment, the designer's note) set apart in a box, line
 * breaks kept; given as text, so React escapes it and it never renders as HTML.
 */
export function MailQuote({ children }: { children: ReactNode }) {
  return (
    <Text
      style={{
        backgroundColor: MAIL_COLORS.card,
        border: `1px solid ${MAIL_COLORS.border}`,
        borderRadius: "8px",
        color: MAIL_COLORS.ink,
        fontSize: "14px",
        lineHeight: "22px",
        margin: "0 0 14px",
        padding: "12px 14px",
        whiteSpace: "pre-wrap",
      }}
    >
      {children}
    </Text>
  );
}

/** A discount code set apart to copy (campaigns, the exit-intent offer). */
export function MailCodeBox({ code }: { code: string }) {
  return (
    <Section
      style={{
        border: `2px dashed ${MAIL_COLORS.brass}`,
        borderRadius: "10px",
        margin: "4px 0 16px",
        padding: "14px",
        textAlign: "center",
      }}
    >
      <Text style={{ color: MAIL_COLORS.muted, fontSize: "13px", margin: "0 0 4px" }}>Your code</Text>
      <Text
        style={{
          color: MAIL_COLORS.green,
          fontFamily: "'Courier New', monospace",
          fontSize: "26px",
          fontWeight: 700,
          letterSpacing: "3px",
          margin: 0,
        }}
      >
        {code}
      </Text>
    </Section>
  );
}

/** A label and a figure on one line (order summaries and receipts). */
export function MailLine({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  const style = { color: MAIL_COLORS.ink, fontSize: "14px", margin: "4px 0", fontWeight: strong ? 700 : 400 };
  return (
    <Row>
      <Column>
        <Text style={style}>{label}</Text>
      </Column>
      <Column align="right">
        <Text style={style}>{value}</Text>
      </Column>
    </Row>
  );
}

/** An order's tracking number and, when the carrier gave one, its tracking page. */
export function MailTracking({ lead, number, url }: { lead: string; number: string; url: string | null }) {
  return (
    <>
      <MailText>
        {`${lead} Your tracking number is `}
        <strong>{number}</strong>.
      </MailText>
      {url ? (
        <MailText>
          Follow the parcel with the carrier:{" "}
          <Link href={url} style={{ ...inlineLinkStyle, wordBreak: "break-all" }}>
            {url}
          </Link>
        </MailText>
      ) : null}
    </>
  );
}

/** The private order page's button, with the reminder that its link is the key to the order. */
export function MailOrderPageButton({ href, label = "View your order" }: { href: string; label?: string }) {
  return (
    <>
      <MailButton href={href}>{label}</MailButton>
      <Text style={{ color: MAIL_COLORS.muted, fontSize: "12px", margin: "0 0 14px" }}>
        This link is private to you. Please do not forward this e-mail.
      </Text>
    </>
  );
}
