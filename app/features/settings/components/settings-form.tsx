import { CircleAlertIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Alert, AlertDescription, AlertTitle } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Form, FormDescription } from "../../../components/ui/form.tsx";
import { LabeledField } from "../../../components/ui/form-field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { toast } from "../../../components/ui/sonner.tsx";
import { apiRequest, errorMessage } from "../../../lib/api.ts";
import type { ShopSettings } from "../settings.schemas.ts";
import { OwnerNoticeSwitches } from "./owner-notice-switches.tsx";
import {
  type SettingsFormValues,
  serverFieldErrors,
  settingsResolver,
  toFormValues,
} from "./settings-form-values.ts";

function bodyOf(err: unknown): unknown {
  try {
    return JSON.parse((err as Error).message.replace(/^\d{3}: /, ""));
  } catch {
    return null;
  }
}

/** One titled group of the form, in a card of its own. */
function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <section className="grid gap-4 rounded-xl border bg-card p-4 sm:p-6" aria-label={title}>
      <div>
        <h2 className="text-lg font-semibold">{title}</h2>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      {children}
    </section>
  );
}

/**
 * The owner's settings, saved all at once: the feature's schema checks the fields as the API will,
 * and a refusal from the server is shown on its fields and above the button.
 */
export function SettingsForm({
  settings,
  onSaved,
}: {
  settings: ShopSettings;
  onSaved: (s: ShopSettings) => void;
}) {
  const form = useForm<SettingsFormValues, unknown, ShopSettings>({
    resolver: settingsResolver,
    defaultValues: toFormValues(settings),
  });
  const [refusal, setRefusal] = useState<string | null>(null);
  const pending = form.formState.isSubmitting;

  const onSubmit = async (input: ShopSettings) => {
    setRefusal(null);
    try {
      const res = await apiRequest("PUT", "/api/admin/settings", input);
      const saved = (await res.json()) as ShopSettings;
      form.reset(toFormValues(saved));
      toast.success("Settings saved", { description: "Pages and e-mails use them from now on." });
      onSaved(saved);
    } catch (err) {
      for (const { field, message } of serverFieldErrors(bodyOf(err))) form.setError(field, { message });
      setRefusal(errorMessage(err, "The settings could not be saved. Please try again."));
    }
  };

  const { control } = form;
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-6">
        <FormSection
          title="Shop details"
          description="Shown at the foot of every page and e-mail, on invoices and to search engines."
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <LabeledField control={control} name="shopName" label="Shop name" className="sm:col-span-2">
              {(field) => <Input {...field} autoComplete="organization" />}
            </LabeledField>
            <LabeledField control={control} name="supportEmail" label="Support e-mail">
              {(field) => <Input {...field} type="email" autoComplete="email" spellCheck={false} />}
            </LabeledField>
            <LabeledField control={control} name="supportPhone" label="Support phone">
              {(field) => <Input {...field} type="tel" autoComplete="tel" />}
            </LabeledField>
            <LabeledField
              control={control}
              name="postalAddress"
              label="Postal address"
              className="sm:col-span-2"
              description={
                <FormDescription>
                  On one line, e.g. 1200 Bayside Drive, Newport Beach, CA 92660.
                </FormDescription>
              }
            >
              {(field) => <Input {...field} autoComplete="street-address" />}
            </LabeledField>
          </div>
        </FormSection>
        <FormSection
          title="Rush orders"
          description="How many rush orders the shop takes each calendar month; the builder shows the spots left."
        >
          <LabeledField
            control={control}
            name="rushCapacityPerMonth"
            label="Rush orders per month"
            className="sm:max-w-60"
          >
            {(field) => <Input {...field} inputMode="numeric" />}
          </LabeledField>
        </FormSection>
        <FormSection
          title="E-mails to you"
          description="Which events e-mail you, and the address they go to."
        >
          <LabeledField
            control={control}
            name="ownerNoticeEmail"
            label="Send them to"
            className="sm:max-w-md"
          >
            {(field) => <Input {...field} type="email" autoComplete="email" spellCheck={false} />}
          </LabeledField>
          <OwnerNoticeSwitches control={control} />
        </FormSection>
        {refusal && (
          <Alert variant="destructive">
            <CircleAlertIcon aria-hidden="true" />
            <AlertTitle>Not saved</AlertTitle>
            <AlertDescription>{refusal}</AlertDescription>
          </Alert>
        )}
        <div className="flex justify-end">
          <Button type="submit" disabled={pending} className="w-full sm:w-auto">
            {pending ? "Saving..." : "Save settings"}
          </Button>
        </div>
      </form>
    </Form>
  );
}
