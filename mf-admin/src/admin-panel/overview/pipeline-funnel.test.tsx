import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { barPercent, PipelineFunnel } from './pipeline-funnel';

const stages = [
  { label: 'Purchased', count: 4 },
  { label: 'Called', count: 2 },
  { label: 'Booked In', count: 0 },
  { label: 'Paid', count: 1 },
];

const rowOf = (container: HTMLElement, label: string) => container.querySelector(`[data-stage="${label}"]`)!;

describe('PipelineFunnel', () => {
  it('when a stage has no purchases, then it draws no bar and shows a clear 0; the others are bars in proportion', () => {
    const { container } = render(<PipelineFunnel stages={stages} />);
    expect(rowOf(container, 'Booked In').querySelector('[data-bar]')).toBeNull();
    expect(rowOf(container, 'Booked In')).toHaveTextContent('Booked In0');
    expect(rowOf(container, 'Purchased').querySelector<HTMLElement>('[data-bar]')?.style.width).toBe('100%');
    expect(rowOf(container, 'Called').querySelector<HTMLElement>('[data-bar]')?.style.width).toBe('50%');
    expect(rowOf(container, 'Paid').querySelector<HTMLElement>('[data-bar]')?.style.width).toBe('25%');
  });

  it('when every count is zero, then there is no bar at all', () => {
    const { container } = render(<PipelineFunnel stages={stages.map((stage) => ({ ...stage, count: 0 }))} />);
    expect(container.querySelectorAll('[data-bar]')).toHaveLength(0);
    expect(barPercent(0, 0)).toBe(0);
  });

  it('when drawn, then labels and counts are page text (not text in a scaled SVG), and the image is named with every count', () => {
    const { container } = render(<PipelineFunnel stages={stages} />);
    expect(container.querySelector('svg')).toBeNull();
    expect(screen.getByRole('img')).toHaveAccessibleName('Sales pipeline funnel Purchased: 4, Called: 2, Booked In: 0, Paid: 1.');
    expect(screen.getByRole('table', { name: 'Sales pipeline' })).toHaveTextContent('Booked In0');
  });
});
