import type { Control } from "react-hook-form";
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
} from "../../../components/ui/form.tsx";
import { Switch } from "../../../components/ui/switch.tsx";
import { OWNER_NOTICE_EVENTS, type ShopSettings } from "../settings.schemas.ts";
import type { SettingsFormValues } from "./settings-form-values.ts";

/** One switch per event that can e-mail the owner, with what sets it off. */
export function OwnerNoticeSwitches({
  control,
}: {
  control: Control<SettingsFormValues, unknown, ShopSettings>;
}) {
  return (
    <fieldset className="grid gap-1">
      <legend className="mb-2 text-sm font-medium">E-mail me when</legend>
      <ul className="grid divide-y rounded-lg border sm:grid-cols-2 sm:divide-y-0">
        {OWNER_NOTICE_EVENTS.map((event) => (
          <li key={event.id} className="sm:border-b sm:odd:border-r sm:[&:nth-last-child(-n+2)]:border-b-0">
            <FormField
              control={control}
              name={`ownerNotices.${event.id}`}
              render={({ field }) => (
                <FormItem className="flex items-center justify-between gap-4 p-3">
                  <div className="grid gap-0.5">
                    <FormLabel>{event.label}</FormLabel>
                    <FormDescription>{event.description}</FormDescription>
                  </div>
                  <FormControl>
                    <Switch checked={field.value} onCheckedChange={field.onChange} onBlur={field.onBlur} />
                  </FormControl>
                </FormItem>
              )}
            />
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
