// One mechanism for a control that goes away with its own action (issue 45 item 9: a discount's Remove, 'Send reply',
// Approve, a review's 'Show again'...). The browser would drop the focus to the page's body, and a keyboard or
// screen-reader user would start again from the top. Instead the focus goes to the next sensible place on the page:
//   1. the control the lost one names in `data-focus-next` (the id of the control that takes its place: the discount
//      code's field after its Remove, a review's Hide after its 'Show again');
//   2. when a list's item went (an approved submission): the item now in its place (the next, else the one before), by
//      its heading, when the items have headings;
//   3. else, from the part nearest to the control up: the heading of that part before where the control was (a
//      list's or section's heading), or the heading that labels it (aria-labelledby), or the part itself when it takes
//      the focus (a tab panel, a card with a tabindex).
// The result itself is said by the action's toast or status: this only keeps the reader's place.

const HEADINGS = 'h1, h2, h3, h4, h5, h6';
/** Parts of a page whose headings are their own, not the heading of the part around them. */
const PARTS = 'li, article, section, aside, nav, dialog, [role="listitem"], [role="article"], [role="region"], [role="dialog"]';
/** The items of a list. */
const ITEMS = 'li, [role="listitem"]';
/** A dialog: one that closes gives the focus back to its opener itself (design-system's Dialog). */
const DIALOGS = 'dialog, [role="dialog"], [role="alertdialog"], [aria-modal="true"]';
/** The attribute a control names the control that takes its place with (an element's id). */
const FOCUS_NEXT_ATTRIBUTE = 'data-focus-next';

/** Where a removed element was in its parent: its siblings when it went (text nodes skipped). */
interface Place {
  next: Element | null;
  previous: Element | null;
}

const shown = (element: Element) => !element.closest('[hidden], [inert], [aria-hidden="true"]');

/** An element inside `part` that does not belong to a smaller part inside it (another item's or section's heading). */
function ownedBy(element: Element, part: Element) {
  for (let node = element.parentElement; node && node !== part; node = node.parentElement) if (node.matches(PARTS)) return false;
  return part.contains(element);
}

/** `part`'s own headings, in document order. */
const ownHeadings = (part: Element) => [...part.querySelectorAll<HTMLElement>(HEADINGS)].filter((heading) => shown(heading) && ownedBy(heading, part));

const precedes = (node: Node, other: Node) => Boolean(node.compareDocumentPosition(other) & Node.DOCUMENT_POSITION_FOLLOWING);

/** The last of `part`'s own headings before `place` (all of them when the place is not known). */
function headingBefore(part: Element, place: Place): HTMLElement | null {
  const next = place.next?.parentElement === part ? place.next : null;
  const previous = place.previous?.parentElement === part ? place.previous : null;
  const before = ownHeadings(part).filter((heading) =>
    next ? precedes(heading, next) : previous ? heading === previous || previous.contains(heading) || precedes(heading, previous) : true,
  );
  return before[before.length - 1] ?? null;
}

/** The heading that labels `part` (its aria-labelledby), when it is one. */
function labellingHeading(part: Element): HTMLElement | null {
  const ids = part.getAttribute('aria-labelledby')?.trim().split(/\s+/) ?? [];
  const label = ids[0] ? part.ownerDocument.getElementById(ids[0]) : null;
  return label?.matches(HEADINGS) && shown(label) ? label : null;
}

const elementFrom = (node: Node | null, step: 'nextSibling' | 'previousSibling'): Element | null => {
  let current = node;
  while (current && !(current instanceof Element)) current = current[step];
  return current;
};

/** Where `removed` was in `parent`, from the mutation that removed it (null siblings when it is not among them). */
function placeOf(removed: Element, parent: Element, records: MutationRecord[]): Place {
  const record = records.find((entry) => entry.target === parent && [...entry.removedNodes].includes(removed));
  if (!record) return { next: null, previous: null };
  return { next: elementFrom(record.nextSibling, 'nextSibling'), previous: elementFrom(record.previousSibling, 'previousSibling') };
}

/**
 * Where the focus goes when `lost` (the focused element, whose ancestors nearest first were `ancestors` when it took
 * the focus) left the page with the mutations `records`: null when nothing fits, or when what went was a dialog or a
 * page (which give the focus back, or are said by the route announcer, themselves).
 */
function landingFor(lost: Element, ancestors: Element[], records: MutationRecord[]): HTMLElement | null {
  const doc = lost.ownerDocument;
  const namedId = lost.getAttribute(FOCUS_NEXT_ATTRIBUTE);
  const named = namedId ? doc.getElementById(namedId) : null;
  if (named && shown(named) && !named.matches(':disabled')) return named;

  const index = ancestors.findIndex((ancestor) => ancestor.isConnected);
  const part = ancestors[index];
  if (!part || part === doc.body || part === doc.documentElement) return null;
  const removed = index === 0 ? lost : ancestors[index - 1]!;
  if (removed.matches(`main, ${DIALOGS}`) || removed.querySelector(`main, h1, ${DIALOGS}`)) return null;
  const place = placeOf(removed, part, records);

  if (removed.matches(ITEMS)) {
    for (const item of [place.next, place.previous]) {
      const heading = item?.matches(ITEMS) && item.parentElement === part ? ownHeadings(item)[0] : undefined;
      if (heading) return heading;
    }
  }
  for (let level = index; level < ancestors.length; level++) {
    const container = ancestors[level]!;
    if (container === doc.body || container === doc.documentElement) break;
    // Above the first part still there, the place is the part on the way up.
    const at = level === index ? place : { next: ancestors[level - 1]!, previous: null };
    const heading = headingBefore(container, at) ?? labellingHeading(container);
    if (heading) return heading;
    if (container instanceof HTMLElement && container.hasAttribute('tabindex') && shown(container)) return container;
  }
  return null;
}

/** Focuses `landing`, making it focusable by script only when it is not already (a heading). */
function focusLanding(landing: HTMLElement) {
  if (landing.tabIndex < 0 && !landing.hasAttribute('tabindex')) landing.setAttribute('tabindex', '-1');
  landing.focus();
}

/**
 * Watches `doc`: when the focused element leaves the document with the focus fallen to the body, the focus goes to
 * its landing (landingFor). A focus the reader moved, a new page (its path changed) and a closing dialog are left
 * alone. Answers the function that stops watching. Installed once by the shell for every remote.
 */
export function keepFocusOnRemoval(doc: Document = document): () => void {
  let focused: Element | null = null;
  let ancestors: Element[] = [];
  let pathname = '';
  const onFocusIn = (event: FocusEvent) => {
    focused = event.target instanceof Element ? event.target : null;
    ancestors = [];
    for (let node = focused?.parentElement ?? null; node; node = node.parentElement) ancestors.push(node);
    pathname = doc.location.pathname;
  };
  const rescue = (records: MutationRecord[]) => {
    // Only a focus lost with its element: a click on the page's background leaves the focus where the reader put it.
    const active = doc.activeElement;
    if (!focused || focused.isConnected || (active && active !== doc.body)) return;
    const lost = focused;
    focused = null;
    if (doc.location.pathname !== pathname) return;
    const landing = landingFor(lost, ancestors, records);
    if (landing) focusLanding(landing);
  };
  const observer = new MutationObserver(rescue);
  doc.addEventListener('focusin', onFocusIn);
  observer.observe(doc.body, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    doc.removeEventListener('focusin', onFocusIn);
  };
}
