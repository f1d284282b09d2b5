import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

// How the browser build is cut into chunks (issue 8, docs/decisions/008-first-load-budget.md).
// Lighthouse's budget counts every script a public page loads before its load event, and on a
// slow phone link each request costs a round trip plus about 1 KB of headers. So what every page
// needs travels as one "shell" chunk with the entry: React, React DOM, React Router, the root
// route's static tree, and the small modules the public pages share with other chunks (icons,
// badges, money formatting), which would otherwise come as a dozen files of a few hundred bytes.
// A module only one page uses stays in that page's chunk; code imported on demand keeps its own.
// The icons of the sections the public pages fetch once loaded (the builder's first step among
// them) come as one "icons" chunk with lucide's drawing code: each alone was a request of ~200
// bytes carrying ~800 bytes of headers. Other chunks that use one of them fetch that chunk too.
// Likewise the small modules the builder's first step shares only with pages that are not public
// (the checkout, the proof and payment pages: pricing options, the quote, the draft) travel
// together as "builder-shared" rather than as four files.

const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@react-router[\\/]dev|turbo-stream|cookie|set-cookie-parser)[\\/]/;
const ROOT_ROUTE = /[\\/]app[\\/]root\.tsx$/;
/** The pages issue 8's budget is about, as React Router's client build names their modules. */
const PUBLIC_ROUTES =
  /[\\/]app[\\/]routes[\\/](home|custom|product|blog|blog-post)\.tsx\?__react-router-build-client-route$/;

/** The builder's first step, fetched with `/custom` and the home page's builder section. */
const BUILDER = /[\\/]components[\\/]builder[\\/]custom-pin-builder\.tsx$/;

const NODE_MODULES = /[\\/]node_modules[\\/]/;
const LUCIDE_BARREL = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;
const LUCIDE_ICON = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;

/** lucide-react's index re-exports every icon: each name → the icon's own module. */
function lucideIcons(barrel: string): Map<string, string> {
  const icons = new Map<string, string>();
  for (const [, names = "", file = ""] of readFileSync(barrel, "utf8").matchAll(
    /export \{([^}]*)\} from '([^']+)'/g,
  )) {
    for (const name of names.matchAll(/as (\w+)/g))
      icons.set(name[1] as string, path.resolve(path.dirname(barrel), file));
  }
  return icons;
}

/**
 * A feature's browser-safe entry (`app/features/<domain>/index.ts`) re-exports its public
 * modules, as lucide's index does its icons: the chunks follow the names a file imports through
 * it, not every module it lists.
 */
export const FEATURE_ENTRY = /[\\/]app[\\/]features[\\/].+[\\/]index\.ts$/;

/** A feature entry's exported names → the module each comes from. */
function entryExports(entry: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const [, list = "", file = ""] of readFileSync(entry, "utf8").matchAll(
    /export\s*\{([^}]*)\}\s*from\s*"([^"]+)"/g,
  )) {
    for (const name of list.split(",").map((n) => n.trim())) {
      if (name && !name.startsWith("type ")) names.set(name, path.resolve(path.dirname(entry), file));
    }
  }
  return names;
}

/** The value names a source file imports from feature entries. */
function importedFromEntries(file: string): string[] {
  const source = readFileSync(file, "utf8");
  return [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*"[^"]*\/index\.ts"/g)].flatMap(([, names = ""]) =>
    names
      .split(",")
      .map((n) => n.trim())
      .filter((n) => n && !n.startsWith("type "))
      .map((n) => n.split(/\s+as\s+/)[0] as string),
  );
}

/** The icon names a source file imports from "lucide-react". */
function importedIcons(file: string): string[] {
  const source = readFileSync(file, "utf8");
  return [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*"lucide-react"/g)].flatMap(([, names = ""]) =>
    names
      .split(",")
      .map((n) => n.trim().split(/\s+as\s+/)[0] as string)
      .filter(Boolean),
  );
}

export function firstLoadChunks() {
  const sharedByPublicPages = new Set<string>();
  const sectionIcons = new Set<string>();
  const builderShared = new Set<string>();
  const plugin: Plugin = {
    name: "first-load-chunks",
    applyToEnvironment: (environment) => environment.name === "client",
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const barrel = ids.find((id) => LUCIDE_BARREL.test(id));
      const icons = barrel ? lucideIcons(barrel) : new Map<string, string>();
      // Static imports between the app's own modules, with lucide's index replaced by the icons a
      // file names (every icon is reachable through the index, but only these are bundled).
      const imports = (id: string): string[] => {
        if (NODE_MODULES.test(id) || id.startsWith("\0")) return [];
        const direct = this.getModuleInfo(id)?.importedIds ?? [];
        const entries = direct.filter((d) => FEATURE_ENTRY.test(d));
        if (!entries.length && !direct.some((d) => LUCIDE_BARREL.test(d))) return [...direct];
        const file = id.split("?")[0] as string;
        const named = importedIcons(file).flatMap((n) => icons.get(n) ?? []);
        const exported = entries.map(entryExports);
        const throughEntries = importedFromEntries(file).flatMap((n) =>
          exported.flatMap((names) => names.get(n) ?? []),
        );
        const kept = direct.filter((d) => !LUCIDE_BARREL.test(d) && !FEATURE_ENTRY.test(d));
        return [...kept, ...named, ...throughEntries];
      };
      const closures = new Map<string, Set<string>>();
      const closure = (start: string) => {
        const known = closures.get(start);
        if (known) return known;
        const seen = new Set<string>();
        closures.set(start, seen);
        const stack = [start];
        for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
          if (seen.has(id)) continue;
          seen.add(id);
          stack.push(...imports(id));
        }
        return seen;
      };
      const starts = new Set(ids.filter((id) => this.getModuleInfo(id)?.isEntry));
      for (const id of ids)
        for (const target of this.getModuleInfo(id)?.dynamicallyImportedIds ?? []) starts.add(target);
      const reachedFrom = new Map<string, number>();
      for (const start of starts)
        for (const id of closure(start)) reachedFrom.set(id, (reachedFrom.get(id) ?? 0) + 1);
      // The sections the public pages fetch once loaded: what their route modules import on demand.
      const sections = ids
        .filter((id) => PUBLIC_ROUTES.test(id) || ROOT_ROUTE.test(id))
        .flatMap((id) => [...closure(id)])
        .flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? []);
      for (const start of sections)
        for (const id of closure(start)) if (LUCIDE_ICON.test(id)) sectionIcons.add(id);
      const builder = ids.find((id) => BUILDER.test(id));
      if (builder) {
        const own = closure(builder);
        const reachedBy = (id: string) => [...starts].filter((start) => closure(start).has(id));
        for (const id of own) {
          if (NODE_MODULES.test(id) || id.startsWith("\0")) continue;
          const users = reachedBy(id);
          const inOtherSections = users.some(
            (start) => sections.includes(start) && !closure(start).has(builder),
          );
          const outsideBuilder = users.some((start) => !closure(start).has(builder));
          if (outsideBuilder && !inOtherSections) builderShared.add(id);
        }
      }
      for (const start of starts) {
        if (!PUBLIC_ROUTES.test(start)) continue;
        for (const id of closure(start)) {
          const pulled = !NODE_MODULES.test(id) || LUCIDE_ICON.test(id);
          if (pulled && (reachedFrom.get(id) ?? 0) > 1) sharedByPublicPages.add(id);
        }
      }
    },
  };
  const groups = [
    {
      name: "shell",
      test: (id: string) => FRAMEWORK.test(id) || ROOT_ROUTE.test(id) || sharedByPublicPages.has(id),
    },
    { name: "icons", test: (id: string) => sectionIcons.has(id) && !sharedByPublicPages.has(id) },
    { name: "builder-shared", test: (id: string) => builderShared.has(id) && !sharedByPublicPages.has(id) },
  ];
  return { plugin, groups };
}
