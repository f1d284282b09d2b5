import { describe, expect, it } from "vitest";
import { batcher } from "./batcher.ts";

/** A run whose batches the test releases by hand, recording what each batch held. */
function heldRun() {
  const batches: number[][] = [];
  const release: Array<() => void> = [];
  const run = (items: number[]) => {
    batches.push(items);
    return new Promise<number[]>((resolve) => release.push(() => resolve(items.map((i) => i * 10))));
  };
  return { batches, release, run };
}

describe("batcher", () => {
  it("sends a lone call at once, and calls made meanwhile together in the next batch", async () => {
    const { batches, release, run } = heldRun();
    const add = batcher(run, { concurrency: 1, maxSize: 100 });
    const first = add(1);
    const rest = [add(2), add(3), add(4)];
    await Promise.resolve();
    expect(batches).toEqual([[1]]);
    release.shift()!();
    expect(await first).toBe(10);
    await new Promise((r) => setTimeout(r, 0));
    expect(batches).toEqual([[1], [2, 3, 4]]);
    release.shift()!();
    expect(await Promise.all(rest)).toEqual([20, 30, 40]);
  });

  it("keeps `concurrency` batches in flight and no more than `maxSize` calls in one", async () => {
    const { batches, release, run } = heldRun();
    const add = batcher(run, { concurrency: 2, maxSize: 2 });
    const all = [1, 2, 3, 4, 5, 6].map((i) => add(i));
    await Promise.resolve();
    expect(batches).toEqual([[1], [2]]);
    while (batches.length < 4 || release.length > 0) {
      release.shift()?.();
      await new Promise((r) => setTimeout(r, 0));
    }
    expect(batches).toEqual([[1], [2], [3, 4], [5, 6]]);
    expect(await Promise.all(all)).toEqual([10, 20, 30, 40, 50, 60]);
  });

  it("never puts two calls with the same key in one batch, and keeps their order", async () => {
    const { batches, release, run } = heldRun();
    const add = batcher(run, { concurrency: 1, maxSize: 100, key: (i) => String(i % 2) });
    const all = [1, 2, 3, 4, 5].map((i) => add(i));
    for (let n = 0; n < 4; n++) {
      await new Promise((r) => setTimeout(r, 0));
      release.shift()?.();
    }
    await Promise.all(all);
    expect(batches).toEqual([[1], [2, 3], [4, 5]]);
  });

  it("fails every call of a failed batch, and goes on with the next", async () => {
    let calls = 0;
    const add = batcher(
      async (items: number[]) => {
        calls++;
        if (items.includes(2)) throw new Error("database gone");
        return items;
      },
      { concurrency: 1, maxSize: 100 },
    );
    const first = add(1);
    const failing = [add(2), add(3)];
    expect(await first).toBe(1);
    for (const call of failing) await expect(call).rejects.toThrow("database gone");
    expect(await add(4)).toBe(4);
    expect(calls).toBe(3);
  });

  it("fails the batch when the run answers a different number of outputs", async () => {
    const add = batcher(async () => [], { concurrency: 1, maxSize: 100 });
    await expect(add(1)).rejects.toThrow("a batch of 1 answered 0 outputs");
  });
});
