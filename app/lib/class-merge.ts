// Tailwind conflict resolution for cn(): of two classes that set the same thing under the same
// variants, the later one wins, exactly as tailwind-merge decides, for the utilities this shop
// writes. tailwind-merge's full table is about 8 KB gzip, most of what issue 8's budget leaves
// each page after React (docs/decisions/008-first-load-budget.md); class-merge.test.ts holds this
// file to tailwind-merge's answer for every class found in app/, so a new utility that this file
// does not know fails a test instead of a page.

/** Conflicts as tailwind-merge's default config lists them (the groups this shop can meet). */
const CONFLICTS: Record<string, string[]> = {};
for (const line of [
  "overflow: overflow-x overflow-y",
  "overscroll: overscroll-x overscroll-y",
  "inset: inset-x inset-y start end top right bottom left",
  "inset-x: start end right left",
  "inset-y: top bottom",
  "flex: basis grow shrink",
  "gap: gap-x gap-y",
  "size: w h",
  "font-size: leading",
  "line-clamp: display overflow",
  "border-spacing: border-spacing-x border-spacing-y",
  "translate: translate-x translate-y translate-none",
  "translate-none: translate translate-x translate-y translate-z",
  "touch: touch-x touch-y touch-pz",
  "touch-x: touch",
  "touch-y: touch",
  "touch-pz: touch",
  "rounded: rounded-s rounded-e rounded-t rounded-r rounded-b rounded-l rounded-ss rounded-se rounded-ee rounded-es rounded-tl rounded-tr rounded-br rounded-bl",
  "rounded-s: rounded-ss rounded-es",
  "rounded-e: rounded-se rounded-ee",
  "rounded-t: rounded-tl rounded-tr",
  "rounded-r: rounded-tr rounded-br",
  "rounded-b: rounded-br rounded-bl",
  "rounded-l: rounded-tl rounded-bl",
]) {
  const [group, others] = line.split(": ") as [string, string];
  CONFLICTS[group] = others.split(" ");
}
// Padding, margin, scroll margins and paddings, border widths and colours: the whole box sets
// every side, x sets left and right, y top and bottom.
for (const box of ["p", "m", "scroll-m", "scroll-p", "border-w-", "border-color-"]) {
  const sides = (list: string) => list.split(" ").map((side) => box + side);
  const whole = box.replace(/-$/, "");
  CONFLICTS[whole] = sides("x y s e t r b l");
  CONFLICTS[`${box}x`] = sides("s e r l");
  CONFLICTS[`${box}y`] = sides("t b");
}

/** Whole class names and their group: "group: name name ...". */
const KEYWORDS = new Map<string, string>();
for (const line of [
  "display: block inline-block inline flex inline-flex table inline-table table-caption table-cell table-column table-column-group table-footer-group table-header-group table-row-group table-row flow-root grid inline-grid contents list-item hidden",
  "position: static fixed absolute relative sticky",
  "visibility: visible invisible collapse",
  "sr: sr-only not-sr-only",
  "text-transform: uppercase lowercase capitalize normal-case",
  "font-style: italic not-italic",
  "font-smoothing: antialiased subpixel-antialiased",
  "text-decoration: underline overline line-through no-underline",
  "text-overflow: truncate text-ellipsis text-clip",
  "isolation: isolate isolation-auto",
  "fvn-spacing: proportional-nums tabular-nums",
  "fvn-figure: lining-nums oldstyle-nums",
  "border-w: border",
  "ring-w: ring",
  "ring-w-inset: ring-inset",
  "divide-x: divide-x",
  "divide-y: divide-y",
  "shadow: shadow",
  "outline-w: outline",
  "transition: transition",
  "rounded: rounded",
  "grow: grow",
  "shrink: shrink",
  "resize: resize",
  "backdrop-blur: backdrop-blur",
  "blur: blur",
  "drop-shadow: drop-shadow",
  "container: container",
  "filter: filter",
  "backdrop-filter: backdrop-filter",
  "container-type: @container",
]) {
  const [group, names] = line.split(": ") as [string, string];
  for (const name of names.split(" ")) KEYWORDS.set(name, group);
}

const LENGTH =
  /\d+(%|px|r?em|[sdl]?v([hwib]|min|max)|pt|pc|in|cm|mm|cap|ch|ex|r?lh|cq(w|h|i|b|min|max))|\b(calc|min|max|clamp)\(.+\)|^0$/;
const COLOR_FUNCTION = /^(rgba?|hsla?|hwb|(ok)?(lab|lch)|color-mix|color|light-dark)\(.+\)$/;
const SHADOW = /^(inset_)?-?((\d+)?\.?(\d+)[a-z]+|0)_-?((\d+)?\.?(\d+)[a-z]+|0)/;
const IMAGE = /^(url|image|image-set|cross-fade|element|(repeating-)?(linear|radial|conic)-gradient)\(.+\)$/;
const NUMBER = /^\d+(\.\d+)?$/;

/** What an arbitrary value `[x]` / `(x)` holds, by its label or its look; "" for a named value. */
function valueKind(value: string): string {
  const arbitrary = /^\[(?:(\w[\w-]*):)?(.+)\]$/.exec(value);
  if (arbitrary) {
    const [, label, inner = ""] = arbitrary;
    if (label) return label;
    if (LENGTH.test(inner) && !COLOR_FUNCTION.test(inner)) return "length";
    if (IMAGE.test(inner)) return "image";
    if (SHADOW.test(inner)) return "shadow";
    return NUMBER.test(inner) ? "number" : "any";
  }
  const variable = /^\((?:(\w[\w-]*):)?(.+)\)$/.exec(value);
  return variable ? `var:${variable[1] ?? ""}` : "";
}

const isWidth = (value: string) =>
  value === "" || NUMBER.test(value) || value === "px" || ["length", "var:length"].includes(valueKind(value));

const SIDES = /^(x|y|s|e|t|r|b|l)$/;

/** Utilities whose group depends on the value: text, bg, border, ring, shadow, font... */
function byValue(family: string, rest: string): string | undefined {
  const kind = valueKind(rest);
  switch (family) {
    case "text":
      if (/^(xs|sm|base|lg|\d?xl)$/.test(rest) || kind === "length" || kind === "var:length")
        return "font-size";
      if (/^(left|center|right|justify|start|end)$/.test(rest)) return "text-alignment";
      if (/^(wrap|nowrap|balance|pretty)$/.test(rest)) return "text-wrap";
      return "text-color";
    case "bg":
      // Unlabelled arbitrary values are an image by their look, a colour otherwise.
      if (/^(fixed|local|scroll)$/.test(rest)) return "bg-attachment";
      if (/^(auto|cover|contain)$/.test(rest) || /^\[(length|size|bg-size):/.test(rest)) return "bg-size";
      if (/^(none|(linear|radial|conic)(-.*)?)$/.test(rest) || /^\[(image|url):/.test(rest))
        return "bg-image";
      if (IMAGE.test(rest.slice(1, -1))) return "bg-image";
      if (/^(bottom|center|left|right|top)(-.*)?$/.test(rest) || /^\[(position|percentage):/.test(rest))
        return "bg-position";
      return "bg-color";
    case "ring":
      return rest === "inset" ? "ring-w-inset" : isWidth(rest) ? "ring-w" : "ring-color";
    case "ring-offset":
      return isWidth(rest) ? "ring-offset-w" : "ring-offset-color";
    case "shadow":
    case "drop-shadow":
      if (
        /^(2xs|xs|sm|md|lg|xl|2xl|none|inner)$/.test(rest) ||
        ["shadow", "var:shadow", "var:"].includes(kind)
      )
        return family;
      if (rest.startsWith("[") && SHADOW.test(rest.slice(1, -1))) return family;
      return `${family}-color`;
    case "outline":
      if (/^(none|hidden|solid|dashed|dotted|double)$/.test(rest)) return "outline-style";
      return isWidth(rest) ? "outline-w" : "outline-color";
    case "font":
      if (/^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black|\d+)$/.test(rest))
        return "font-weight";
      return rest.startsWith("[") && kind !== "family-name" ? "font-weight" : "font-family";
    case "decoration":
      if (/^(solid|double|dotted|dashed|wavy)$/.test(rest)) return "text-decoration-style";
      if (/^(auto|from-font)$/.test(rest) || isWidth(rest)) return "text-decoration-thickness";
      return "text-decoration-color";
    case "stroke":
      return NUMBER.test(rest) || ["length", "number"].includes(kind) ? "stroke-w" : "stroke";
  }
  return undefined;
}

/** border, border-2, border-t, border-t-0, border-primary, border-x-primary, border-dashed... */
function borderGroup(rest: string): string {
  if (/^(solid|dashed|dotted|double|hidden|none)$/.test(rest)) return "border-style";
  if (/^(collapse|separate)$/.test(rest)) return "border-collapse";
  const spacing = /^spacing(-[xy])?-/.exec(rest);
  if (spacing) return `border-spacing${spacing[1] ?? ""}`;
  const [first = "", ...tail] = rest.split("-");
  const side = SIDES.test(first) ? `-${first}` : "";
  const value = side ? tail.join("-") : rest;
  return (isWidth(value) ? "border-w" : "border-color") + side;
}

/** Families where every value belongs to one group, named by the family. */
const FAMILIES = [
  "p[xytrblse]? m[xytrblse]? gap(?:-[xy])? inset(?:-[xy])? start end top right bottom left z w h size",
  "min-w min-h max-w max-h basis order grid-cols grid-rows grid-flow col-span col-start col-end",
  "row-span row-start row-end auto-cols auto-rows leading tracking duration delay ease opacity origin",
  "rotate scale(?:-[xyz])? translate(?:-[xyz])? scroll-[mp][xytrblse]? space-[xy] line-clamp",
  "underline-offset aspect columns indent saturate brightness contrast blur backdrop-blur cursor align",
  "items justify-items justify-self justify self place-items place-content place-self whitespace break",
  "wrap select pointer-events fill from via to field-sizing appearance caption transition animate",
  "overflow(?:-[xy])? overscroll(?:-[xy])? list object content grow shrink flex divide-[xy] resize touch",
].flatMap((line) => line.split(" "));
const FAMILY = new RegExp(`^(${FAMILIES.join("|")})-(.+)$`);
/** Families measured in numbers, fractions or sizes: `top-center` is none of theirs. */
const MEASURED =
  /^(p[xytrblse]?|m[xytrblse]?|gap(-[xy])?|inset(-[xy])?|start|end|top|right|bottom|left|z|w|h|size|min-[wh]|max-[wh]|basis|order|leading|tracking|duration|delay|opacity|rotate|scale(-[xyz])?|translate(-[xyz])?|scroll-[mp][xytrblse]?|space-[xy]|line-clamp|underline-offset|columns|indent|saturate|brightness|contrast)$/;
const MEASURE =
  /^(\d+(\.\d+)?%?|\d+\/\d+|px|auto|full|screen|min|max|fit|none|[sdl]?v[hw]|lh|\d?xs|sm|md|lg|\d?xl|prose|normal|tight|tighter|snug|relaxed|loose|wide|wider|widest|first|last|\[.+\]|\(.+\))$/;

/** The group of a class without variants, `!` or a leading `-`; undefined when not a utility. */
function groupOf(base: string): string | undefined {
  if (base.startsWith("[") && base.endsWith("]")) {
    const property = base.slice(1, -1).split(":")[0];
    return base.includes(":") && property ? `arbitrary..${property}` : undefined;
  }
  const name = base.length > 1 && base.startsWith("-") ? base.slice(1) : base;
  const keyword = KEYWORDS.get(name);
  if (keyword) return keyword;
  if (name.startsWith("border-")) return borderGroup(name.slice(7));
  const rounded = /^rounded(-(?:ss|se|ee|es|tl|tr|br|bl|s|e|t|r|b|l))?(?:-|$)/.exec(name);
  if (rounded) return `rounded${rounded[1] ?? ""}`;
  const valued = /^(text|bg|ring-offset|ring|drop-shadow|shadow|outline|font|decoration|stroke)-(.+)$/.exec(
    name,
  );
  if (valued) return byValue(valued[1] as string, valued[2] as string);
  const family = FAMILY.exec(name);
  if (!family || (MEASURED.test(family[1] as string) && !MEASURE.test(family[2] as string))) return undefined;
  const group = byFamilyValue(family[1] as string, family[2] as string);
  return group === undefined ? family[1] : group || undefined;
}

/** Families that share a prefix but split into groups by value; "" for no utility at all. */
function byFamilyValue(family: string, value: string): string | undefined {
  switch (family) {
    case "flex":
      if (/^(row|row-reverse|col|col-reverse)$/.test(value)) return "flex-direction";
      return /^(wrap|wrap-reverse|nowrap)$/.test(value) ? "flex-wrap" : "flex";
    case "content":
      if (/^(normal|center|start|end|between|around|evenly|baseline|stretch)$/.test(value))
        return "align-content";
      return value === "none" || /^[[(]/.test(value) ? "content" : "";
    case "list":
      return /^(inside|outside)$/.test(value) ? "list-style-position" : "list-style-type";
    case "object":
      return /^(contain|cover|fill|none|scale-down)$/.test(value) ? "object-fit" : "object-position";
    case "animate":
      // tw-animate-css's animate-in / animate-out are not tailwind-merge's.
      return /^(spin|ping|pulse|bounce|none)$/.test(value) || /^[[(]/.test(value) ? "animate" : "";
    case "touch":
      if (/^pan-(x|left|right)$/.test(value)) return "touch-x";
      if (/^pan-(y|up|down)$/.test(value)) return "touch-y";
      return value === "pinch-zoom" ? "touch-pz" : "touch";
    case "translate":
      return value === "none" ? "translate-none" : "translate";
    case "select":
      return /^(none|text|all|auto)$/.test(value) ? "select" : "";
    case "wrap":
      return /^(anywhere|break-word|normal)$/.test(value) ? "wrap" : "";
    case "divide-x":
    case "divide-y":
      return isWidth(value) ? family : "";
  }
  return undefined;
}

/** Sorts variants the way tailwind-merge does: arbitrary and order-sensitive ones stay put. */
const ORDER_SENSITIVE = new Set(["*", "**", "after", "backdrop", "before", "details-content", "file"]);
for (const m of ["first-letter", "first-line", "marker", "placeholder", "selection"]) ORDER_SENSITIVE.add(m);
function variantKey(variants: string[]): string {
  const sorted: string[] = [];
  let run: string[] = [];
  for (const variant of variants) {
    if (variant.startsWith("[") || ORDER_SENSITIVE.has(variant)) {
      sorted.push(...run.sort(), variant);
      run = [];
    } else run.push(variant);
  }
  return [...sorted, ...run.sort()].join(":");
}

/** Splits `md:hover:bg-primary/90!` into its variants, its base and where a `/postfix` starts. */
function parse(token: string) {
  const variants: string[] = [];
  let depth = 0;
  let start = 0;
  let slash: number | undefined;
  for (let i = 0; i < token.length; i++) {
    const c = token[i];
    if (depth === 0 && c === ":") {
      variants.push(token.slice(start, i));
      start = i + 1;
    } else if (depth === 0 && c === "/") slash = i;
    else if (c === "[" || c === "(") depth++;
    else if (c === "]" || c === ")") depth--;
  }
  let base = token.slice(start);
  const important = base.endsWith("!") || base.startsWith("!");
  if (base.endsWith("!")) base = base.slice(0, -1);
  else if (base.startsWith("!")) base = base.slice(1);
  const postfix = slash !== undefined && slash > start ? slash - start : undefined;
  return { variants, base, important, postfix };
}

/** The class list with every class that a later class overrides removed. */
export function mergeClasses(classList: string): string {
  const taken = new Set<string>();
  const kept: string[] = [];
  const tokens = classList.trim().split(/\s+/);
  for (let i = tokens.length - 1; i >= 0; i--) {
    const token = tokens[i] as string;
    const { variants, base, important, postfix } = parse(token);
    let withPostfix = postfix !== undefined;
    let group = withPostfix ? groupOf(base.slice(0, postfix)) : groupOf(base);
    if (!group && withPostfix) {
      group = groupOf(base);
      withPostfix = false;
    }
    if (!group) {
      kept.push(token);
      continue;
    }
    const prefix = variantKey(variants) + (important ? "!" : "");
    if (taken.has(prefix + group)) continue;
    taken.add(prefix + group);
    for (const other of CONFLICTS[group] ?? []) taken.add(prefix + other);
    if (withPostfix && group === "font-size") taken.add(`${prefix}leading`);
    kept.push(token);
  }
  return kept.reverse().join(" ");
}
