// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { AreaChart } from "./area-chart.tsx";
import { BarList } from "./bar-list.tsx";

afterEach(cleanup);

describe("BarList", () => {
  it("is a table a screen reader reads row by row, bars scaled to the largest value", () => {
    render(
      <BarList
        caption="Orders by status"
        labelHeader="Status"
        valueHeader="Orders"
        items={[
          { label: "Shipped", value: 4 },
          { label: "Delivered", value: 2, display: "two" },
          { label: "Cancelled", value: 0 },
        ]}
      />,
    );
    const table = screen.getByRole("table", { name: "Orders by status" });
    expect(within(table).getByRole("columnheader", { name: "Status" })).toBeTruthy();
    const shipped = within(table).getByRole("row", { name: /Shipped/ });
    expect(within(shipped).getByRole("cell").textContent).toBe("4");
    expect(within(table).getByRole("row", { name: /Delivered/ }).textContent).toContain("two");
    const widths = [...table.querySelectorAll<HTMLElement>("[aria-hidden] > span")].map(
      (el) => el.style.width,
    );
    expect(widths[0]).toBe("max(0.375rem, 100%)");
    expect(widths[1]).toBe("max(0.375rem, 50%)");
    expect(widths[2]).toBe("0px");
  });
});

describe("AreaChart", () => {
  const points = [
    { label: "Mar 1", value: 3 },
    { label: "Mar 2", value: 0 },
    { label: "Mar 3", value: 7 },
  ];

  it("draws decoration only, and gives every figure as a table", () => {
    const { container } = render(
      <AreaChart caption="Page views per day" valueHeader="Views" points={points} />,
    );
    expect(container.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
    const table = screen.getByRole("table", { name: "Page views per day" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(["Mar 13", "Mar 20", "Mar 37"]);
  });

  it("draws nothing for no points", () => {
    const { container } = render(<AreaChart caption="Empty" valueHeader="Views" points={[]} />);
    expect(container.innerHTML).toBe("");
  });
});
