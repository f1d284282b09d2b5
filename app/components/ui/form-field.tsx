import type { ReactNode } from "react";
import type { Control, ControllerRenderProps, FieldPath, FieldValues } from "react-hook-form";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "./form.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "./select.tsx";

type LabeledFieldProps<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TTransformedValues,
> = {
  control: Control<TFieldValues, unknown, TTransformedValues>;
  name: TName;
  label: ReactNode;
  /** Classes for the field's wrapper (a grid with the label, the control and the message). */
  className?: string;
  /** Shown between the control and the error message, e.g. a `<FormDescription>`. */
  description?: ReactNode;
  /** The control itself; spread `field` on it so it is registered with the form. */
  children: (field: ControllerRenderProps<TFieldValues, TName>) => ReactNode;
};

/** The label above, the error message below; `render` puts the control wired to the field between. */
function FieldShell<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TTransformedValues,
>({
  control,
  name,
  label,
  className,
  description,
  render,
}: Omit<LabeledFieldProps<TFieldValues, TName, TTransformedValues>, "children"> & {
  render: LabeledFieldProps<TFieldValues, TName, TTransformedValues>["children"];
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          <FormLabel>{label}</FormLabel>
          {render(field)}
          {description}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/**
 * One form field: its label, the control wired to it (`id`, `aria-invalid`,
 * `aria-describedby`) and its error message below, so every form lays out and
 * announces a field the same way.
 */
export function LabeledField<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
>({ children, ...shell }: LabeledFieldProps<TFieldValues, TName, TTransformedValues>) {
  return <FieldShell {...shell} render={(field) => <FormControl>{children(field)}</FormControl>} />;
}

/**
 * A labelled drop-down of fixed choices, with its error message below; the
 * trigger carries the label and the error wiring, as a text field's input does.
 */
export function SelectField<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
>({
  options,
  ...shell
}: Omit<
  LabeledFieldProps<TFieldValues, TName, TTransformedValues>,
  "children" | "className" | "description"
> & {
  options: readonly { value: string; label: ReactNode }[];
}) {
  return (
    <FieldShell
      {...shell}
      render={(field) => (
        <Select value={field.value} onValueChange={field.onChange}>
          <FormControl>
            <SelectTrigger className="w-full">
              <SelectValue />
            </SelectTrigger>
          </FormControl>
          <SelectContent>
            {options.map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    />
  );
}
