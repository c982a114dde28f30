import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { API_PATHS } from '@motohaul/contracts';
import { json, network, networkSettled, stubNetwork } from '@motohaul/platform/test-support/network';
import { renderWithClient } from '../test-support/render';
import { ALL_TIME, type DateFilter } from '../date-filter/date-filter';
import { MedianFirstCall } from './median-first-call';

const region = () => within(screen.getByRole('region', { name: 'Median time to first call' }));
const sentRanges = () =>
  network.requests.filter((request) => request.path === API_PATHS.speedToContact).map((request) => Object.fromEntries(request.searchParams));

describe('MedianFirstCall', () => {
  it('when the API has a median, then it shows it friendly with the number of called leads, for all time without a range', async () => {
    stubNetwork({ [`GET ${API_PATHS.speedToContact}`]: () => json({ medianSeconds: 75 * 60, calledLeads: 4 }) });
    renderWithClient(<MedianFirstCall filter={ALL_TIME} />);
    expect(await region().findByText('1 h 15 min')).toBeInTheDocument();
    expect(region().getByText("From purchase to 'Called', over 4 called leads bought at any time.")).toBeInTheDocument();
    expect(sentRanges()).toEqual([{}]);
  });

  it('when a custom range is selected, then it asks for those Sydney days', async () => {
    stubNetwork({ [`GET ${API_PATHS.speedToContact}`]: () => json({ medianSeconds: 30, calledLeads: 1 }) });
    const filter: DateFilter = { range: 'custom', from: '2025-03-01', to: '2025-03-31' };
    renderWithClient(<MedianFirstCall filter={filter} />);
    expect(await region().findByText('less than 1 min')).toBeInTheDocument();
    expect(region().getByText("From purchase to 'Called', over 1 called lead bought from 2025-03-01 to 2025-03-31.")).toBeInTheDocument();
    expect(sentRanges()).toEqual([{ from: '2025-03-01', to: '2025-03-31' }]);
  });

  it('when the custom range starts after it ends, then it asks to correct the range and sends nothing', async () => {
    stubNetwork({ [`GET ${API_PATHS.speedToContact}`]: () => json({ message: 'Please correct the highlighted fields.', fieldErrors: { to: ['x'] } }, 400) });
    renderWithClient(<MedianFirstCall filter={{ range: 'custom', from: '2025-03-31', to: '2025-03-01' }} />);
    expect(region().getByText('Correct the date range above to see this figure.')).toBeInTheDocument();
    expect(region().queryByText(/Please correct the highlighted fields/)).not.toBeInTheDocument();
    await networkSettled();
    expect(sentRanges()).toEqual([]);
  });

  it('when no lead in the range was called, then it says No calls yet', async () => {
    stubNetwork({ [`GET ${API_PATHS.speedToContact}`]: () => json({ medianSeconds: null, calledLeads: 0 }) });
    renderWithClient(<MedianFirstCall filter={{ range: 'last7', from: '', to: '' }} />);
    expect(await region().findByText('No calls yet')).toBeInTheDocument();
    expect(region().getByText('None of the leads bought in the last 7 days has been moved to Called yet.')).toBeInTheDocument();
  });

  it('when it fails, then it says so and Try again asks again', async () => {
    stubNetwork({
      [`GET ${API_PATHS.speedToContact}`]: [json({ message: 'Server unavailable' }, 503), json({ medianSeconds: 600, calledLeads: 2 })],
    });
    const { user } = renderWithClient(<MedianFirstCall filter={ALL_TIME} />);
    expect(await region().findByText(/It could not load: Server unavailable/)).toBeInTheDocument();
    await user.click(region().getByRole('button', { name: 'Try again' }));
    expect(await region().findByText('10 min')).toBeInTheDocument();
  });
});
