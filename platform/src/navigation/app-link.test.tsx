import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppLink } from './app-link';
import { NavigationProvider } from './navigation-context';

const renderLink = (props: Partial<Parameters<typeof AppLink>[0]> = {}) => {
  const navigate = vi.fn();
  render(
    <NavigationProvider value={{ pathname: '/', search: '', navigate }}>
      <AppLink to="/get-quote" className="cta" {...props}>
        Get Your Free Quote
      </AppLink>
    </NavigationProvider>,
  );
  return { navigate, link: screen.getByRole('link', { name: 'Get Your Free Quote' }) };
};

/**
 * Clicks `link` and tells whether the page's handlers prevented the browser's default (following the link);
 * the default is stopped afterwards either way, so the test environment never loads the URL.
 */
function clickPrevented(link: HTMLElement, init: MouseEventInit = {}) {
  let prevented = false;
  const observe = (event: MouseEvent) => {
    prevented = event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', observe);
  fireEvent.click(link, init);
  window.removeEventListener('click', observe);
  return prevented;
}

describe('AppLink', () => {
  it('is a real link to the path, with the given attributes', () => {
    const { link } = renderLink();
    expect(link.tagName).toBe('A');
    expect(link).toHaveAttribute('href', '/get-quote');
    expect(link).toHaveClass('cta');
  });

  it('navigates in the page on a plain left click instead of loading the page', () => {
    const { navigate, link } = renderLink();
    expect(clickPrevented(link)).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/get-quote', { replace: undefined });
  });

  it('navigates when activated from the keyboard, and passes replace on', async () => {
    const user = userEvent.setup();
    const { navigate, link } = renderLink({ replace: true });
    link.focus();
    await user.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith('/get-quote', { replace: true });
  });

  it.each([
    ['Ctrl', { ctrlKey: true }],
    ['Cmd', { metaKey: true }],
    ['Shift', { shiftKey: true }],
    ['Alt', { altKey: true }],
    ['middle button', { button: 1 }],
  ])('leaves a %s click to the browser (new tab, new window, download)', (_name, init) => {
    const { navigate, link } = renderLink();
    expect(clickPrevented(link, init)).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('leaves a link with another target to the browser', () => {
    const { navigate, link } = renderLink({ target: '_blank' });
    expect(clickPrevented(link)).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('calls its own onClick first, and does not navigate when that prevents the default', () => {
    const onClick = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { navigate, link } = renderLink({ onClick });
    clickPrevented(link);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
  });
});
