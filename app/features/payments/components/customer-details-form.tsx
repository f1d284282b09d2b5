import { zodResolver } from "@hookform/resolvers/zod";
import { type UseFormReturn, useForm } from "react-hook-form";
import type { z } from "zod";
import { Form } from "../../../components/ui/form.tsx";
import { LabeledField } from "../../../components/ui/form-field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { cn } from "../../../lib/utils.ts";
import { type PaymentCustomer, PaymentCustomerSchema } from "../payments.schemas.ts";
import { DEFAULT_COUNTRY, SHIPPING_COUNTRIES } from "./shipping-countries.ts";

// The buyer and where the pins go (nothing ships without an address), validated with the
// very schema `POST /paypal/order` checks its `customer` with.

type CustomerInput = z.input<typeof PaymentCustomerSchema>;
export type CustomerForm = UseFormReturn<CustomerInput, unknown, PaymentCustomer>;

export function useCustomerForm(email = ""): CustomerForm {
  return useForm<CustomerInput, unknown, PaymentCustomer>({
    resolver: zodResolver(PaymentCustomerSchema),
    mode: "onTouched",
    defaultValues: {
      name: "",
      email,
      shippingAddress: {
        line1: "",
        line2: "",
        city: "",
        state: "",
        postalCode: "",
        country: DEFAULT_COUNTRY,
      },
    },
  });
}

/**
 * The customer as the server wants it, checked synchronously (a payment window must open during
 * the click); null after showing the form's messages and focusing the first one.
 */
export function validCustomer(form: CustomerForm): PaymentCustomer | null {
  const parsed = PaymentCustomerSchema.safeParse(form.getValues());
  if (!parsed.success) {
    // As a submit does: shows every message, focuses the first, and from now on re-checks a
    // field as it is typed in, so a corrected field loses its message at once.
    void form.handleSubmit(() => undefined)();
    return null;
  }
  const { shippingAddress } = parsed.data;
  return {
    ...parsed.data,
    shippingAddress: { ...shippingAddress, line2: shippingAddress.line2 || undefined },
  };
}

type TextFieldName =
  | "name"
  | "email"
  | `shippingAddress.${"line1" | "line2" | "city" | "state" | "postalCode"}`;

function TextField({
  form,
  name,
  label,
  autoComplete,
  type = "text",
  className,
}: {
  form: CustomerForm;
  name: TextFieldName;
  label: string;
  autoComplete: string;
  type?: string;
  className?: string;
}) {
  return (
    <LabeledField control={form.control} name={name} label={label} className={className}>
      {(field) => <Input type={type} autoComplete={autoComplete} {...field} value={field.value ?? ""} />}
    </LabeledField>
  );
}

export function CustomerDetailsForm({ form, disabled }: { form: CustomerForm; disabled?: boolean }) {
  return (
    <Form {...form}>
      <form noValidate onSubmit={(event) => event.preventDefault()} aria-label="Contact and shipping details">
        <fieldset disabled={disabled} className="grid gap-4">
          <legend className="mb-4 font-display text-lg font-semibold">Contact</legend>
          <TextField form={form} name="name" label="Full name" autoComplete="name" />
          <TextField form={form} name="email" label="Email" type="email" autoComplete="email" />
        </fieldset>
        <fieldset disabled={disabled} className="mt-8 grid gap-4 sm:grid-cols-2">
          <legend className="mb-4 font-display text-lg font-semibold">Shipping address</legend>
          <TextField
            form={form}
            name="shippingAddress.line1"
            label="Street address"
            autoComplete="address-line1"
            className="sm:col-span-2"
          />
          <TextField
            form={form}
            name="shippingAddress.line2"
            label="Apartment, suite, etc. (optional)"
            autoComplete="address-line2"
            className="sm:col-span-2"
          />
          <TextField form={form} name="shippingAddress.city" label="City" autoComplete="address-level2" />
          <TextField
            form={form}
            name="shippingAddress.state"
            label="State / Province"
            autoComplete="address-level1"
          />
          <TextField
            form={form}
            name="shippingAddress.postalCode"
            label="ZIP / Postal code"
            autoComplete="postal-code"
          />
          <CountryField form={form} />
        </fieldset>
      </form>
    </Form>
  );
}

function CountryField({ form }: { form: CustomerForm }) {
  return (
    <LabeledField control={form.control} name="shippingAddress.country" label="Country">
      {(field) => (
        <select
          autoComplete="country"
          {...field}
          className={cn(
            "flex h-10 w-full rounded-md border border-input bg-card px-3 py-2 text-base shadow-xs outline-none md:text-sm",
            "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40",
            "aria-invalid:border-destructive",
          )}
        >
          {SHIPPING_COUNTRIES.map(({ code, name }) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
      )}
    </LabeledField>
  );
}
