import { type ComponentType, type Ref, Suspense, use, useEffect, useRef, useState } from "react";
import { replayEarlyTaps } from "./early-taps.tsx";

/**
 * Resolves once the page has loaded; at once when it has already (a client-side navigation). No
 * idle callback or timer: a test's paused clock would hold the page's sections back forever.
 */
function afterLoad(): Promise<void> {
  if (document.readyState === "complete") return Promise.resolve();
  return new Promise((resolve) => window.addEventListener("load", () => resolve(), { once: true }));
}

export interface DeferredOptions {
  /**
   * Below the fold: the section's code is fetched only once it comes within a screen of the
   * viewport, or as soon as the visitor first touches, clicks, scrolls with a wheel or presses a
   * key anywhere on the page. A phone that only reads the top of the page never runs it.
   */
  whenNear?: boolean;
}

/** The first interaction with the page, after which every section near or not is fetched. */
const INTERACTIONS = ["pointerdown", "touchstart", "keydown", "wheel", "focusin"] as const;
let interacted: Promise<void> | undefined;
function firstInteraction(): Promise<void> {
  interacted ??= new Promise((resolve) => {
    const wake = () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, wake, true);
      resolve();
    };
    for (const type of INTERACTIONS) window.addEventListener(type, wake, { capture: true, passive: true });
  });
  return interacted;
}

/** Resolves once `anchor` is within a screen's height of the viewport (at once without a way to tell). */
function near(anchor: Element): { promise: Promise<void>; cancel: () => void } {
  if (typeof IntersectionObserver === "undefined") return { promise: Promise.resolve(), cancel: () => {} };
  let observer: IntersectionObserver | undefined;
  const promise = new Promise<void>((resolve) => {
    observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer?.disconnect();
          resolve();
        }
      },
      { rootMargin: "100% 0px" },
    );
    observer.observe(anchor);
  });
  return { promise, cancel: () => observer?.disconnect() };
}

/**
 * An empty block before a section that waits to be near: the point the browser watches (a
 * Suspense boundary has no element of its own). Rendered on both sides, so hydration matches.
 */
function NearAnchor({ anchorRef }: { anchorRef?: Ref<HTMLDivElement> }) {
  return <div ref={anchorRef} aria-hidden="true" data-deferred-anchor="" />;
}

// <html data-deferred="n">: sections still waiting for their code, and <html data-hydrated> once
// the page itself is; the e2e helper gotoHydrated waits for both before it clicks anything.
let waiting = 0;
const count = (change: number) => {
  waiting += change;
  document.documentElement.dataset.deferred = String(waiting);
};

/**
 * Marks the page hydrated, and hands the taps kept until now to their buttons (early-taps.tsx);
 * the root route calls it once. The root's effects run after every other's: the whole page
 * has its handlers by then.
 */
export function useHydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
    replayEarlyTaps();
  }, []);
}

/**
 * On the server: fetched when the module loads, so pages render it in place, never streamed; in
 * a Suspense boundary, as in the browser, where the boundary keeps this HTML until it hydrates.
 */
function serverSection<P extends object>(
  load: () => Promise<ComponentType<P>>,
  options: DeferredOptions,
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  const ready = load().then((component) => {
    loaded = component;
    return component;
  });
  // biome-ignore lint/correctness/noComponentHookFactories: made once per section, at module scope
  function Section(props: P) {
    const Component = loaded ?? use(ready);
    return <Component {...props} />;
  }
  // biome-ignore lint/correctness/noComponentHookFactories: made once per section, at module scope
  return function DeferredSection(props: P) {
    return (
      <>
        {options.whenNear && <NearAnchor />}
        <Suspense fallback={null}>
          <Section {...props} />
        </Suspense>
      </>
    );
  };
}

/** A promise that never settles: what a section waits on until its code is here. */
const forever = new Promise<never>(() => {});

/**
 * In the browser: the section suspends (keeping the server's HTML) until its code, fetched after
 * the page's load, is here. Then the wrapper updates its props: React answers an update to a
 * boundary it has not hydrated by hydrating it first, at a higher priority, with the props it
 * has (so the section reads its code from this closure, not from them), and then applies the
 * update. Not React's own retry of the suspended section: React may hold a retry's commit back
 * by up to 300 ms after the page started, on a timer that a test's paused clock never fires.
 */
function browserSection<P extends object>(
  load: () => Promise<ComponentType<P>>,
  options: DeferredOptions,
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  // The loaded code as a thenable React reads at once (status "fulfilled"), so the section calls
  // use() on every render, as React requires, without ever waiting on React's own retry.
  let settled: Promise<ComponentType<P>> | undefined;
  let fetching: Promise<void> | undefined;
  // biome-ignore lint/correctness/noComponentHookFactories: made once per section, at module scope
  function Section({ ready: _, ...props }: P & { ready: boolean }) {
    const Component = use(settled ?? forever);
    return <Component {...(props as P)} />;
  }
  // biome-ignore lint/correctness/noComponentHookFactories: made once per section, at module scope
  return function DeferredSection(props: P) {
    const [ready, setReady] = useState(() => loaded !== undefined);
    const waitingHere = useRef(false);
    const anchor = useRef<HTMLDivElement>(null);
    useEffect(() => {
      // Committed with the section hydrated, or unmounted before: no longer waiting either way.
      const settle = () => {
        if (waitingHere.current) count(-1);
        waitingHere.current = false;
      };
      if (ready) return settle();
      waitingHere.current = true;
      count(1);
      let current = true;
      let stopWatching = () => {};
      let start = Promise.resolve();
      if (options.whenNear && !fetching && anchor.current) {
        const watch = near(anchor.current);
        stopWatching = watch.cancel;
        start = Promise.race([watch.promise, firstInteraction()]);
      }
      void start.then(async () => {
        if (!current) return;
        fetching ??= afterLoad()
          .then(load)
          .then((component) => {
            loaded = component;
            settled = Object.assign(Promise.resolve(component), { status: "fulfilled", value: component });
          });
        await fetching;
        if (current) setReady(true);
      });
      return () => {
        current = false;
        stopWatching();
        settle();
      };
    }, [ready]);
    return (
      <>
        {options.whenNear && <NearAnchor anchorRef={anchor} />}
        <Suspense fallback={null}>
          <Section {...props} ready={ready} />
        </Suspense>
      </>
    );
  };
}

/**
 * A section whose code is not part of the page's first load (issue 8, docs/decisions/
 * 008-first-load-budget.md). The server renders it in full, as before. In the browser React keeps
 * that HTML as it is until the section's chunk, fetched once the page has loaded (and, with
 * `whenNear`, once the section is near the screen or the visitor has interacted), has arrived,
 * and then hydrates it; links in it work as plain links meanwhile. After a client-side navigation
 * the page is already loaded, so the chunk is fetched at once. Call it at module scope, with an
 * `import()` of the section.
 */
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
  options: DeferredOptions = {},
): ComponentType<P> {
  return import.meta.env.SSR ? serverSection(load, options) : browserSection(load, options);
}
