// @vitest-environment jsdom
import { zodResolver } from "@hookform/resolvers/zod";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useForm } from "react-hook-form";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";

import { Button } from "./button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "./dialog.tsx";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "./form.tsx";
import { Input } from "./input.tsx";

afterEach(() => {
  cleanup();
});

describe("Button", () => {
  it("renders a native button by default", () => {
    render(<Button>Add to cart</Button>);
    const button = screen.getByRole("button", { name: "Add to cart" });
    expect(button.tagName).toBe("BUTTON");
    expect(button.getAttribute("data-slot")).toBe("button");
    expect(button.className).toContain("h-10");
  });

  it("renders its child element with asChild", () => {
    render(
      <Button asChild variant="outline">
        <a href="/builder">Design your pin</a>
      </Button>,
    );
    const link = screen.getByRole("link", { name: "Design your pin" });
    expect(link.tagName).toBe("A");
    expect(link.getAttribute("href")).toBe("/builder");
    expect(link.getAttribute("data-slot")).toBe("button");
    expect(link.className).toContain("border");
    expect(screen.queryByRole("button")).toBeNull();
  });
});

const quoteSchema = z.object({
  email: z.email({ error: "Enter a valid email address" }),
});
type QuoteValues = z.infer<typeof quoteSchema>;

function QuoteForm({ onValid }: { onValid: (values: QuoteValues) => void }) {
  const form = useForm<QuoteValues>({
    resolver: zodResolver(quoteSchema),
    defaultValues: { email: "" },
  });

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onValid)} noValidate>
        <FormField
          control={form.control}
          name="email"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Email</FormLabel>
              <FormControl>
                <Input type="email" {...field} />
              </FormControl>
              <FormDescription>We send your proof here.</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit">Request quote</Button>
      </form>
    </Form>
  );
}

describe("Form", () => {
  it("shows the zod error message after an invalid submit", async () => {
    const user = userEvent.setup();
    const submitted: QuoteValues[] = [];
    render(<QuoteForm onValid={(values) => submitted.push(values)} />);

    const input = screen.getByLabelText("Email");
    expect(input.getAttribute("aria-invalid")).toBe("false");
    expect(screen.queryByRole("alert")).toBeNull();

    await user.type(input, "not-an-email");
    await user.click(screen.getByRole("button", { name: "Request quote" }));

    const message = await screen.findByRole("alert");
    expect(message.textContent).toBe("Enter a valid email address");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toContain(message.id);
    expect(submitted).toHaveLength(0);

    await user.clear(input);
    await user.type(input, "pro@fairwaypin.co");
    await user.click(screen.getByRole("button", { name: "Request quote" }));
    expect(submitted).toEqual([{ email: "pro@fairwaypin.co" }]);
    expect(screen.queryByRole("alert")).toBeNull();
  });
});

describe("Dialog", () => {
  it("opens on click and closes with the close button", async () => {
    const user = userEvent.setup();
    render(
      <Dialog>
        <DialogTrigger asChild>
          <Button>View size guide</Button>
        </DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Pin size guide</DialogTitle>
            <DialogDescription>Most clubs choose 1 inch.</DialogDescription>
          </DialogHeader>
        </DialogContent>
      </Dialog>,
    );

    expect(screen.queryByRole("dialog")).toBeNull();
    await user.click(screen.getByRole("button", { name: "View size guide" }));

    const dialog = await screen.findByRole("dialog", { name: "Pin size guide" });
    expect(dialog.textContent).toContain("Most clubs choose 1 inch.");

    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
