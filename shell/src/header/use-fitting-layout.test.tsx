import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { useFittingLayout } from './use-fitting-layout';

/** A bar whose width and content width the test sets (happy-dom lays nothing out). */
const size = { client: 1200, needs: { 'full': 1100, 'two-lines': 800, menu: 300 } as Record<string, number> };
let observed: (() => void) | undefined;

class FakeResizeObserver {
  constructor(private readonly callback: () => void) {}
  observe() {
    observed = () => this.callback();
  }
  disconnect() {
    observed = undefined;
  }
}

function Bar({ content = 'links' }: { content?: string }) {
  const bar = useRef<HTMLDivElement>(null);
  const layout = useFittingLayout(bar, content, ['full', 'two-lines', 'menu'] as const);
  return (
    <div
      ref={(element) => {
        bar.current = element;
        if (!element) return;
        Object.defineProperty(element, 'clientWidth', { configurable: true, get: () => size.client });
        Object.defineProperty(element, 'scrollWidth', {
          configurable: true,
          get: () => Math.max(size.client, size.needs[element.dataset.layout ?? 'full'] ?? 0),
        });
      }}
      data-layout={layout}
      data-testid="bar"
    />
  );
}

const layout = () => screen.getByTestId('bar').dataset.layout;
const resizeTo = (width: number) =>
  act(() => {
    size.client = width;
    observed?.();
  });

describe('useFittingLayout', () => {
  beforeEach(() => vi.stubGlobal('ResizeObserver', FakeResizeObserver));
  afterEach(() => vi.unstubAllGlobals());

  it('takes the widest layout that fits, narrower as the bar narrows and back as it widens (issue 19)', async () => {
    size.client = 1200;
    render(<Bar />);
    expect(layout()).toBe('full');
    await resizeTo(1000);
    expect(layout()).toBe('two-lines');
    await resizeTo(700);
    expect(layout()).toBe('menu');
    await resizeTo(900);
    expect(layout()).toBe('two-lines');
    await resizeTo(1100);
    expect(layout()).toBe('full');
  });

  it('when the bar first shows too narrow, then the layout that fits is chosen before paint', () => {
    size.client = 700;
    render(<Bar />);
    expect(layout()).toBe('menu');
  });

  it('when what the bar holds changes, then the widest layout is tried again', async () => {
    size.client = 1000;
    const { rerender } = render(<Bar content="links" />);
    expect(layout()).toBe('two-lines');
    size.needs['full'] = 900;
    rerender(<Bar content="fewer links" />);
    expect(layout()).toBe('full');
    size.needs['full'] = 1100;
  });
});
