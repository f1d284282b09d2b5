/**
 * Coalesces concurrent calls into batches, as a database groups commits: while `concurrency`
 * batches are in flight, new calls wait and leave together in the next one. An idle shop sends
 * each call at once, adding no latency; a busy one sends one statement for many calls instead of
 * a round trip each (`npm run bench`: add to cart under 50 connections).
 *
 * Why not DataLoader (a dependency already): it cannot promise that two calls with the same key
 * never share a batch. Its keys are for reading: with its cache on, a second add of the same pin
 * to the same cart in one tick gets the first one's answer and is never written; with the cache
 * off, both go into one batch, and one `insert … on conflict do update` statement cannot update
 * the same row twice, so both adds fail. It also batches by event-loop tick, not by batches in
 * flight: under load each request arrives in its own tick and leaves alone, one round trip each.
 * Getting both from it would mean writing this queue again around it.
 */
export interface BatcherOptions<I> {
  /** Batches in flight at once. */
  concurrency: number;
  /** Calls per batch at most. */
  maxSize: number;
  /** Calls with the same key never share a batch (one statement cannot update a row twice). */
  key?: (item: I) => string;
}

interface Waiting<I, O> {
  item: I;
  resolve: (output: O) => void;
  reject: (error: unknown) => void;
}

/**
 * Answers a function that takes one item and resolves with its own output. `run` gets the items
 * of a batch and must answer one output per item, in the same order; when it fails, every call
 * of that batch fails with its error.
 */
export function batcher<I, O>(
  run: (items: I[]) => Promise<O[]>,
  options: BatcherOptions<I>,
): (item: I) => Promise<O> {
  let queue: Waiting<I, O>[] = [];
  let inFlight = 0;

  function take(): Waiting<I, O>[] {
    if (!options.key && queue.length <= options.maxSize) {
      const all = queue;
      queue = [];
      return all;
    }
    const keys = new Set<string>();
    const batch: Waiting<I, O>[] = [];
    const rest: Waiting<I, O>[] = [];
    for (const waiting of queue) {
      const key = options.key?.(waiting.item);
      if (batch.length < options.maxSize && (key === undefined || !keys.has(key))) {
        if (key !== undefined) keys.add(key);
        batch.push(waiting);
      } else {
        rest.push(waiting);
      }
    }
    queue = rest;
    return batch;
  }

  function pump() {
    while (inFlight < options.concurrency && queue.length > 0) {
      const batch = take();
      inFlight++;
      Promise.resolve()
        .then(() => run(batch.map((w) => w.item)))
        .then((outputs) => {
          if (outputs.length !== batch.length) {
            throw new Error(`a batch of ${batch.length} answered ${outputs.length} outputs`);
          }
          for (const [i, w] of batch.entries()) w.resolve(outputs[i]!);
        })
        .catch((error: unknown) => {
          for (const w of batch) w.reject(error);
        })
        .finally(() => {
          inFlight--;
          pump();
        });
    }
  }

  return (item) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      pump();
    });
}
