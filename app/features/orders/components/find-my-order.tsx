import { zodResolver } from "@hookform/resolvers/zod";
import { LockKeyholeIcon, MailCheckIcon, SearchIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useLocation } from "react-router";
import { Alert, AlertDescription } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Form } from "../../../components/ui/form.tsx";
import { LabeledField } from "../../../components/ui/form-field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { apiRequest, errorMessage } from "../../../lib/api.ts";
import { loginPath } from "../../accounts/index.ts";
import { type OrderLookup, type OrderLookupInput, OrderLookupSchema } from "../orders.schemas.ts";

/**
 * Track Order for a guest: "Find my order" by the order number and the e-mail it was placed
 * with. The answer is the same whether or not they match; a match gets the private link by
 * e-mail, so nothing about an order is ever shown to whoever typed the pair.
 */
export function FindMyOrder({ orderNumber }: { orderNumber?: number }) {
  const location = useLocation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<OrderLookupInput, unknown, OrderLookup>({
    resolver: zodResolver(OrderLookupSchema),
    defaultValues: { orderNumber: orderNumber ? String(orderNumber) : "", email: "" },
  });
  const pending = form.formState.isSubmitting;
  // The answer replaces the form, whose button had the focus: the focus moves to the answer, so a
  // screen reader reads it and the keyboard goes on from there.
  const answer = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (sentTo) answer.current?.focus();
  }, [sentTo]);

  const onSubmit = async () => {
    setFailure(null);
    const values = form.getValues();
    try {
      await apiRequest("POST", "/api/orders/lookup", values);
      setSentTo(values.email.trim());
    } catch (err) {
      setFailure(errorMessage(err));
    }
  };

  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <section aria-labelledby="find-my-order" className="rounded-2xl border bg-card p-5 shadow-xs sm:p-6">
        <h2 id="find-my-order" className="flex items-center gap-2 font-display text-xl font-semibold">
          <SearchIcon className="size-5 text-primary" aria-hidden="true" /> Find my order
        </h2>
        {sentTo ? (
          <div
            ref={answer}
            className="mt-4 grid gap-3 rounded-md text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring/50"
            role="status"
            tabIndex={-1}
          >
            <p className="flex items-start gap-2 font-medium">
              <MailCheckIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              Check your e-mail
            </p>
            <p className="text-muted-foreground">
              If that order number and e-mail match an order, we've e-mailed its private link to{" "}
              <span className="font-medium text-foreground break-all">{sentTo}</span>. Nothing there after a
              few minutes? Check your spam folder, or the order number on your confirmation e-mail.
            </p>
            <Button variant="outline" className="w-fit" onClick={() => setSentTo(null)}>
              Look up another order
            </Button>
          </div>
        ) : (
          <>
            <p className="mt-2 text-sm text-muted-foreground">
              Bought without an account? Enter your order number and the e-mail you used, and we'll e-mail you
              the private link to your order.
            </p>
            <Form {...form}>
              <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="mt-5 grid gap-4">
                {failure && (
                  <Alert variant="destructive">
                    <AlertDescription>{failure}</AlertDescription>
                  </Alert>
                )}
                <div className="grid gap-4 sm:grid-cols-2">
                  <LabeledField control={form.control} name="orderNumber" label="Order number">
                    {(field) => (
                      <Input inputMode="numeric" autoComplete="off" placeholder="e.g. 1042" {...field} />
                    )}
                  </LabeledField>
                  <LabeledField control={form.control} name="email" label="E-mail used for the order">
                    {(field) => (
                      <Input
                        type="email"
                        autoComplete="email"
                        autoCapitalize="none"
                        spellCheck={false}
                        {...field}
                      />
                    )}
                  </LabeledField>
                </div>
                <Button type="submit" size="lg" className="w-full sm:w-fit" disabled={pending}>
                  {pending ? "Sending..." : "E-mail me the link"}
                </Button>
              </form>
            </Form>
          </>
        )}
      </section>
      <section className="flex flex-col items-start rounded-2xl border bg-card/70 p-5 sm:p-6">
        <span className="flex size-11 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
          <LockKeyholeIcon className="size-5" aria-hidden="true" />
        </span>
        <h2 className="mt-4 font-display text-lg font-semibold">Have an account?</h2>
        <p className="mt-1 text-sm text-muted-foreground">Sign in to see all your orders in one place.</p>
        <Button asChild variant="outline" className="mt-4">
          <Link to={loginPath(`${location.pathname}${location.search}`)}>Sign in</Link>
        </Button>
      </section>
    </div>
  );
}
