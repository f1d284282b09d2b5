import { Children, cloneElement, isValidElement, type ReactNode, type Ref } from "react";

type Props = Record<string, unknown>;

function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === "function") ref(value);
  else if (ref) ref.current = value;
}

/**
 * Radix's Slot as Button and Badge use it (`asChild`), in the few lines they need: Radix's
 * costs every page about 1 KB gzip of issue 8's budget. The slot's props land on its one child
 * element: the child's handler runs first, classes and styles merge, and both refs are set.
 */
export function Slot({ children, ...slotProps }: Props & { children?: ReactNode }) {
  const child = Children.only(children);
  if (!isValidElement<Props>(child)) return null;
  const merged: Props = { ...slotProps, ...child.props };
  for (const [key, slotValue] of Object.entries(slotProps)) {
    const childValue = child.props[key];
    if (typeof slotValue === "function" && typeof childValue === "function" && /^on[A-Z]/.test(key)) {
      merged[key] = (...args: unknown[]) => {
        childValue(...args);
        slotValue(...args);
      };
    } else if (key === "style") merged.style = { ...(slotValue as object), ...(childValue as object) };
    else if (key === "className") merged.className = [slotValue, childValue].filter(Boolean).join(" ");
  }
  const [slotRef, childRef] = [slotProps.ref, child.props.ref] as Array<Ref<unknown> | undefined>;
  if (slotRef && childRef) {
    merged.ref = (node: unknown) => {
      setRef(slotRef, node);
      setRef(childRef, node);
    };
  }
  return cloneElement(child, merged);
}
