import type * as React from "react";
import type { Control } from "react-hook-form";
import { Checkbox } from "../../../../components/ui/checkbox.tsx";
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from "../../../../components/ui/form.tsx";
import { LabeledField, SelectField } from "../../../../components/ui/form-field.tsx";
import { Input } from "../../../../components/ui/input.tsx";
import { Textarea } from "../../../../components/ui/textarea.tsx";
import { cn } from "../../../../lib/utils.ts";
import type { PostInput } from "../../blog-admin.schemas.ts";
import type { PostFormValues } from "./post-form-values.ts";

export type PostControl = Control<PostFormValues, unknown, PostInput>;
type TextName = "title" | "slug" | "excerpt" | "metaTitle" | "metaDescription";

/** A text field; with `max`, a live "12 / 70" counter that turns red past the limit. */
export function TextField({
  control,
  name,
  label,
  description,
  max,
  multiline,
  ...input
}: {
  control: PostControl;
  name: TextName;
  label: string;
  description?: string;
  max?: number;
  multiline?: boolean;
} & Omit<React.ComponentProps<"input">, "name" | "max">) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <div className="flex items-baseline justify-between gap-3">
            <FormLabel>{label}</FormLabel>
            {max !== undefined && (
              <span
                className={cn(
                  "text-xs tabular-nums text-muted-foreground",
                  field.value.length > max && "font-medium text-destructive",
                )}
                aria-live="polite"
              >
                {field.value.length} / {max}
              </span>
            )}
          </div>
          <FormControl>
            {multiline ? (
              <Textarea {...field} rows={3} className="min-h-20" placeholder={input.placeholder} />
            ) : (
              <Input {...input} {...field} />
            )}
          </FormControl>
          {description && <FormDescription>{description}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

const STATUS_LABELS = { draft: "Draft", scheduled: "Scheduled", published: "Published" } as const;

/** Status, the time of a scheduled post, and the Facebook share. */
export function PublishingFields({
  control,
  status,
  facebook,
}: {
  control: PostControl;
  status: PostFormValues["status"];
  facebook: boolean | null;
}) {
  return (
    <div className="grid gap-4">
      <SelectField
        control={control}
        name="status"
        label="Status"
        options={(Object.keys(STATUS_LABELS) as (keyof typeof STATUS_LABELS)[]).map((value) => ({
          value,
          label: STATUS_LABELS[value],
        }))}
      />
      {status === "scheduled" && (
        <LabeledField
          control={control}
          name="publishedAt"
          label="Publication date and time"
          description={
            <FormDescription>Your local time. The post goes live within a minute of it.</FormDescription>
          }
        >
          {(field) => <Input type="datetime-local" {...field} />}
        </LabeledField>
      )}
      <FormField
        control={control}
        name="shareToFacebook"
        render={({ field }) => (
          <FormItem className="flex items-start gap-3 rounded-lg border bg-muted/40 p-3">
            <FormControl>
              <Checkbox
                checked={field.value}
                onCheckedChange={(v) => field.onChange(v === true)}
                className="mt-0.5"
              />
            </FormControl>
            <div className="grid gap-1">
              <FormLabel className="font-medium">Share to Facebook</FormLabel>
              <FormDescription>
                {facebook === false
                  ? "No Facebook Page is connected yet (FACEBOOK_PAGE_ID and FACEBOOK_PAGE_ACCESS_TOKEN), so nothing will be posted."
                  : "Posts a link to the shop's Facebook Page when the post is published."}
              </FormDescription>
            </div>
          </FormItem>
        )}
      />
    </div>
  );
}
