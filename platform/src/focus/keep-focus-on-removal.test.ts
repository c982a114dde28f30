import { afterEach, describe, expect, it } from 'vitest';
import { keepFocusOnRemoval } from './keep-focus-on-removal';

/** Lets the MutationObserver's callback run. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('keepFocusOnRemoval', () => {
  let stop = () => undefined as void;
  afterEach(() => {
    stop();
    document.body.innerHTML = '';
  });

  it('when the focused control leaves the page with its row, then its list’s heading takes the focus', async () => {
    document.body.innerHTML = `
      <main><h1>Admin</h1>
        <section><h2 id="codes">Discount codes</h2>
          <ul aria-labelledby="codes"><li id="row"><button id="remove">Remove</button></li><li><button>Remove</button></li></ul>
        </section>
      </main>`;
    stop = keepFocusOnRemoval();
    document.getElementById('remove')!.focus();
    document.getElementById('row')!.remove();
    await settled();
    expect(document.activeElement).toBe(document.getElementById('codes'));
    expect(document.getElementById('codes')!.getAttribute('tabindex')).toBe('-1');
  });

  it('when the whole part the control was in goes, then the next heading up takes the focus', async () => {
    document.body.innerHTML = `<main><h1 id="page">Verification</h1><article id="card"><p><button id="approve">Approve</button></p></article></main>`;
    stop = keepFocusOnRemoval();
    document.getElementById('approve')!.focus();
    document.getElementById('card')!.remove();
    await settled();
    expect(document.activeElement).toBe(document.getElementById('page'));
  });

  it('when the focus left by the reader’s own doing, then nothing is moved', async () => {
    document.body.innerHTML = `<main><h1 id="page">Alerts</h1><button id="a">A</button><p id="status"></p></main>`;
    stop = keepFocusOnRemoval();
    const button = document.getElementById('a')!;
    button.focus();
    button.blur();
    document.getElementById('status')!.textContent = 'Saved';
    await settled();
    expect(document.activeElement).toBe(document.body);
  });
});
