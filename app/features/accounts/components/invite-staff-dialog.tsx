import { zodResolver } from "@hookform/resolvers/zod";
import { UserPlusIcon } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "../../../components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "../../../components/ui/dialog.tsx";
import { Form, FormDescription } from "../../../components/ui/form.tsx";
import { LabeledField } from "../../../components/ui/form-field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { toast } from "../../../components/ui/sonner.tsx";
import { apiRequest, errorMessage } from "../../../lib/api.ts";
import { type InviteStaff, InviteStaffSchema } from "../staff.schemas.ts";

const EMPTY: InviteStaff = { email: "", username: "" };

/** The "Invite admin" button and its dialog: an address and a username, then an e-mail goes out. */
export function InviteStaffDialog({ onInvited }: { onInvited: () => void }) {
  const [open, setOpen] = useState(false);
  const form = useForm<InviteStaff>({ resolver: zodResolver(InviteStaffSchema), defaultValues: EMPTY });
  const pending = form.formState.isSubmitting;

  const onSubmit = async (input: InviteStaff) => {
    try {
      await apiRequest("POST", "/api/admin/staff/invite", input);
    } catch (err) {
      const message = errorMessage(err, "Please try again.");
      // A taken username or address is said under its field; anything else in a toast.
      const field = /username/i.test(message) ? "username" : /e-?mail/i.test(message) ? "email" : null;
      if (field) form.setError(field, { message });
      else toast.error("The invitation could not be sent.", { description: message });
      return;
    }
    toast.success("Invitation sent", { description: `${input.email} can now choose a password.` });
    setOpen(false);
    form.reset(EMPTY);
    onInvited();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) form.reset(EMPTY);
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <UserPlusIcon aria-hidden="true" />
          Invite admin
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Invite an admin</DialogTitle>
          <DialogDescription>
            They get an e-mail with a link to choose a password; it works for three days. An admin can do
            everything you can in this dashboard.
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4">
            <LabeledField control={form.control} name="email" label="E-mail">
              {(field) => <Input {...field} type="email" autoComplete="off" spellCheck={false} />}
            </LabeledField>
            <LabeledField
              control={form.control}
              name="username"
              label="Username"
              description={
                <FormDescription>What they sign in with: letters, digits, dots, dashes.</FormDescription>
              }
            >
              {(field) => <Input {...field} autoComplete="off" autoCapitalize="none" spellCheck={false} />}
            </LabeledField>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={pending}>
                {pending ? "Sending..." : "Send invitation"}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
