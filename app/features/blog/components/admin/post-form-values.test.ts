import { describe, expect, it } from "vitest";
import {
  EMPTY_POST,
  fromLocalInput,
  postResolver,
  serverFieldErrors,
  toLocalInput,
  toPostPayload,
} from "./post-form-values.ts";

const resolve = (values: Partial<typeof EMPTY_POST>) =>
  postResolver({ ...EMPTY_POST, ...values }, undefined, { fields: {}, shouldUseNativeValidation: false });

const complete = { title: "Tee time", excerpt: "Short.", content: "Long." };

describe("the post editor's values", () => {
  it("shows the shop's messages for the required fields", async () => {
    const { errors } = await resolve({});
    expect(errors.title?.message).toBe("Title is required");
    expect(errors.excerpt?.message).toBe("Excerpt is required");
    expect(errors.content?.message).toBe("Content is required");
  });

  it("asks a scheduled post for a future time, in the admin's own time zone", async () => {
    const past = await resolve({ ...complete, status: "scheduled", publishedAt: "2020-01-01T09:00" });
    expect(past.errors.publishedAt?.message).toBe("Choose a future date and time for a scheduled post");
    const local = toLocalInput(new Date(Date.now() + 86_400_000).toISOString());
    const future = await resolve({ ...complete, status: "scheduled", publishedAt: local });
    expect(future.errors).toEqual({});
    expect(future.values).toMatchObject({ status: "scheduled", publishedAt: fromLocalInput(local) });
  });

  it("sends a time only for a scheduled post, and blanks as null", () => {
    const payload = toPostPayload({
      ...EMPTY_POST,
      ...complete,
      status: "published",
      publishedAt: "2030-01-01T09:00",
    });
    expect(payload.publishedAt).toBeNull();
    expect(fromLocalInput("")).toBeNull();
    expect(fromLocalInput("not a time")).toBeNull();
  });

  it("round-trips a time through the datetime-local field to the minute", () => {
    const iso = "2031-05-04T13:45:00.000Z";
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
  });

  it("reads the fields a server answer names", () => {
    expect(
      serverFieldErrors({
        message: "Tags cannot be blank",
        issues: [
          { path: "tags", message: "Tags cannot be blank" },
          { path: "views", message: "x" },
        ],
      }),
    ).toEqual([{ field: "tags", message: "Tags cannot be blank" }]);
    expect(serverFieldErrors({ message: 'A post with the slug "x" already exists', field: "slug" })).toEqual([
      { field: "slug", message: 'A post with the slug "x" already exists' },
    ]);
    expect(serverFieldErrors(null)).toEqual([]);
  });
});
