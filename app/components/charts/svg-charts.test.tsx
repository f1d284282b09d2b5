// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ColumnChart } from "./column-chart.tsx";
import { RankChart } from "./rank-chart.tsx";
import { niceStep, niceTicks } from "./scale.ts";

afterEach(cleanup);

describe("niceTicks", () => {
  it("covers the values with round steps, zero among them", () => {
    expect(niceTicks(0, 900)).toEqual([0, 250, 500, 750, 1000]);
    expect(niceTicks(-40, 160)).toEqual([-50, 0, 50, 100, 150, 200]);
    expect(niceTicks(0, 0)).toEqual([0, 1]);
    expect(niceTicks(0, 3, 4, true)).toEqual([0, 1, 2, 3]);
    expect(niceTicks(0, 0.3)).toEqual([0, 0.1, 0.2, 0.3]);
  });

  it("steps by 1, 2, 2.5 or 5 times a power of ten", () => {
    expect([0.7, 1.5, 2.2, 4, 7, 30].map(niceStep)).toEqual([1, 2, 2.5, 5, 10, 50]);
  });
});

const money = (n: number) => `$${n}`;

describe("ColumnChart", () => {
  const periods = [
    { name: "Mon, Mar 2", axis: "Mar 2" },
    { name: "Tue, Mar 3", axis: "Mar 3" },
  ];

  it("is one named image whose columns name their figures on hover", () => {
    const { container } = render(
      <ColumnChart
        label="Sales by day"
        periods={periods}
        series={[
          { label: "Sales", fill: "fill-primary", swatch: "bg-primary", values: [120, 40] },
          { label: "Refunds", fill: "fill-destructive", swatch: "bg-destructive", values: [0, -30] },
        ]}
        line={{ label: "Net", stroke: "stroke-foreground", swatch: "bg-foreground", values: [120, 10] }}
        format={money}
      />,
    );
    expect(screen.getByRole("img", { name: "Sales by day" })).toBeTruthy();
    const titles = [...container.querySelectorAll("title")].map((t) => t.textContent);
    expect(titles).toEqual([
      "Mon, Mar 2\nSales: $120\nRefunds: $0\nNet: $120",
      "Tue, Mar 3\nSales: $40\nRefunds: $-30\nNet: $10",
    ]);
    expect(screen.getByText("Refunds")).toBeTruthy();
  });

  it("draws a negative value below the zero line", () => {
    const { container } = render(
      <ColumnChart
        label="Net"
        periods={periods}
        series={[{ label: "Net", fill: "fill-primary", swatch: "bg-primary", values: [50, -50] }]}
        format={money}
      />,
    );
    const zero = container.querySelector("line.stroke-foreground\\/40")!;
    const bars = [...container.querySelectorAll("rect.fill-primary")];
    const zeroY = Number(zero.getAttribute("y1"));
    expect(Number(bars[0]!.getAttribute("y")) + Number(bars[0]!.getAttribute("height"))).toBeCloseTo(zeroY);
    expect(Number(bars[1]!.getAttribute("y"))).toBeCloseTo(zeroY);
  });
});

describe("RankChart", () => {
  it("names each bar and its value", () => {
    const { container } = render(
      <RankChart
        label="Best sellers"
        items={[
          { label: "Azalea Bloom Lapel Pin", value: 40 },
          { label: "Links Flag Set Pin", value: 8 },
        ]}
        format={(n) => String(n)}
        whole
      />,
    );
    expect(screen.getByRole("img", { name: "Best sellers" })).toBeTruthy();
    expect([...container.querySelectorAll("title")].map((t) => t.textContent)).toEqual([
      "Azalea Bloom Lapel Pin: 40",
      "Links Flag Set Pin: 8",
    ]);
  });
});
