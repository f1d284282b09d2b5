// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ReportRangePicker } from "./report-range-picker.tsx";

afterEach(cleanup);

function picker() {
  const onDates = vi.fn();
  const onPreset = vi.fn();
  render(
    <ReportRangePicker
      selection={{ preset: "last-30-days", from: "2026-04-15", to: "2026-05-14" }}
      onPreset={onPreset}
      onDates={onDates}
    />,
  );
  const set = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
  const show = () => userEvent.click(screen.getByRole("button", { name: "Show these dates" }));
  return { onDates, onPreset, set, show };
}

describe("ReportRangePicker", () => {
  it("shows the range's dates, and sends the owner's own once they are right", async () => {
    const { onDates, set, show } = picker();
    expect((screen.getByLabelText("From", { exact: true }) as HTMLInputElement).value).toBe("2026-04-15");
    set("From", "2026-05-20");
    await show();
    expect(screen.getByRole("alert").textContent).toBe("The start date must be on or before the end date");
    set("From", "2022-01-01");
    await show();
    expect(screen.getByRole("alert").textContent).toBe("Choose a range of at most 3 years");
    set("From", "");
    await show();
    expect(screen.getByRole("alert").textContent).toBe("Enter both dates");
    expect(onDates).not.toHaveBeenCalled();
    set("From", "2026-01-01");
    await show();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(onDates).toHaveBeenCalledWith({ from: "2026-01-01", to: "2026-05-14" });
  });
});
