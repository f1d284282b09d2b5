// @vitest-environment jsdom
import { zodResolver } from "@hookform/resolvers/zod";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useForm } from "react-hook-form";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { Form, FormDescription } from "./form.tsx";
import { LabeledField, SelectField } from "./form-field.tsx";
import { Input } from "./input.tsx";

afterEach(() => {
  cleanup();
});

const Schema = z.object({ email: z.string().email("Enter a valid email address") });

function EmailForm() {
  const form = useForm<z.infer<typeof Schema>>({
    resolver: zodResolver(Schema),
    defaultValues: { email: "" },
  });
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(() => {})} noValidate>
        <LabeledField
          control={form.control}
          name="email"
          label="Email"
          className="sm:col-span-2"
          description={<FormDescription>We never share it.</FormDescription>}
        >
          {(field) => <Input type="email" {...field} />}
        </LabeledField>
        <button type="submit">Send</button>
      </form>
    </Form>
  );
}

describe("LabeledField", () => {
  it("labels the control, describes it and ties the error message to it", async () => {
    render(<EmailForm />);
    const input = screen.getByLabelText("Email");
    expect(input.getAttribute("aria-invalid")).toBe("false");
    const description = screen.getByText("We never share it.");
    expect(input.getAttribute("aria-describedby")).toBe(description.id);
    expect(input.closest("[data-slot=form-item]")?.className).toContain("sm:col-span-2");

    await userEvent.click(screen.getByRole("button", { name: "Send" }));

    const error = await screen.findByRole("alert");
    expect(error.textContent).toBe("Enter a valid email address");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toBe(`${description.id} ${error.id}`);
  });
});

const KINDS = [
  { value: "percentage", label: "Percentage" },
  { value: "fixed", label: "Fixed amount" },
] as const;

function TypeForm() {
  const form = useForm<{ kind: string }>({ defaultValues: { kind: "fixed" } });
  return (
    <Form {...form}>
      <SelectField control={form.control} name="kind" label="Type" options={KINDS} />
    </Form>
  );
}

describe("SelectField", () => {
  it("labels the trigger and shows the chosen option", () => {
    render(<TypeForm />);
    const trigger = screen.getByRole("combobox", { name: "Type" });
    expect(trigger.textContent).toBe("Fixed amount");
    expect(trigger.getAttribute("aria-invalid")).toBe("false");
  });
});
