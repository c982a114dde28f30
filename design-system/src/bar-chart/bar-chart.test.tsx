import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { BarChart, niceMax } from './bar-chart';

describe('BarChart', () => {
  it('when drawn, then it is one image named by its title and described, with a bar per value and a legend', () => {
    const { container } = render(
      <BarChart
        title="Spend and revenue by month"
        description="Two months"
        categories={['Jan', 'Feb']}
        series={[
          { name: 'Spend', values: [45, 25], tone: 'brand' },
          { name: 'Revenue', values: [400, -1], tone: 'success' },
        ]}
        formatTick={(value) => `$${value}`}
      />,
    );
    expect(screen.getByRole('img', { name: 'Spend and revenue by month Two months' })).toBeInTheDocument();
    expect(container.querySelectorAll('rect')).toHaveLength(4);
    expect(screen.getByText('$500')).toBeInTheDocument();
    expect(screen.getByText('Revenue')).toBeInTheDocument();
  });

  it('when given a line, then it is drawn on a right axis of its own scale, a dot per category, with its legend key', () => {
    const { container } = render(
      <BarChart
        title="Purchases and revenue by month"
        description="Three months"
        categories={['Jan', 'Feb', 'Mar']}
        series={[{ name: 'Purchases', values: [1, 0, 7], tone: 'brand' }]}
        line={{ name: 'Revenue', values: [25, 0, 1137.5], tone: 'accent', formatTick: (value) => `$${value}` }}
      />,
    );
    expect(container.querySelectorAll('rect')).toHaveLength(3);
    const points = container.querySelector('polyline')!.getAttribute('points')!.split(' ').map((point) => point.split(',').map(Number));
    expect(points).toHaveLength(3);
    expect(container.querySelectorAll('circle')).toHaveLength(3);
    // Left axis up to 10 purchases, right axis up to $2000: the line's top point is at 1137.5 / 2000 of the plot.
    expect(screen.getByText('10')).toBeInTheDocument();
    expect(screen.getByText('$2000')).toBeInTheDocument();
    const [, top] = points[2]!;
    const [, bottom] = points[1]!;
    expect((bottom! - top!) / (bottom! - 12)).toBeCloseTo(1137.5 / 2000, 3);
    expect(screen.getByText('Revenue')).toBeInTheDocument();
  });

  it('when asked for an axis maximum, then it is a round 1, 2 or 5 x 10^n at or above the value', () => {
    expect([niceMax(0), niceMax(7), niceMax(45), niceMax(400), niceMax(1001)]).toEqual([1, 10, 50, 500, 2000]);
  });
});
