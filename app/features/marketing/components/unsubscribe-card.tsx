import { CircleCheckIcon, MailXIcon, TriangleAlertIcon } from "lucide-react";
import type * as React from "react";
import { Form, Link, useNavigation } from "react-router";
import { EmailLink } from "../../../components/email-link.tsx";
import { Button } from "../../../components/ui/button.tsx";
import type { UnsubscribeJson } from "../marketing.schemas.ts";

interface UnsubscribeCardProps {
  /** The link's customer, or null for a token nobody has. */
  state: UnsubscribeJson | null;
  shopName: string;
  supportEmail?: string;
}

function Frame({
  icon,
  title,
  children,
}: {
  icon: React.ReactNode;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <main className="flex flex-1 items-start justify-center bg-gradient-to-b from-secondary/50 to-background px-4 py-12 sm:items-center sm:py-20">
      <section className="w-full max-w-md rounded-2xl border bg-card px-6 py-8 text-center shadow-[0_12px_32px_-12px_rgb(20_60_40/0.18)] sm:px-10 sm:py-10">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-secondary text-primary ring-1 ring-border">
          {icon}
        </span>
        <h1 className="mt-5 text-2xl sm:text-[1.7rem]">{title}</h1>
        <div className="mt-3 grid gap-4 text-sm text-muted-foreground">{children}</div>
      </section>
    </main>
  );
}

const homeButton = (label: string) => (
  <Button asChild variant="outline" size="lg">
    <Link to="/">{label}</Link>
  </Button>
);

/**
 * `/unsubscribe/{token}`: the e-mail masked and one button. The button is a POST, so a
 * mail scanner that opens every link unsubscribes nobody; it works without JavaScript too.
 */
export function UnsubscribeCard({ state, shopName, supportEmail }: UnsubscribeCardProps) {
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";

  if (!state) {
    return (
      <Frame
        icon={<TriangleAlertIcon className="size-6 text-destructive" aria-hidden="true" />}
        title="Link not valid"
      >
        <p>
          This unsubscribe link is not valid. It may have been copied only in part: open it again from the
          e-mail.
        </p>
        {supportEmail ? (
          <p>
            Still receiving offers you did not ask for? Write to <EmailLink email={supportEmail} /> and we
            will take you off the list.
          </p>
        ) : null}
        <div>{homeButton("Go to the shop")}</div>
      </Frame>
    );
  }

  if (state.unsubscribed) {
    return (
      <Frame icon={<CircleCheckIcon className="size-6" aria-hidden="true" />} title="You're unsubscribed">
        <p>
          {shopName} will send no more offers to{" "}
          <span className="font-medium text-foreground">{state.email}</span>.
        </p>
        <p>E-mails about orders you place (receipts, mockups, shipping) still reach you.</p>
        <div>{homeButton("Back to the shop")}</div>
      </Frame>
    );
  }

  return (
    <Frame icon={<MailXIcon className="size-6" aria-hidden="true" />} title="Unsubscribe from offers">
      <p>
        Stop discount e-mails from {shopName} to{" "}
        <span className="font-medium text-foreground">{state.email}</span>?
      </p>
      <p>E-mails about orders you place (receipts, mockups, shipping) still reach you.</p>
      <Form method="post" className="grid gap-3 sm:flex sm:justify-center">
        <Button type="submit" size="lg" disabled={pending}>
          {pending ? "Unsubscribing..." : "Unsubscribe"}
        </Button>
        {homeButton("Keep me subscribed")}
      </Form>
    </Frame>
  );
}
