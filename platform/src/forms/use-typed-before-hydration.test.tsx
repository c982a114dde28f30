import { describe, expect, it } from 'vitest';
import { act, useRef, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { screen } from '@testing-library/react';
import { useTypedBeforeHydration } from './use-typed-before-hydration';

function Entry({ guarded }: { guarded: boolean }) {
  const [value, setValue] = useState('');
  const ref = useRef<HTMLInputElement>(null);
  // The hook is always called (rules of hooks); `guarded: false` shows what happens without it.
  useTypedBeforeHydration(guarded ? ref : { current: null }, value, setValue);
  return (
    <form>
      <input ref={ref} aria-label="Pickup location" value={value} onChange={(event) => setValue(event.target.value)} />
      <button type="submit" disabled={!value.trim()}>
        Go
      </button>
    </form>
  );
}

/** Server markup, text typed into it before hydration, then the page hydrates. */
async function typeThenHydrate(guarded: boolean) {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Entry guarded={guarded} />);
  document.body.replaceChildren(container);
  (screen.getByRole('textbox') as HTMLInputElement).value = 'Parramatta NSW';
  const root = await act(async () => hydrateRoot(container, <Entry guarded={guarded} />));
  return { root, input: screen.getByRole('textbox') as HTMLInputElement, button: screen.getByRole('button', { name: 'Go' }) };
}

describe('useTypedBeforeHydration', () => {
  it('takes the text typed before hydration into the state: the form acts on it', async () => {
    const { root, input, button } = await typeThenHydrate(true);
    expect(input).toHaveValue('Parramatta NSW');
    expect(button).toBeEnabled();
    act(() => root.unmount());
  });

  it('without it the typed text is on screen but not in the state (the case it exists for)', async () => {
    const { root, input, button } = await typeThenHydrate(false);
    expect(input).toHaveValue('Parramatta NSW');
    expect(button).toBeDisabled();
    act(() => root.unmount());
  });
});
