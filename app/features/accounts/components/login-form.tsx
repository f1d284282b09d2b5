import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useRevalidator } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import {
  Form,
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from "../../../components/ui/form.tsx";
import { LabeledField } from "../../../components/ui/form-field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { toast } from "../../../components/ui/sonner.tsx";
import { ApiError, apiRequest, errorMessage } from "../../../lib/api.ts";
import { getSessionId, notifyCartChanged } from "../../cart/index.ts";
import { type Login, LoginSchema } from "../accounts.schemas.ts";

/**
 * Login. Success refreshes the current user and the cart, then goes
 * home (or back to the page that asked for a sign-in).
 */
export function LoginForm({ redirectTo = "/" }: { redirectTo?: string }) {
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const form = useForm<Login>({
    resolver: zodResolver(LoginSchema),
    defaultValues: { username: "", password: "" },
  });
  const pending = form.formState.isSubmitting;

  const onSubmit = async (values: Login) => {
    try {
      await apiRequest("POST", "/api/auth/login", values, { "X-Session-Id": getSessionId() });
    } catch (err) {
      // Too many wrong passwords: the e-mailed link below still gets the holder in.
      const hint = err instanceof ApiError && err.status === 429 ? " Or e-mail yourself a sign-in link." : "";
      toast.error("Login Failed", { description: `${errorMessage(err)}${hint}` });
      form.setFocus("password");
      return;
    }
    toast.success("Welcome back!", { description: "You have been logged in successfully." });
    await navigate(redirectTo, { replace: true });
    await revalidate();
    notifyCartChanged();
  };

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-5">
        <LabeledField control={form.control} name="username" label="Username">
          {(field) => <Input autoComplete="username" autoCapitalize="none" spellCheck={false} {...field} />}
        </LabeledField>
        <FormField
          control={form.control}
          name="password"
          render={({ field }) => (
            <FormItem>
              <div className="flex items-center justify-between gap-2">
                <FormLabel>Password</FormLabel>
                <Link
                  to="/forgot-password"
                  className="text-sm font-medium text-primary underline-offset-4 hover:underline"
                >
                  Forgot your password?
                </Link>
              </div>
              <FormControl>
                <Input type="password" autoComplete="current-password" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit" size="lg" className="mt-1 w-full" disabled={pending}>
          {pending ? "Signing in..." : "Sign In"}
        </Button>
      </form>
    </Form>
  );
}
