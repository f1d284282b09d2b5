import type * as React from "react";
import { type Control, useForm } from "react-hook-form";
import { FormButtons } from "../../../components/admin/form-buttons.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog.tsx";
import { Form, FormControl, FormField, FormItem, FormLabel } from "../../../components/ui/form.tsx";
import { LabeledField, SelectField } from "../../../components/ui/form-field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { toast } from "../../../components/ui/sonner.tsx";
import { Switch } from "../../../components/ui/switch.tsx";
import { apiRequest, errorMessage } from "../../../lib/api.ts";
import type { DiscountCodeInput, DiscountCodeJson } from "../../discounts/discounts.schemas.ts";
import {
  type DiscountCodeFormValues,
  discountCodeResolver,
  EMPTY_DISCOUNT_CODE,
  toDiscountCodeFormValues,
} from "../discount-code-form-values.ts";

type TextField = Exclude<keyof DiscountCodeFormValues, "discountType" | "isActive">;

function TextInput({
  control,
  name,
  label,
  ...input
}: {
  control: Control<DiscountCodeFormValues, unknown, DiscountCodeInput>;
  name: TextField;
  label: string;
} & React.ComponentProps<typeof Input>) {
  return (
    <LabeledField control={control} name={name} label={label}>
      {(field) => <Input {...input} {...field} />}
    </LabeledField>
  );
}

/**
 * Create or edit a code; the feature's schema checks it before the API does again. Mount it with
 * a new `key` for each opening: its form reads `code` only when it mounts.
 */
export function DiscountCodeDialog({
  code,
  open,
  onClose,
  onSaved,
}: {
  /** The code to edit, or null to create one. */
  code: DiscountCodeJson | null;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  // The form starts from these values once: the panel mounts a fresh dialog for every opening
  // (a new `key`), so a new code never inherits what was typed or loaded before.
  const form = useForm<DiscountCodeFormValues, unknown, DiscountCodeInput>({
    resolver: discountCodeResolver,
    defaultValues: code ? toDiscountCodeFormValues(code) : EMPTY_DISCOUNT_CODE,
  });
  const pending = form.formState.isSubmitting;
  const type = form.watch("discountType");

  const onSubmit = async (input: DiscountCodeInput) => {
    try {
      if (code) await apiRequest("PATCH", `/api/discount-codes/${code.id}`, input);
      else await apiRequest("POST", "/api/discount-codes", input);
    } catch (err) {
      toast.error("Error", { description: errorMessage(err, "Failed to save discount code.") });
      return;
    }
    toast.success(code ? "Discount code updated" : "Discount code created", { description: input.code });
    onSaved();
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{code ? `Edit ${code.code}` : "New discount code"}</DialogTitle>
          <DialogDescription>
            Codes are checked again at payment; a use counts only when an order is paid.
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4 sm:grid-cols-2">
            <TextInput
              control={form.control}
              name="code"
              label="Code"
              autoCapitalize="characters"
              spellCheck={false}
            />
            <SelectField
              control={form.control}
              name="discountType"
              label="Type"
              options={[
                { value: "percentage", label: "Percentage" },
                { value: "fixed", label: "Fixed amount" },
              ]}
            />
            <TextInput
              control={form.control}
              name="discountValue"
              label={type === "fixed" ? "Amount off ($)" : "Percent off"}
              inputMode="decimal"
            />
            <TextInput
              control={form.control}
              name="minimumOrderAmount"
              label="Minimum order ($, optional)"
              inputMode="decimal"
            />
            <TextInput
              control={form.control}
              name="maxUses"
              label="Maximum uses (optional)"
              inputMode="numeric"
            />
            <FormField
              control={form.control}
              name="isActive"
              render={({ field }) => (
                <FormItem className="flex items-center gap-3 sm:pt-7">
                  <FormControl>
                    <Switch checked={field.value} onCheckedChange={field.onChange} />
                  </FormControl>
                  <FormLabel>Active</FormLabel>
                </FormItem>
              )}
            />
            <TextInput control={form.control} name="startsAt" label="Starts (optional)" type="date" />
            <TextInput control={form.control} name="endsAt" label="Ends (optional)" type="date" />
            <DialogFooter className="sm:col-span-2">
              <FormButtons
                pending={pending}
                editing={code !== null}
                createLabel="Create code"
                onCancel={onClose}
              />
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
