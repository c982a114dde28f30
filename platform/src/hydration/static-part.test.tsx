import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, createContext, useContext, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { ServerRenderContext, StaticPart } from './static-part';

const drawn = vi.fn();
const Theme = createContext('light');

/** A static part's content: counts its renders and reads a context from above. */
function Facts() {
  drawn(useContext(Theme));
  return (
    <ul>
      <li>Fully Insured</li>
      <li>
        <a href="/for-providers">For providers</a>
      </li>
    </ul>
  );
}

/** A page with a part to use (a counter) and a static part. */
function Page({ onServer = false, theme = 'light' }: { onServer?: boolean; theme?: string }) {
  const [count, setCount] = useState(0);
  return (
    <ServerRenderContext value={onServer}>
      <Theme value={theme}>
        <button type="button" onClick={() => setCount(count + 1)}>
          Clicked {count}
        </button>
        <StaticPart>
          <Facts />
        </StaticPart>
      </Theme>
    </ServerRenderContext>
  );
}

let root: Root | null = null;
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  drawn.mockClear();
});

/** The server's markup of the page in a container, the static part's render on the server forgotten. */
function serverMarkup() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page onServer />);
  document.body.append(container);
  expect(drawn).toHaveBeenCalledTimes(1);
  drawn.mockClear();
  return container;
}

describe('StaticPart', () => {
  it('is drawn on the server, and kept as the server drew it where the browser hydrates the page', async () => {
    const container = serverMarkup();
    const list = container.querySelector('ul');
    const recoverable = vi.fn();
    await act(async () => {
      root = hydrateRoot(container, <Page />, { onRecoverableError: recoverable });
    });
    // The part around it is hydrated: its button works.
    const button = container.querySelector('button')!;
    await act(async () => button.click());
    expect(button).toHaveTextContent('Clicked 1');
    // The static part: the server's own elements, never drawn by the browser, no mismatch reported.
    expect(container.querySelector('ul')).toBe(list);
    expect(container.querySelector('ul')).toHaveTextContent('Fully Insured');
    expect(drawn).not.toHaveBeenCalled();
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('is drawn by the browser on a page the browser draws', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      root = createRoot(container);
      root.render(<Page />);
    });
    expect(container.querySelector('ul')).toHaveTextContent('Fully Insured');
    expect(drawn).toHaveBeenCalled();
  });

  it('is drawn again by the browser, not left empty, when a change reaches it before it was hydrated', async () => {
    const container = serverMarkup();
    await act(async () => {
      root = hydrateRoot(container, <Page />, { onRecoverableError: () => undefined });
    });
    // A context it might read changes: React can no longer keep the server's markup as it is.
    await act(async () => root?.render(<Page theme="dark" />));
    expect(container.querySelector('ul')).toHaveTextContent('Fully Insured');
    expect(drawn).toHaveBeenLastCalledWith('dark');
  });
});
