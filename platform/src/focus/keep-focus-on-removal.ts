// One mechanism for a control that goes away with its own action (issue 45 item 9): a discount's Remove, 'Send claim',
// a review's 'Show again', the Verification tab's Approve and Reject, push's 'Turn on'... The browser then drops the
// keyboard's focus to the page's body, and a keyboard or screen-reader user starts again from the top. Instead the
// focus goes to the heading of the part of the page the control was in (its list's or section's), which says where the
// reader is; the result itself is said by the toast or the status the action shows.

const HEADINGS = 'h1, h2, h3, h4, h5, h6';

/** The heading that names `container`: its aria-labelledby, else its first heading, else none. */
function headingOf(container: Element): HTMLElement | null {
  const labelledBy = container.getAttribute('aria-labelledby');
  const label = labelledBy ? container.ownerDocument.getElementById(labelledBy.split(/\s+/)[0]!) : null;
  if (label?.matches(HEADINGS)) return label;
  return container.querySelector<HTMLElement>(HEADINGS);
}

/** Focuses `heading` without scrolling it away from where the reader is, making it focusable by script only. */
function focusHeading(heading: HTMLElement) {
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}

/**
 * Watches `doc`: when the focused element leaves the document and the focus fell to the body, the nearest part of the
 * page still there (the focused element's ancestors, nearest first, as they were when it took the focus) gives the
 * focus to its heading. Answers the function that stops watching. Installed once by the shell for every remote.
 */
export function keepFocusOnRemoval(doc: Document = document): () => void {
  let focused: Element | null = null;
  let path: Element[] = [];
  const onFocusIn = (event: FocusEvent) => {
    focused = event.target instanceof Element ? event.target : null;
    path = [];
    for (let node = focused?.parentElement ?? null; node; node = node.parentElement) path.push(node);
  };
  const rescue = () => {
    // Only a focus lost with its element: a click on the page's background leaves the focus where the reader put it.
    const active = doc.activeElement;
    if (!focused || focused.isConnected || (active && active !== doc.body)) return;
    focused = null;
    for (const ancestor of path) {
      if (!ancestor.isConnected) continue;
      const heading = headingOf(ancestor);
      if (heading) {
        focusHeading(heading);
        break;
      }
    }
  };
  const observer = new MutationObserver(rescue);
  doc.addEventListener('focusin', onFocusIn);
  observer.observe(doc.body, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    doc.removeEventListener('focusin', onFocusIn);
  };
}
