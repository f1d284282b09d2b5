import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useNavigate, useRevalidator } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { Form, FormDescription } from "../../../components/ui/form.tsx";
import { LabeledField } from "../../../components/ui/form-field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { toast } from "../../../components/ui/sonner.tsx";
import { apiRequest, errorMessage } from "../../../lib/api.ts";
import { getSessionId, notifyCartChanged } from "../../cart/index.ts";
import { type Register, RegisterSchema } from "../accounts.schemas.ts";

const FIELDS = [
  { name: "username", label: "Username", type: "text", autoComplete: "username" },
  { name: "email", label: "Email Address", type: "email", autoComplete: "email" },
  { name: "password", label: "Password", type: "password", autoComplete: "new-password" },
  { name: "confirmPassword", label: "Confirm Password", type: "password", autoComplete: "new-password" },
] as const;

const HINTS: Partial<Record<keyof Register, string>> = {
  password: "At least 8 characters. A short phrase is easy to remember and hard to guess.",
};

/** Register. The confirmation is checked here and not sent. */
export function RegisterForm({ shopName }: { shopName: string }) {
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const form = useForm<Register>({
    resolver: zodResolver(RegisterSchema),
    defaultValues: { username: "", email: "", password: "", confirmPassword: "" },
  });
  const pending = form.formState.isSubmitting;

  const onSubmit = async ({ username, email, password }: Register) => {
    try {
      await apiRequest(
        "POST",
        "/api/auth/register",
        { username, email, password },
        { "X-Session-Id": getSessionId() },
      );
    } catch (err) {
      toast.error("Registration Failed", { description: errorMessage(err) });
      return;
    }
    // "Welcome to the product!" names the shop (docs/product-rules.md#the-shops-name).
    toast.success("Account Created!", { description: `Welcome to ${shopName}! You are now logged in.` });
    await navigate("/", { replace: true });
    await revalidate();
    notifyCartChanged();
  };

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-5">
        {FIELDS.map((f) => (
          <LabeledField
            key={f.name}
            control={form.control}
            name={f.name}
            label={f.label}
            description={HINTS[f.name] && <FormDescription>{HINTS[f.name]}</FormDescription>}
          >
            {(field) => (
              <Input
                type={f.type}
                autoComplete={f.autoComplete}
                autoCapitalize={f.type === "password" ? undefined : "none"}
                spellCheck={false}
                {...field}
              />
            )}
          </LabeledField>
        ))}
        <Button type="submit" size="lg" className="mt-1 w-full" disabled={pending}>
          {pending ? "Creating Account..." : "Create Account"}
        </Button>
      </form>
    </Form>
  );
}
