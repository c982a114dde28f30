import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { PipelineTabs } from './pipeline-tabs';
import { visibleTabs } from './stages';

/** Gives the tab list the sizes a browser would lay out (happy-dom lays nothing out). */
function sizeList(list: HTMLElement, { scrollWidth, clientWidth }: { scrollWidth: number; clientWidth: number }) {
  Object.defineProperty(list, 'scrollWidth', { configurable: true, value: scrollWidth });
  Object.defineProperty(list, 'clientWidth', { configurable: true, value: clientWidth });
}

const renderTabs = () => {
  const { container } = render(<PipelineTabs tabs={visibleTabs(false)} active="leads" counts={{}} onSelect={vi.fn()} />);
  const wrap = container.firstElementChild as HTMLElement;
  return { wrap, list: screen.getByRole('tablist', { name: 'Sales Pipeline' }), dots: wrap.querySelector('[aria-hidden="true"]') as HTMLElement };
};

describe('PipelineTabs scroll cue', () => {
  it('when the tabs do not fit, then a fade marks the side with hidden tabs and the dot row shows, following the scroll', () => {
    const { wrap, list, dots } = renderTabs();
    sizeList(list, { scrollWidth: 1400, clientWidth: 1000 });
    fireEvent.scroll(list);
    expect(wrap).toHaveAttribute('data-more-right');
    expect(wrap).not.toHaveAttribute('data-more-left');
    expect(dots).not.toHaveAttribute('hidden');

    list.scrollLeft = 400;
    fireEvent.scroll(list);
    expect(wrap).toHaveAttribute('data-more-left');
    expect(wrap).not.toHaveAttribute('data-more-right');
  });

  it('when every tab fits, then there is no cue at all', () => {
    const { wrap, list, dots } = renderTabs();
    sizeList(list, { scrollWidth: 1000, clientWidth: 1000 });
    fireEvent.scroll(list);
    expect(wrap).not.toHaveAttribute('data-more-right');
    expect(wrap).not.toHaveAttribute('data-more-left');
    expect(dots).toHaveAttribute('hidden');
  });

  it('when the active tab lies beyond the row, then the row scrolls sideways to it and the page does not scroll', () => {
    const box = (left: number, width: number) => ({ left, right: left + width, top: 600, bottom: 640, width, height: 40, x: left, y: 600, toJSON: () => ({}) });
    const { rerender } = render(<PipelineTabs tabs={visibleTabs(false)} active="leads" counts={{}} onSelect={vi.fn()} />);
    const list = screen.getByRole('tablist', { name: 'Sales Pipeline' });
    list.getBoundingClientRect = () => box(16, 358);
    const tab = screen.getByRole('tab', { name: /Archived/ });
    tab.getBoundingClientRect = () => box(500, 100);
    const pageScroll = vi.spyOn(window, 'scrollTo');
    tab.scrollIntoView = vi.fn();

    rerender(<PipelineTabs tabs={visibleTabs(false)} active="archived" counts={{}} onSelect={vi.fn()} />);
    expect(list.scrollLeft).toBe(500 + 100 - (16 + 358));
    expect(tab.scrollIntoView).not.toHaveBeenCalled();
    expect(pageScroll).not.toHaveBeenCalled();
  });
});
