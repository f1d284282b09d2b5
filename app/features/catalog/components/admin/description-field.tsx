import type { Control, ControllerRenderProps } from "react-hook-form";
import {
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  useFormField,
} from "../../../../components/ui/form.tsx";
import { ContentField } from "../../../blog/components/admin/content-field.tsx";
import type { ProductFormValues } from "../../product-form-values.ts";
import type { ProductInput } from "../../products-admin.schemas.ts";

/**
 * The description in markdown with its preview, through the blog editor's field: the product page
 * renders it with the same renderer, which shows raw HTML as text and never runs it.
 */
export function DescriptionField({
  control,
}: {
  control: Control<ProductFormValues, unknown, ProductInput>;
}) {
  return (
    <FormField
      control={control}
      name="description"
      render={({ field }) => (
        <FormItem className="sm:col-span-2">
          <FormLabel>Description (markdown)</FormLabel>
          <DescriptionInput field={field} />
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/** The field wired to the form item's label, description and message, as FormControl would. */
function DescriptionInput({ field }: { field: ControllerRenderProps<ProductFormValues, "description"> }) {
  const { error, formItemId, formDescriptionId, formMessageId } = useFormField();
  return (
    <ContentField
      id={formItemId}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      invalid={Boolean(error)}
      describedBy={error ? `${formDescriptionId} ${formMessageId}` : formDescriptionId}
      name="Description"
      size="short"
      placeholder="What the pin is, its size and finish: **bold**, lists, links…"
    />
  );
}
