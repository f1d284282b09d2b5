// Tailwind conflict resolution for cn(): of two classes that set the same thing under the same
// variants, the later one wins. tailwind-merge does the work, configured with only the class
// groups this shop writes: its default table is about 8 KB gzip, most of what the first-load
// budget leaves a page after React (docs/decisions/008-first-load-budget.md). Each group below
// is tailwind-merge's own definition, in its default order (the first group whose values match
// a class takes it). class-merge.test.ts holds this to tailwind-merge's default answer for every
// class found in app/, so a class from a group missing here fails a test instead of a page.
import { type Config, createTailwindMerge, validators } from "tailwind-merge";

const {
  isAny,
  isAnyNonArbitrary,
  isArbitraryFamilyName,
  isArbitraryImage,
  isArbitraryLength,
  isArbitraryNumber,
  isArbitraryShadow,
  isArbitrarySize,
  isArbitraryValue,
  isArbitraryVariable,
  isArbitraryVariableFamilyName,
  isArbitraryVariableImage,
  isArbitraryVariableLength,
  isArbitraryVariableShadow,
  isArbitraryVariableSize,
  isArbitraryVariableWeight,
  isArbitraryWeight,
  isFraction,
  isInteger,
  isNumber,
  isTshirtSize,
} = validators;

/** "a b c" → ["a", "b", "c"]: keeps the longer keyword lists to a line or two. */
const words = (list: string) => list.split(" ");

// tailwind-merge's scales, with its default theme written in place.
const arbitrary = [isArbitraryVariable, isArbitraryValue];
const spacing = [...arbitrary, "px", isNumber];
const inset = [isFraction, "full", "auto", ...spacing];
const margin = ["auto", ...spacing];
const sizing = [isFraction, ...words("auto full dvw dvh lvw lvh svw svh min max fit"), ...spacing];
const color = [isAny, ...arbitrary];
const overflow = ["auto", "hidden", "clip", "visible", "scroll"];
const gridTemplate = [isInteger, "none", "subgrid", ...arbitrary];
const gridSpan = ["auto", { span: ["full", isInteger, ...arbitrary] }, isInteger, ...arbitrary];
const gridStart = [isInteger, "auto", ...arbitrary];
const alignPrimary = words("start end center between around evenly stretch baseline center-safe end-safe");
const alignSecondary = ["start", "end", "center", "stretch", "center-safe", "end-safe"];
const position = [
  ...words("center top bottom left right top-left left-top top-right right-top bottom-right right-bottom"),
  ...words("bottom-left left-bottom"),
  ...arbitrary,
];
const radius = ["", "none", "full", isTshirtSize, ...arbitrary];
const borderWidth = ["", isNumber, isArbitraryVariableLength, isArbitraryLength];
const lineStyle = ["solid", "dashed", "dotted", "double"];
const translate = [isFraction, "full", ...spacing];
const fontWeights = words("thin extralight light normal medium semibold bold extrabold black");
const cursors = [
  ...words("auto default pointer wait text move help not-allowed none context-menu progress cell"),
  ...words("crosshair vertical-text alias copy no-drop grab grabbing all-scroll col-resize row-resize"),
  ...words("zoom-in zoom-out"),
  ...words("n e s w ne nw se sw ew ns nesw nwse").map((edge) => `${edge}-resize`),
];

/** Class groups: tailwind-merge's default config, cut to the groups the shop writes. */
const classGroups = {
  // Layout
  aspect: [{ aspect: ["auto", "square", isFraction, ...arbitrary, "video"] }],
  "container-type": [{ "@container": ["", "normal", "size", ...arbitrary] }],
  display: [
    ...words("block inline-block inline flex inline-flex table inline-table table-caption table-cell"),
    ...words("table-column table-column-group table-footer-group table-header-group table-row-group"),
    ...words("table-row flow-root grid inline-grid contents list-item hidden"),
  ],
  sr: ["sr-only", "not-sr-only"],
  "object-fit": [{ object: ["contain", "cover", "fill", "none", "scale-down"] }],
  overflow: [{ overflow }],
  "overflow-x": [{ "overflow-x": overflow }],
  "overflow-y": [{ "overflow-y": overflow }],
  overscroll: [{ overscroll: ["auto", "contain", "none"] }],
  position: ["static", "fixed", "absolute", "relative", "sticky"],
  inset: [{ inset }],
  "inset-x": [{ "inset-x": inset }],
  "inset-y": [{ "inset-y": inset }],
  top: [{ top: inset }],
  right: [{ right: inset }],
  bottom: [{ bottom: inset }],
  left: [{ left: inset }],
  visibility: ["visible", "invisible", "collapse"],
  z: [{ z: [isInteger, "auto", ...arbitrary] }],
  // Flexbox and grid
  basis: [{ basis: [isFraction, "full", "auto", isTshirtSize, ...spacing] }],
  "flex-direction": [{ flex: ["row", "row-reverse", "col", "col-reverse"] }],
  "flex-wrap": [{ flex: ["nowrap", "wrap", "wrap-reverse"] }],
  flex: [{ flex: [isNumber, isFraction, "auto", "initial", "none", isArbitraryValue] }],
  grow: [{ grow: ["", isNumber, ...arbitrary] }],
  shrink: [{ shrink: ["", isNumber, ...arbitrary] }],
  "grid-cols": [{ "grid-cols": gridTemplate }],
  "col-start-end": [{ col: gridSpan }],
  "col-start": [{ "col-start": gridStart }],
  "grid-rows": [{ "grid-rows": gridTemplate }],
  "row-start-end": [{ row: gridSpan }],
  "row-start": [{ "row-start": gridStart }],
  "auto-rows": [{ "auto-rows": ["auto", "min", "max", "fr", ...arbitrary] }],
  gap: [{ gap: spacing }],
  "gap-x": [{ "gap-x": spacing }],
  "gap-y": [{ "gap-y": spacing }],
  "justify-content": [{ justify: [...alignPrimary, "normal"] }],
  "justify-items": [{ "justify-items": [...alignSecondary, "normal"] }],
  "justify-self": [{ "justify-self": ["auto", ...alignSecondary] }],
  "align-content": [{ content: ["normal", ...alignPrimary] }],
  "align-items": [{ items: [...alignSecondary, { baseline: ["", "last"] }] }],
  "align-self": [{ self: ["auto", ...alignSecondary, { baseline: ["", "last"] }] }],
  // Spacing
  p: [{ p: spacing }],
  px: [{ px: spacing }],
  py: [{ py: spacing }],
  pt: [{ pt: spacing }],
  pr: [{ pr: spacing }],
  pb: [{ pb: spacing }],
  pl: [{ pl: spacing }],
  mx: [{ mx: margin }],
  my: [{ my: margin }],
  mt: [{ mt: margin }],
  mr: [{ mr: margin }],
  mb: [{ mb: margin }],
  ml: [{ ml: margin }],
  "space-y": [{ "space-y": spacing }],
  // Sizing
  size: [{ size: sizing }],
  w: [{ w: [isTshirtSize, "screen", ...sizing] }],
  "min-w": [{ "min-w": [isTshirtSize, "screen", "none", ...sizing] }],
  "max-w": [{ "max-w": [isTshirtSize, "screen", "none", "prose", { screen: [isTshirtSize] }, ...sizing] }],
  h: [{ h: ["screen", "lh", ...sizing] }],
  "min-h": [{ "min-h": ["screen", "lh", "none", ...sizing] }],
  "max-h": [{ "max-h": ["screen", "lh", "none", ...sizing] }],
  // Typography
  "font-size": [{ text: ["base", isTshirtSize, isArbitraryVariableLength, isArbitraryLength] }],
  "font-smoothing": ["antialiased", "subpixel-antialiased"],
  "font-style": ["italic", "not-italic"],
  "font-weight": [{ font: [...fontWeights, isArbitraryVariableWeight, isArbitraryWeight] }],
  "font-family": [{ font: [isArbitraryVariableFamilyName, isArbitraryFamilyName, isAnyNonArbitrary] }],
  "fvn-spacing": ["proportional-nums", "tabular-nums"],
  tracking: [{ tracking: ["tighter", "tight", "normal", "wide", "wider", "widest", ...arbitrary] }],
  "line-clamp": [{ "line-clamp": [isNumber, "none", isArbitraryVariable, isArbitraryNumber] }],
  leading: [{ leading: ["none", "tight", "snug", "normal", "relaxed", "loose", ...spacing] }],
  "list-style-type": [{ list: ["disc", "decimal", "none", ...arbitrary] }],
  "text-alignment": [{ text: ["left", "center", "right", "justify", "start", "end"] }],
  "text-color": [{ text: color }],
  "text-decoration": ["underline", "overline", "line-through", "no-underline"],
  "text-decoration-color": [{ decoration: color }],
  "underline-offset": [{ "underline-offset": [isNumber, "auto", ...arbitrary] }],
  "text-transform": ["uppercase", "lowercase", "capitalize", "normal-case"],
  "text-overflow": ["truncate", "text-ellipsis", "text-clip"],
  "text-wrap": [{ text: ["wrap", "nowrap", "balance", "pretty"] }],
  "vertical-align": [
    { align: [...words("baseline top middle bottom text-top text-bottom sub super"), ...arbitrary] },
  ],
  whitespace: [{ whitespace: ["normal", "nowrap", "pre", "pre-line", "pre-wrap", "break-spaces"] }],
  break: [{ break: ["normal", "words", "all", "keep"] }],
  wrap: [{ wrap: ["break-word", "anywhere", "normal"] }],
  content: [{ content: ["none", ...arbitrary] }],
  // Backgrounds
  "bg-size": [
    { bg: ["auto", "cover", "contain", isArbitraryVariableSize, isArbitrarySize, { size: arbitrary }] },
  ],
  "bg-image": [
    {
      bg: [
        "none",
        {
          linear: [{ to: ["t", "tr", "r", "br", "b", "bl", "l", "tl"] }, isInteger, ...arbitrary],
          radial: ["", ...arbitrary],
          conic: ["", isInteger, ...arbitrary],
        },
        isArbitraryVariableImage,
        isArbitraryImage,
      ],
    },
  ],
  "bg-color": [{ bg: color }],
  "gradient-from": [{ from: color }],
  "gradient-to": [{ to: color }],
  // Borders
  rounded: [{ rounded: radius }],
  "rounded-r": [{ "rounded-r": radius }],
  "rounded-b": [{ "rounded-b": radius }],
  "border-w": [{ border: borderWidth }],
  "border-w-y": [{ "border-y": borderWidth }],
  "border-w-t": [{ "border-t": borderWidth }],
  "border-w-r": [{ "border-r": borderWidth }],
  "border-w-b": [{ "border-b": borderWidth }],
  "border-w-l": [{ "border-l": borderWidth }],
  "divide-y": [{ "divide-y": borderWidth }],
  "border-style": [{ border: [...lineStyle, "hidden", "none"] }],
  "border-color": [{ border: color }],
  "outline-style": [{ outline: [...lineStyle, "none", "hidden"] }],
  "outline-w": [{ outline: ["", isNumber, isArbitraryVariableLength, isArbitraryLength] }],
  // Effects and filters
  shadow: [{ shadow: ["", "inner", "none", isTshirtSize, isArbitraryVariableShadow, isArbitraryShadow] }],
  "shadow-color": [{ shadow: color }],
  "ring-w": [{ ring: borderWidth }],
  "ring-w-inset": ["ring-inset"],
  "ring-color": [{ ring: color }],
  "ring-offset-w": [{ "ring-offset": [isNumber, isArbitraryLength] }],
  "ring-offset-color": [{ "ring-offset": color }],
  opacity: [{ opacity: [isNumber, ...arbitrary] }],
  filter: [{ filter: ["", "none", ...arbitrary] }],
  "drop-shadow": [
    { "drop-shadow": ["", "none", isTshirtSize, isArbitraryVariableShadow, isArbitraryShadow] },
  ],
  saturate: [{ saturate: [isNumber, ...arbitrary] }],
  "backdrop-blur": [{ "backdrop-blur": ["", "none", isTshirtSize, ...arbitrary] }],
  // Tables
  "border-collapse": [{ border: ["collapse", "separate"] }],
  "border-spacing-y": [{ "border-spacing-y": spacing }],
  caption: [{ caption: ["top", "bottom"] }],
  // Transitions, animation and transforms
  transition: [{ transition: ["", "all", "colors", "opacity", "shadow", "transform", "none", ...arbitrary] }],
  duration: [{ duration: [isNumber, "initial", ...arbitrary] }],
  ease: [{ ease: ["linear", "initial", "in", "out", "in-out", ...arbitrary] }],
  delay: [{ delay: [isNumber, ...arbitrary] }],
  animate: [{ animate: ["none", "spin", "ping", "pulse", "bounce", ...arbitrary] }],
  rotate: [{ rotate: ["none", isNumber, ...arbitrary] }],
  scale: [{ scale: ["none", isNumber, ...arbitrary] }],
  "transform-origin": [{ origin: position }],
  "translate-x": [{ "translate-x": translate }],
  "translate-y": [{ "translate-y": translate }],
  // Interactivity and SVG
  appearance: [{ appearance: ["none", "auto"] }],
  cursor: [{ cursor: [...cursors, ...arbitrary] }],
  "field-sizing": [{ "field-sizing": ["fixed", "content"] }],
  "pointer-events": [{ "pointer-events": ["auto", "none"] }],
  resize: [{ resize: ["none", "", "y", "x"] }],
  "scroll-my": [{ "scroll-my": spacing }],
  "scroll-mt": [{ "scroll-mt": spacing }],
  touch: [{ touch: ["auto", "none", "manipulation"] }],
  "touch-y": [{ "touch-pan": ["y", "up", "down"] }],
  select: [{ select: ["none", "text", "all", "auto"] }],
  fill: [{ fill: ["none", ...color] }],
  stroke: [{ stroke: ["none", ...color] }],
};

type Group = keyof typeof classGroups;

/** The class list with every class that a later class overrides removed. */
export const mergeClasses = createTailwindMerge(
  (): Config<Group, never> => ({
    cacheSize: 500,
    theme: {},
    classGroups,
    // Which groups a class of a group overrides as well, as tailwind-merge's default config has them.
    conflictingClassGroups: {
      overflow: ["overflow-x", "overflow-y"],
      inset: ["inset-x", "inset-y", "top", "right", "bottom", "left"],
      "inset-x": ["right", "left"],
      "inset-y": ["top", "bottom"],
      flex: ["basis", "grow", "shrink"],
      gap: ["gap-x", "gap-y"],
      p: ["px", "py", "pt", "pr", "pb", "pl"],
      px: ["pr", "pl"],
      py: ["pt", "pb"],
      mx: ["mr", "ml"],
      my: ["mt", "mb"],
      size: ["w", "h"],
      "font-size": ["leading"],
      "line-clamp": ["display", "overflow"],
      rounded: ["rounded-r", "rounded-b"],
      "border-w": ["border-w-y", "border-w-t", "border-w-r", "border-w-b", "border-w-l"],
      "border-w-y": ["border-w-t", "border-w-b"],
      "scroll-my": ["scroll-mt"],
      touch: ["touch-y"],
      "touch-y": ["touch"],
    },
    // `text-sm/6` sets the line height as well.
    conflictingClassGroupModifiers: { "font-size": ["leading"] },
    postfixLookupClassGroups: ["container-type"],
    // Variants whose order changes what they select: tailwind-merge sorts every other run of them.
    orderSensitiveModifiers: [
      ...words("* ** after backdrop before details-content file first-letter first-line marker"),
      ...words("placeholder selection"),
    ],
  }),
);
