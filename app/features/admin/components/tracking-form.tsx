import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "../../../components/ui/button.tsx";
import { Form } from "../../../components/ui/form.tsx";
import { LabeledField } from "../../../components/ui/form-field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { toast } from "../../../components/ui/sonner.tsx";
import { apiRequest, errorMessage } from "../../../lib/api.ts";
import { type OrderTracking, OrderTrackingSchema } from "../../orders/order-records.schemas.ts";
import { OverrideReasonDialog, type OverrideRequest, overrideRefusal } from "./override-reason-dialog.tsx";

interface Trackable {
  id: number;
  trackingNumber: string | null;
  trackingUrl: string | null;
}

/**
 * The admin's tracking form (number required and trimmed, URL optional) for either kind of
 * order (`path` is its tracking call); an unshipped order ships when its tracking is set, so
 * shipping the payments contradict is confirmed with a reason
 * (docs/product-rules.md#guarded-status-changes).
 */
export function TrackingForm<T extends Trackable>({
  order,
  path,
  onSaved,
}: {
  order: T;
  path: string;
  onSaved: (order: T) => void;
}) {
  const form = useForm<OrderTracking>({
    resolver: zodResolver(OrderTrackingSchema),
    defaultValues: { trackingNumber: order.trackingNumber ?? "", trackingUrl: order.trackingUrl ?? "" },
  });
  const pending = form.formState.isSubmitting;
  const [override, setOverride] = useState<OverrideRequest | null>(null);

  const onSubmit = async (values: OrderTracking, reason?: string): Promise<boolean> => {
    try {
      const res = await apiRequest("PUT", path, {
        trackingNumber: values.trackingNumber,
        trackingUrl: values.trackingUrl || null,
        ...(reason ? { reason } : {}),
      });
      onSaved((await res.json()) as T);
      toast.success("Tracking saved", {
        description: `Order #${order.id}: tracking ${values.trackingNumber}.`,
      });
      return true;
    } catch (err) {
      const refusal = overrideRefusal(err);
      if (refusal && !reason) setOverride({ ...refusal, retry: (why) => onSubmit(values, why) });
      else toast.error("Error", { description: errorMessage(err, "Failed to update tracking information.") });
      return false;
    }
  };

  return (
    <Form {...form}>
      <form
        onSubmit={form.handleSubmit((values) => onSubmit(values))}
        noValidate
        className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
      >
        <LabeledField control={form.control} name="trackingNumber" label="Tracking number">
          {(field) => <Input autoComplete="off" spellCheck={false} {...field} />}
        </LabeledField>
        <LabeledField control={form.control} name="trackingUrl" label="Tracking URL (optional)">
          {(field) => <Input type="url" placeholder="https://" {...field} value={field.value ?? ""} />}
        </LabeledField>
        <Button type="submit" disabled={pending} className="sm:mt-[1.375rem]">
          {pending ? "Saving..." : "Save tracking"}
        </Button>
      </form>
      <OverrideReasonDialog request={override} onClose={() => setOverride(null)} />
    </Form>
  );
}
