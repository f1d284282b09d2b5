// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Button } from "./button.tsx";
import { ConfirmDialog } from "./confirm-dialog.tsx";

afterEach(cleanup);

function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe("ConfirmDialog", () => {
  it("does nothing when the question is answered no", async () => {
    const onConfirm = vi.fn(async () => {});
    render(
      <ConfirmDialog
        trigger={<Button>Remove</Button>}
        title="Remove it?"
        description="This cannot be undone."
        confirmLabel="Remove"
        onConfirm={onConfirm}
      />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Remove" }));
    expect(screen.getByRole("alertdialog", { name: "Remove it?" }).textContent).toContain(
      "This cannot be undone.",
    );
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("closes at once and runs the action behind it", async () => {
    const answer = deferred();
    const onConfirm = vi.fn(() => answer.promise);
    render(
      <ConfirmDialog
        trigger={<Button>Delete</Button>}
        title="Delete it?"
        description="Gone for good."
        confirmLabel="Delete"
        busyLabel="Deleting..."
        destructive
        onConfirm={onConfirm}
      />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Delete" }));
    const dialog = screen.getByRole("alertdialog");
    const confirm = screen.getAllByRole("button", { name: "Delete" }).at(-1)!;
    expect(dialog.contains(confirm)).toBe(true);
    expect(confirm.className).toContain("bg-destructive");
    await userEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    answer.resolve();
  });

  it("with stayOpen, stays open and busy until the action is done", async () => {
    const answer = deferred();
    render(
      <ConfirmDialog
        trigger={<Button>Approve</Button>}
        title="Approve this?"
        description="It starts the payment."
        cancelLabel="Not yet"
        confirmLabel="Approve"
        busyLabel="Approving..."
        stayOpen
        onConfirm={() => answer.promise}
      >
        <p>Extra words</p>
      </ConfirmDialog>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Approve" }));
    expect(screen.getByRole("alertdialog").textContent).toContain("Extra words");
    await userEvent.click(screen.getAllByRole("button", { name: "Approve" }).at(-1)!);
    expect((screen.getByRole("button", { name: "Approving..." }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole("button", { name: "Not yet" }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("alertdialog")).not.toBeNull();
    answer.resolve();
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  });

  it("without a trigger is opened and closed by its caller, and keeps a disabled confirm off", async () => {
    const onOpenChange = vi.fn();
    const onConfirm = vi.fn(async () => {});
    const dialog = (open: boolean, confirmDisabled: boolean) => (
      <ConfirmDialog
        open={open}
        onOpenChange={onOpenChange}
        title="Send it?"
        description="Nobody can receive it yet."
        confirmLabel="Send"
        confirmDisabled={confirmDisabled}
        onConfirm={onConfirm}
      />
    );
    const { rerender } = render(dialog(false, true));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    rerender(dialog(true, true));
    expect(screen.getByRole("button", { name: "Send" })).toHaveProperty("disabled", true);
    rerender(dialog(true, false));
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onOpenChange).toHaveBeenCalledTimes(2);
  });
});
