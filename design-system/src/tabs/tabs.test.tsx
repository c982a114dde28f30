import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from './tabs';

const tabs = [
  { id: 'a', label: 'Alpha' },
  { id: 'b', label: 'Beta', badge: 3 },
  { id: 'c', label: 'Gamma' },
] as const;

const renderTabs = (active: 'a' | 'b' | 'c', onSelect = vi.fn()) => {
  render(<Tabs tabs={tabs} active={active} onSelect={onSelect} label="Sections" tabId={(id) => `t-${id}`} panelId={(id) => `p-${id}`} />);
  return onSelect;
};

describe('Tabs', () => {
  it('is a named tab list with one selected tab stop, controlling its panel, with a badge', () => {
    renderTabs('b');
    expect(screen.getByRole('tablist', { name: 'Sections' })).toBeInTheDocument();
    const beta = screen.getByRole('tab', { name: 'Beta 3' });
    expect(beta).toHaveAttribute('aria-selected', 'true');
    expect(beta).toHaveAttribute('tabindex', '0');
    expect(beta).toHaveAttribute('aria-controls', 'p-b');
    expect(screen.getByRole('tab', { name: 'Alpha' })).toHaveAttribute('tabindex', '-1');
  });

  it('selects on click, and with arrow keys, Home and End (wrapping)', async () => {
    const user = userEvent.setup();
    const onSelect = renderTabs('a');
    await user.click(screen.getByRole('tab', { name: 'Gamma' }));
    expect(onSelect).toHaveBeenLastCalledWith('c');
    screen.getByRole('tab', { name: 'Alpha' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(onSelect).toHaveBeenLastCalledWith('c');
    await user.keyboard('{ArrowRight}');
    expect(onSelect).toHaveBeenLastCalledWith('b');
    await user.keyboard('{End}');
    expect(onSelect).toHaveBeenLastCalledWith('c');
    await user.keyboard('{Home}');
    expect(onSelect).toHaveBeenLastCalledWith('a');
  });

  it('when the owner styles the tabs itself, then they carry its class names instead of the built-in ones, and its ref gets the list', () => {
    const list = createRef<HTMLDivElement>();
    const classNames = { list: 'own-list', tab: 'own-tab', activeTab: 'own-tab own-active', badge: 'own-badge' };
    render(<Tabs ref={list} classNames={classNames} tabs={tabs} active="b" onSelect={vi.fn()} label="Sections" tabId={(id) => `t-${id}`} panelId={(id) => `p-${id}`} />);
    expect(list.current).toBe(screen.getByRole('tablist', { name: 'Sections' }));
    expect(list.current).toHaveClass('own-list');
    expect(list.current).not.toHaveClass('mh-tabs');
    expect(screen.getByRole('tab', { name: 'Beta 3' })).toHaveClass('own-tab', 'own-active');
    expect(screen.getByRole('tab', { name: 'Alpha' })).toHaveAttribute('class', 'own-tab');
    expect(screen.getByText('3')).toHaveClass('own-badge');
  });

  it('when the list is wider than the screen, then the selected tab is scrolled into sight within it', () => {
    const props = { tabs, onSelect: vi.fn(), label: 'Sections', tabId: (id: string) => `t-${id}`, panelId: (id: string) => `p-${id}` };
    const { rerender } = render(<Tabs {...props} active="a" />);
    // A phone: the list shows 200 px of its 600; each tab is 200 px wide (Gamma at 400..600 when not scrolled).
    const list = screen.getByRole('tablist');
    let scrollLeft = 0;
    Object.defineProperties(list, {
      scrollWidth: { value: 600 },
      clientWidth: { value: 200 },
      scrollLeft: { get: () => scrollLeft, set: (value: number) => (scrollLeft = value) },
      getBoundingClientRect: { value: () => DOMRect.fromRect({ x: 0, y: 0, width: 200, height: 40 }) },
    });
    screen.getAllByRole('tab').forEach((tab, index) => {
      Object.defineProperty(tab, 'getBoundingClientRect', { value: () => DOMRect.fromRect({ x: index * 200 - scrollLeft, y: 0, width: 200, height: 40 }) });
    });

    rerender(<Tabs {...props} active="c" />);
    expect(scrollLeft).toBe(400);
    rerender(<Tabs {...props} active="a" />);
    expect(scrollLeft).toBe(0);
    // Scrolled by hand, the list stays where it is while the selection does not change.
    scrollLeft = 150;
    rerender(<Tabs {...props} active="a" onSelect={vi.fn()} />);
    expect(scrollLeft).toBe(150);
  });
});
