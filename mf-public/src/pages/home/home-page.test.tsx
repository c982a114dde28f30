import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS } from '@motohaul/contracts';
import { MemoryNavigation } from '@motohaul/platform/test-support/memory-navigation';
import { json, stubNetwork } from '@motohaul/platform/test-support/network';
import HomePage from './home-page';
import { routes } from '../../routes/routes';

const renderHome = () =>
  render(
    <MemoryNavigation initial="/">
      {(navigation) =>
        navigation.pathname === '/' ? (
          <HomePage config={{ supportPhone: '1300 123 456', appMode: 'demo' as const }} user={null} navigation={navigation} />
        ) : (
          <p>at {navigation.pathname + navigation.search}</p>
        )
      }
    </MemoryNavigation>,
  );

describe('HomePage', () => {
  beforeEach(() => {
    stubNetwork({ [`GET ${API_PATHS.googlePlacesKey}`]: json({ key: null }) });
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the hero, the spec sections and a tel: call link', () => {
    renderHome();
    expect(screen.getByRole('heading', { level: 1, name: 'Australia-Wide Motorcycle Transport Quotes' })).toBeVisible();
    for (const title of ['Fast Quotes', 'Trusted Providers', 'Flexible Scheduling', 'Competitive Rates']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    for (const title of ['Any Location', 'Lightning Fast', 'Verified Providers', 'Trusted Across Australia']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    for (const title of ['Why Choose Us', 'Fully Insured', 'Trusted Network', '5-Star Service']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    for (const link of screen.getAllByRole('link', { name: 'Call 1300 123 456' })) {
      expect(link).toHaveAttribute('href', 'tel:1300123456');
    }
    // Its title and descriptive tags come from its route's handle (the shell puts them in the head).
    expect(routes.find((route) => route.path === '/')?.handle?.title).toBe('Motorcycle Transport Quotes Australia-Wide | MotoHaul');
    expect(routes.find((route) => route.path === '/')?.handle?.description).toMatch(/60 seconds/);
  });

  it('keeps Get My Free Quote disabled while the pickup location is blank', async () => {
    const user = userEvent.setup();
    renderHome();
    const button = screen.getByRole('button', { name: 'Get My Free Quote' });
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Pickup location'), '   ');
    expect(button).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(screen.queryByText(/^at /)).not.toBeInTheDocument();
  });

  it('goes to /get-quote with the typed pickup location', async () => {
    const user = userEvent.setup();
    renderHome();
    await user.type(screen.getByLabelText('Pickup location'), ' Parramatta NSW 2150 ');
    await user.click(screen.getByRole('button', { name: 'Get My Free Quote' }));
    expect(screen.getByText('at /get-quote?pickupLocation=Parramatta+NSW+2150')).toBeInTheDocument();
  });

  it('offers the built-in address suggestions in the pickup entry, marked by the orange dot', async () => {
    const user = userEvent.setup();
    const network = stubNetwork({
      [`GET ${API_PATHS.localities}`]: json({
        localities: [{ id: 9, locality: 'Hobart', state: 'TAS', postcode: '7000', latitude: -42.88, longitude: 147.31, label: 'Hobart TAS 7000' }],
      }),
    });
    renderHome();
    await user.type(screen.getByRole('combobox', { name: 'Pickup location' }), 'hobar');
    await user.click(await screen.findByRole('option', { name: 'Hobart TAS 7000' }));
    expect(network.to(`GET ${API_PATHS.localities}`).map((request) => request.searchParams.get('q'))).toContain('hobar');
    expect(document.querySelector('[data-mode]')).toHaveAttribute('data-mode', 'built-in');
    await user.click(screen.getByRole('button', { name: 'Get My Free Quote' }));
    expect(screen.getByText('at /get-quote?pickupLocation=Hobart+TAS+7000')).toBeInTheDocument();
  });
});
