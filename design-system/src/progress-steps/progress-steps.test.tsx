import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { ProgressSteps } from './progress-steps';

const steps = ['Transport Details', 'Motorcycle Details', 'Your Information'];

describe('ProgressSteps', () => {
  it('is a labelled ordered list with one item per step', () => {
    render(<ProgressSteps steps={steps} current={1} label="Quote progress" />);
    const list = screen.getByRole('list', { name: 'Quote progress' });
    expect(list.tagName).toBe('OL');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  });

  it('marks only the current step with aria-current="step" and the earlier ones completed', () => {
    render(<ProgressSteps steps={steps} current={2} />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([null, 'step', null]);
    expect(items[0]).toHaveTextContent('Transport Details (completed)');
    expect(items[2]).toHaveTextContent('Your Information (not started)');
  });
});
