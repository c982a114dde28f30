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

  it('when asked for an axis maximum, then it is a round 1, 2 or 5 x 10^n at or above the value', () => {
    expect([niceMax(0), niceMax(7), niceMax(45), niceMax(400), niceMax(1001)]).toEqual([1, 10, 50, 500, 2000]);
  });
});
