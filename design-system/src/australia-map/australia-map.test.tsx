import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AustraliaMap, MAP_HEIGHT, MAP_WIDTH, projectPlace } from './australia-map';

const SYDNEY = { latitude: -33.87, longitude: 151.21 };
const PERTH = { latitude: -31.95, longitude: 115.86 };
const HOBART = { latitude: -42.88, longitude: 147.33 };
const DARWIN = { latitude: -12.46, longitude: 130.84 };

describe('AustraliaMap', () => {
  it('is a named drawing of the land, scaled by its viewBox, with a service area and a route', () => {
    const { container } = render(
      <AustraliaMap
        label="Leads on a map of Australia"
        areas={[{ id: 'base', centre: SYDNEY, radiusKm: 50 }]}
        routes={[{ id: 'trip', from: SYDNEY, to: PERTH }]}
      />,
    );
    const drawing = screen.getByRole('img', { name: 'Leads on a map of Australia' });
    expect(drawing).toHaveAttribute('viewBox', `0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`);
    // The land, the radius and the route: three paths with drawing commands.
    const paths = [...container.querySelectorAll('path')].map((path) => path.getAttribute('d') ?? '');
    expect(paths).toHaveLength(3);
    for (const d of paths) expect(d).toMatch(/^M[\d.-]+,[\d.-]+/);
  });

  it('projects the capitals where they are: west to east, north to south, all inside the drawing', () => {
    const [perthX] = projectPlace(PERTH);
    const [sydneyX, sydneyY] = projectPlace(SYDNEY);
    const [, darwinY] = projectPlace(DARWIN);
    const [, hobartY] = projectPlace(HOBART);
    expect(perthX).toBeLessThan(sydneyX);
    expect(darwinY).toBeLessThan(sydneyY);
    expect(sydneyY).toBeLessThan(hobartY);
    for (const place of [PERTH, SYDNEY, DARWIN, HOBART, { latitude: -54.6, longitude: 158.9 }]) {
      const [x, y] = projectPlace(place);
      expect(x).toBeGreaterThan(0);
      expect(x).toBeLessThan(MAP_WIDTH);
      expect(y).toBeGreaterThan(0);
      expect(y).toBeLessThan(MAP_HEIGHT);
    }
  });

  it('gives each marker a named button in a named list; a click or Enter chooses it, and the chosen one is current', async () => {
    const user = userEvent.setup();
    const onMarkerSelect = vi.fn();
    render(
      <AustraliaMap
        label="Leads"
        markersLabel="Leads on the map"
        markers={[
          { id: '1', at: SYDNEY, label: 'Ducati Monster, Sydney NSW 2000 to Perth WA 6000' },
          { id: '2', at: HOBART, label: 'Honda CB500X, Hobart TAS 7000 to Launceston TAS 7250' },
        ]}
        selectedId="2"
        onMarkerSelect={onMarkerSelect}
      />,
    );
    const list = screen.getByRole('list', { name: 'Leads on the map' });
    const buttons = within(list).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Ducati Monster, Sydney NSW 2000 to Perth WA 6000',
      'Honda CB500X, Hobart TAS 7000 to Launceston TAS 7250',
    ]);
    expect(buttons[1]).toHaveAttribute('aria-current', 'true');
    expect(buttons[0]).not.toHaveAttribute('aria-current');

    await user.click(buttons[1]!);
    expect(onMarkerSelect).toHaveBeenLastCalledWith('2');
    await user.tab({ shift: true });
    expect(buttons[0]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onMarkerSelect).toHaveBeenLastCalledWith('1');
  });

  it('places a marker by percentages of the drawing, so it follows the map at any width', () => {
    render(<AustraliaMap label="Leads" markers={[{ id: '1', at: SYDNEY, label: 'Sydney' }]} />);
    const item = screen.getByRole('listitem');
    const [x, y] = projectPlace(SYDNEY);
    expect(parseFloat(item.style.left)).toBeCloseTo((x / MAP_WIDTH) * 100, 2);
    expect(parseFloat(item.style.top)).toBeCloseTo((y / MAP_HEIGHT) * 100, 2);
  });
});
