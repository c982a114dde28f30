import { afterEach, describe, expect, it } from 'vitest';
import { keepFocusOnRemoval } from './keep-focus-on-removal';

/** Lets the MutationObserver's callback run. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
const byId = (id: string) => document.getElementById(id)!;

/** Draws `html`, watches the page, focuses #`focusId`, then lets `change` remove it (as a render would). */
async function focusThenChange(html: string, focusId: string, change: () => void) {
  document.body.innerHTML = html;
  stop = keepFocusOnRemoval();
  byId(focusId).focus();
  change();
  await settled();
}

let stop = () => undefined as void;

describe('keepFocusOnRemoval', () => {
  afterEach(() => {
    stop();
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/');
  });

  it('when the focused control leaves the page with its row, then its list’s heading takes the focus', async () => {
    await focusThenChange(
      `<main><h1>Admin</h1>
        <section><h2 id="codes">Discount codes</h2>
          <ul aria-labelledby="codes"><li id="row"><button id="remove">Remove</button></li><li><button>Remove</button></li></ul>
        </section>
      </main>`,
      'remove',
      () => byId('row').remove(),
    );
    expect(document.activeElement).toBe(byId('codes'));
    expect(byId('codes').getAttribute('tabindex')).toBe('-1');
  });

  it('when the whole part the control was in goes, then the next heading up takes the focus', async () => {
    await focusThenChange(`<main><h1 id="page">Verification</h1><article id="card"><p><button id="approve">Approve</button></p></article></main>`, 'approve', () =>
      byId('card').remove(),
    );
    expect(document.activeElement).toBe(byId('page'));
  });

  it('when the control names the one that takes its place (data-focus-next), then that one takes the focus', async () => {
    await focusThenChange(
      `<section><h2>Purchase Lead</h2><div id="box"><p id="applied">WELCOME10 applied <button id="remove" data-focus-next="code">Remove</button></p></div></section>`,
      'remove',
      () => byId('applied').replaceWith(Object.assign(document.createElement('input'), { id: 'code' })),
    );
    expect(document.activeElement).toBe(byId('code'));
  });

  it('when a list’s item with a heading goes, then the item now in its place takes the focus by its heading, else the one before', async () => {
    const cards = `<div id="panel" role="tabpanel" tabindex="0"><ul aria-label="Submissions">
      <li id="a"><h3 id="a-title">Alpha</h3><button id="a-approve">Approve</button></li>
      <li id="b"><h3 id="b-title">Bravo</h3><button id="b-approve">Approve</button></li>
      <li id="c"><h3 id="c-title">Charlie</h3><button id="c-approve">Approve</button></li></ul></div>`;
    await focusThenChange(cards, 'b-approve', () => byId('b').remove());
    expect(document.activeElement).toBe(byId('c-title'));
    stop();

    await focusThenChange(cards, 'c-approve', () => byId('c').remove());
    expect(document.activeElement).toBe(byId('b-title'));
  });

  it('when the last item goes with its list, then a part that takes the focus (a tab panel) has it, not a heading outside it', async () => {
    await focusThenChange(
      `<h1>Admin Dashboard</h1><div id="panel" role="tabpanel" tabindex="0"><div id="stack"><p>Check the ABN.</p>
        <ul id="list"><li><h3>Alpha</h3><button id="approve">Approve</button></li></ul></div></div>`,
      'approve',
      () => byId('list').replaceWith(Object.assign(document.createElement('p'), { textContent: 'No submissions to review' })),
    );
    expect(document.activeElement).toBe(byId('panel'));
  });

  it('when a section holds two headings, then the one just before where the control was takes the focus', async () => {
    await focusThenChange(
      `<section aria-labelledby="push"><h2 id="push">Push notifications</h2><div id="actions"><button id="on">Turn on</button></div>
        <h3 id="devices">Devices with push on</h3><ul id="list" aria-labelledby="devices"><li><button id="remove">Remove</button></li></ul></section>`,
      'remove',
      () => byId('list').replaceWith(Object.assign(document.createElement('p'), { textContent: 'No devices yet' })),
    );
    expect(document.activeElement).toBe(byId('devices'));
    stop();

    await focusThenChange(
      `<section aria-labelledby="push"><h2 id="push">Push notifications</h2><div id="actions"><button id="on">Turn on</button></div>
        <h3 id="devices">Devices with push on</h3></section>`,
      'on',
      () => byId('on').replaceWith(Object.assign(document.createElement('p'), { textContent: 'Push is on for this device.' })),
    );
    expect(document.activeElement).toBe(byId('push'));
  });

  it('when a heading belongs to another item or section of the part, then it is not taken for the part’s', async () => {
    await focusThenChange(
      `<div id="panel" tabindex="0"><section><h3>Create a code</h3></section>
        <div id="row"><button id="send">Send reply</button></div></div>`,
      'send',
      () => byId('row').replaceChildren(Object.assign(document.createElement('p'), { textContent: 'Your reply: thanks' })),
    );
    expect(document.activeElement).toBe(byId('panel'));
  });

  it('when the focus left by the reader’s own doing, then nothing is moved', async () => {
    await focusThenChange(`<main><h1 id="page">Alerts</h1><button id="a">A</button><p id="status"></p></main>`, 'a', () => {
      byId('a').blur();
      byId('status').textContent = 'Saved';
    });
    expect(document.activeElement).toBe(document.body);
  });

  it('when a dialog or a whole page goes, then the focus is theirs to give back (nothing is moved)', async () => {
    await focusThenChange(
      `<main><h1>Dashboard</h1></main><div id="layer"><div role="dialog" aria-modal="true"><h2>Claim</h2><button id="send">Send claim</button></div></div>`,
      'send',
      () => byId('layer').remove(),
    );
    expect(document.activeElement).toBe(document.body);
    stop();

    await focusThenChange(`<div id="outlet"><div id="page"><h1>Dashboard</h1><a id="link" href="/x">Alert settings</a></div></div><h2>Footer</h2>`, 'link', () =>
      byId('page').remove(),
    );
    expect(document.activeElement).toBe(document.body);
  });

  it('when the page’s path changed since the control took the focus, then nothing is moved (the route announcer says the page)', async () => {
    await focusThenChange(`<div id="outlet"><h2>Leads</h2><div id="card"><a id="link" href="/next">Open</a></div></div>`, 'link', () => {
      window.history.pushState(null, '', '/next');
      byId('card').remove();
    });
    expect(document.activeElement).toBe(document.body);
  });
});
