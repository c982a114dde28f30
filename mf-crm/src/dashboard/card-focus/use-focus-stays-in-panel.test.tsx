import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { useFocusStaysInPanel } from './use-focus-stays-in-panel';

function Card({ name }: { name: string }) {
  const ref = useFocusStaysInPanel<HTMLElement>();
  return (
    <article ref={ref} aria-label={name}>
      <button type="button">Act on {name}</button>
    </article>
  );
}

const List = ({ names }: { names: string[] }) => (
  <>
    <button type="button">Elsewhere</button>
    <div role="tabpanel" tabIndex={0} aria-label="Purchased">
      {names.map((name) => (
        <Card key={name} name={name} />
      ))}
    </div>
  </>
);

describe('useFocusStaysInPanel', () => {
  it('when a card with the focus leaves the list, then the focus goes to its tab panel, not the body', () => {
    const { rerender } = render(<List names={['Dana', 'Sam']} />);
    screen.getByRole('button', { name: 'Act on Dana' }).focus();
    rerender(<List names={['Sam']} />);
    expect(screen.getByRole('tabpanel', { name: 'Purchased' })).toHaveFocus();
  });

  it('when a card without the focus leaves, then the focus stays where it is', () => {
    const { rerender } = render(<List names={['Dana', 'Sam']} />);
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    rerender(<List names={['Sam']} />);
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });
});
