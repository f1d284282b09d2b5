// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "../../../components/ui/sonner.tsx";
import { CommentForm } from "./comment-form.tsx";

/** Answers the comment call with `status`, after `release()` when given a gate. */
function serve(status: number, gate?: Promise<void>) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => {
    await gate;
    return new Response(JSON.stringify(status < 400 ? { id: 1, status: "pending" } : { message: "no" }), {
      status,
    });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function renderForm(onSubmitted = vi.fn()) {
  render(
    <>
      <CommentForm postId={7} slug="tee-times" onSubmitted={onSubmitted} />
      <Toaster />
    </>,
  );
  return onSubmitted;
}

/** Pastes each field, as typing key by key is slow on a busy runner and tests nothing more here. */
async function fillIn() {
  for (const [label, text] of [
    ["Name", "Pat Fairway"],
    ["Email", "pat@example.com"],
    ["Comment", "Lovely markers."],
  ] as const) {
    await userEvent.click(screen.getByLabelText(label));
    await userEvent.paste(text);
  }
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("CommentForm", { timeout: 15_000 }, () => {
  it("posts the comment, says it awaits approval, clears the form and refreshes the list", async () => {
    let release = () => {};
    const fetchMock = serve(201, new Promise<void>((resolve) => (release = resolve)));
    const onSubmitted = renderForm();
    await fillIn();
    await userEvent.click(screen.getByRole("button", { name: "Submit Comment" }));

    const pending = await screen.findByRole("button", { name: "Submitting..." });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    release();

    expect(await screen.findByText("Comment Submitted")).toBeTruthy();
    expect(screen.getByText("Your comment has been submitted for approval.")).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/blog/posts/tee-times/comments");
    expect(JSON.parse(String(init?.body))).toEqual({
      authorName: "Pat Fairway",
      authorEmail: "pat@example.com",
      content: "Lovely markers.",
      postId: 7,
    });
    await waitFor(() => expect((screen.getByLabelText("Comment") as HTMLTextAreaElement).value).toBe(""));
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("");
    expect(onSubmitted).toHaveBeenCalledTimes(1);
  });

  it("keeps what was typed and shows the destructive toast when the call fails", async () => {
    serve(500);
    const onSubmitted = renderForm();
    await fillIn();
    await userEvent.click(screen.getByRole("button", { name: "Submit Comment" }));

    expect(await screen.findByText("Error")).toBeTruthy();
    expect(screen.getByText("Failed to submit comment. Please try again.")).toBeTruthy();
    expect((screen.getByLabelText("Comment") as HTMLTextAreaElement).value).toBe("Lovely markers.");
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  it("asks for every field before calling the server", async () => {
    const fetchMock = serve(201);
    renderForm();
    await userEvent.click(screen.getByRole("button", { name: "Submit Comment" }));
    expect(await screen.findByText("Please enter your name")).toBeTruthy();
    expect(screen.getByText("Please enter a valid email address")).toBeTruthy();
    expect(screen.getByText("Please enter a comment")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the hidden honeypot only when something filled it in", async () => {
    const fetchMock = serve(201);
    renderForm();
    await fillIn();
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot.tabIndex).toBe(-1);
    honeypot.value = "https://spam.example";
    await userEvent.click(screen.getByRole("button", { name: "Submit Comment" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toMatchObject({
      website: "https://spam.example",
    });
  });
});
