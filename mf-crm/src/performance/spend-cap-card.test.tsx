import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { API_PATHS, type SpendCapStatus } from '@motohaul/contracts';
import { PageToaster } from '@motohaul/platform';
import { json, networkSettled, stubNetwork } from '@motohaul/platform/test-support/network';
import { renderWithClient } from '../dashboard/test-support/render';
import { SpendCapCard } from './spend-cap-card';

const GET = `GET ${API_PATHS.spendCap}`;
const PUT = `PUT ${API_PATHS.spendCap}`;
const capped: SpendCapStatus = { weeklyCap: '100.00', spentThisWeek: '75.00', weekStart: '2026-12-07' };
const uncapped: SpendCapStatus = { weeklyCap: null, spentThisWeek: '25.00', weekStart: '2026-12-07' };

const renderCard = () =>
  renderWithClient(
    <>
      <SpendCapCard />
      <PageToaster />
    </>,
  );

describe('SpendCapCard', () => {
  it('shows a loading state, then this week’s spend against the cap in words and on a meter', async () => {
    stubNetwork({ [GET]: json(capped) });
    renderCard();
    expect(screen.getByText('Loading your weekly cap')).toBeInTheDocument();
    const section = await screen.findByRole('region', { name: 'Weekly spend cap' });
    expect(await within(section).findByText(/\$75\.00 of your \$100\.00 weekly cap spent \(since Monday 7 December\): \$25\.00 left\./)).toBeInTheDocument();
    const meter = within(section).getByRole('meter');
    expect(meter).toHaveAttribute('value', '75');
    expect(meter).toHaveAttribute('max', '100');
    expect(meter).toHaveAccessibleName(/\$75\.00 of your \$100\.00 weekly cap/);
    expect(within(section).getByRole('spinbutton', { name: 'Weekly cap ($)' })).toHaveValue(100);
  });

  it('when the owner sets a cap, then it is sent in dollars and the figures follow', async () => {
    const network = stubNetwork({ [GET]: json(uncapped), [PUT]: json({ ...uncapped, weeklyCap: '150.50' }) });
    const { user } = renderCard();
    expect(await screen.findByText(/\$25\.00 spent on leads this week \(since Monday 7 December\)\. No weekly cap is set\./)).toBeInTheDocument();
    await user.type(screen.getByRole('spinbutton', { name: 'Weekly cap ($)' }), '150.50');
    await user.click(screen.getByRole('button', { name: 'Save cap' }));
    expect(await screen.findByText(/\$25\.00 of your \$150\.50 weekly cap spent/)).toBeInTheDocument();
    expect(network.bodiesOf(PUT)).toEqual([{ weeklyCap: 150.5 }]);
    expect((await screen.findAllByText('Weekly cap set to $150.50')).length).toBeGreaterThan(0);
  });

  it('when the box is empty or below $1, then it says why under the field and sends nothing', async () => {
    const network = stubNetwork({ [GET]: json(uncapped) });
    const { user } = renderCard();
    const field = await screen.findByRole('spinbutton', { name: 'Weekly cap ($)' });
    await user.click(screen.getByRole('button', { name: 'Save cap' }));
    expect(field).toHaveAccessibleDescription(/Enter the cap in dollars, or clear it/);
    await user.type(field, '0.5');
    await user.click(screen.getByRole('button', { name: 'Save cap' }));
    expect(field).toHaveAccessibleDescription(/The cap is at least \$1/);
    await networkSettled();
    expect(network.to(PUT)).toHaveLength(0);
  });

  it('shows the API’s field message, and removes the cap with Remove cap', async () => {
    const network = stubNetwork({
      [GET]: json(capped),
      [PUT]: [json({ message: 'Validation failed', fieldErrors: { weeklyCap: ['The cap is at most $100,000'] } }, 400), json({ ...capped, weeklyCap: null })],
    });
    const { user } = renderCard();
    const field = await screen.findByRole('spinbutton', { name: 'Weekly cap ($)' });
    await user.clear(field);
    await user.type(field, '99999');
    await user.click(screen.getByRole('button', { name: 'Save cap' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(/The cap is at most \$100,000/));
    await user.click(screen.getByRole('button', { name: 'Remove cap' }));
    expect(await screen.findByText(/No weekly cap is set\./)).toBeInTheDocument();
    expect(network.bodiesOf(PUT)).toEqual([{ weeklyCap: 99999 }, { weeklyCap: null }]);
  });

  it('when the cap cannot load, then it says so and offers Try again', async () => {
    stubNetwork({ [GET]: [json({ message: 'Server error' }, 500), json(capped)] });
    const { user } = renderCard();
    expect(await screen.findByText('Your weekly cap could not load')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('meter')).toBeInTheDocument();
  });
});
