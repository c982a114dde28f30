import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/**
 * The first of `layouts` (widest first) that fits the bar (issue 19). In each layout the bar's items keep to one
 * line and do not shrink, so a layout that does not fit overflows the bar: the next, narrower layout is taken, and
 * the width the wider one needed is remembered, to go back to it once the bar has that width. `content` names what
 * the bar holds (links, name, actions): when it changes, the widest layout is tried again (measured in a layout
 * effect, before the browser paints). Without layout (no ResizeObserver): always the widest.
 */
export function useFittingLayout<Layout extends string>(
  bar: RefObject<HTMLElement | null>,
  content: string,
  layouts: readonly [Layout, ...Layout[]],
): Layout {
  const [index, setIndex] = useState(0);
  /** needed[i]: the bar width layout i needed when it last overflowed. */
  const needed = useRef<number[]>([]);

  useLayoutEffect(() => {
    needed.current = [];
    setIndex(0);
  }, [content]);

  useLayoutEffect(() => {
    const element = bar.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const check = () => {
      const width = element.clientWidth;
      if (element.scrollWidth > width && index < layouts.length - 1) {
        needed.current[index] = element.scrollWidth;
        setIndex(index + 1);
      } else if (index > 0 && width >= (needed.current[index - 1] ?? 0)) {
        setIndex(index - 1);
      }
    };
    check();
    // The bar's width, and its items' (a font that loads late widens them).
    const observer = new ResizeObserver(check);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, [bar, index, content, layouts.length]);

  return layouts[index] ?? layouts[0];
}
