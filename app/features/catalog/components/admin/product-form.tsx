import { CircleAlertIcon } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { FormButtons } from "../../../../components/admin/form-buttons.tsx";
import { Alert, AlertDescription, AlertTitle } from "../../../../components/ui/alert.tsx";
import { Form, FormDescription } from "../../../../components/ui/form.tsx";
import { LabeledField, SelectField } from "../../../../components/ui/form-field.tsx";
import { Input } from "../../../../components/ui/input.tsx";
import { Textarea } from "../../../../components/ui/textarea.tsx";
import { apiRequest, errorMessage } from "../../../../lib/api.ts";
import {
  EMPTY_PRODUCT,
  type ProductFormValues,
  productResolver,
  serverFieldErrors,
  toProductFormValues,
} from "../../product-form-values.ts";
import type { AdminProductJson, ProductInput } from "../../products-admin.schemas.ts";
import { DescriptionField } from "./description-field.tsx";
import { PRODUCT_STATUS_LABEL } from "./product-status-badge.tsx";

function bodyOf(err: unknown): unknown {
  try {
    return JSON.parse((err as Error).message.replace(/^\d{3}: /, ""));
  } catch {
    return null;
  }
}

/**
 * Create a product, or edit one: the catalogue's schema checks the fields as the API will, and a
 * refusal from the server is shown above the buttons in its own words.
 */
export function ProductForm({
  product,
  onSaved,
  onCancel,
}: {
  /** The product to edit, or null for a new one. */
  product: AdminProductJson | null;
  onSaved: (product: AdminProductJson) => void;
  onCancel: () => void;
}) {
  const form = useForm<ProductFormValues, unknown, ProductInput>({
    resolver: productResolver,
    defaultValues: product ? toProductFormValues(product) : EMPTY_PRODUCT,
  });
  const [refusal, setRefusal] = useState<string | null>(null);
  const pending = form.formState.isSubmitting;

  const onSubmit = async (input: ProductInput) => {
    setRefusal(null);
    try {
      const res = product
        ? await apiRequest("PATCH", `/api/admin/products/${product.id}`, input)
        : await apiRequest("POST", "/api/admin/products", input);
      const saved = (await res.json()) as AdminProductJson;
      form.reset(toProductFormValues(saved));
      onSaved(saved);
    } catch (err) {
      for (const { field, message } of serverFieldErrors(bodyOf(err))) form.setError(field, { message });
      setRefusal(errorMessage(err, "The product could not be saved. Please try again."));
    }
  };

  const { control } = form;
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4 sm:grid-cols-2">
        <LabeledField control={control} name="name" label="Name" className="sm:col-span-2">
          {(field) => <Input {...field} autoComplete="off" />}
        </LabeledField>
        <SelectField
          control={control}
          name="status"
          label="Status"
          options={(["active", "draft", "archived"] as const).map((value) => ({
            value,
            label: PRODUCT_STATUS_LABEL[value],
          }))}
        />
        <LabeledField control={control} name="price" label="Price ($)">
          {(field) => <Input {...field} inputMode="decimal" placeholder="12.50" />}
        </LabeledField>
        <LabeledField control={control} name="stock" label="Stock">
          {(field) => <Input {...field} inputMode="numeric" />}
        </LabeledField>
        <LabeledField
          control={control}
          name="lowStockAt"
          label="Low-stock level (optional)"
          description={<FormDescription>You get an e-mail when the stock falls to this.</FormDescription>}
        >
          {(field) => <Input {...field} inputMode="numeric" />}
        </LabeledField>
        <DescriptionField control={control} />
        <LabeledField
          control={control}
          name="features"
          label="Features (one a line)"
          className="sm:col-span-2"
          description={<FormDescription>Listed on the product page under the price.</FormDescription>}
        >
          {(field) => <Textarea {...field} rows={4} placeholder={"Soft enamel\n1 inch\nButterfly clutch"} />}
        </LabeledField>
        {refusal && (
          <Alert variant="destructive" className="sm:col-span-2">
            <CircleAlertIcon aria-hidden="true" />
            <AlertTitle>Not saved</AlertTitle>
            <AlertDescription>{refusal}</AlertDescription>
          </Alert>
        )}
        <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
          <FormButtons
            pending={pending}
            editing={product !== null}
            createLabel="Create product"
            cancelLabel="Back to products"
            onCancel={onCancel}
          />
        </div>
      </form>
    </Form>
  );
}
