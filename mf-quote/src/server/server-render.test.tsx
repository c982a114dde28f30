import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { API_PATHS } from '@motohaul/contracts';
import { json } from '@motohaul/platform/test-support/network';
import { routes } from './server';
// eslint-disable-next-line no-restricted-imports -- the remote's pages drawn by the shell's server render and hydrated as its bootstrap does
import { hydrate, serverHtml, drawServerRoutes, stubApi } from '../../../shell/src/test-support/server-render';
// eslint-disable-next-line no-restricted-imports -- the shell's server render, which draws this remote's server bundle
import { renderPage } from '../../../shell/src/server/render-page';

// The rider's pages drawn on the server (issue 30 item 1, ADR 0052) with mf-quote's real pages: the wizard's first
// step, the success page and the status page arrive as HTML, hydrate without a mismatch, and what a rider typed into
// the wizard before its code loaded is kept, in the fields and in the wizard's state.

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';
drawServerRoutes('mf_quote', routes);
beforeEach(() => stubApi());

describe('renderPage of the rider pages', () => {
  it('draws the wizard’s first step as a form of named fields, prefilled from the home page’s pickup entry', async () => {
    const { container, rendered } = await serverHtml('/get-quote?pickupLocation=Parramatta%20NSW%202150');
    expect(rendered.state.page).toEqual({ remote: 'mf_quote', path: '/get-quote' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Get Your Free Transport Quote');
    expect(screen.getByRole('heading', { name: 'Transport Details' })).toBeInTheDocument();
    expect(screen.getByText('Starting from Parramatta NSW 2150')).toBeInTheDocument();
    const form = container.querySelector('form') as HTMLFormElement;
    expect(Object.fromEntries(new FormData(form))).toEqual({
      pickupLocation: 'Parramatta NSW 2150',
      dropoffLocation: '',
      timeframe: 'this_week',
      isFlexibleDates: 'flexible',
    });
    // A click before the code runs would send the form away unchecked: Next waits for it.
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('draws the success page’s heading, and the status page’s frame with the token of its URL', async () => {
    expect((await renderPage({ url: '/quote-success' })).rootHtml).toContain('Transport Quote Submitted!');
    const status = await renderPage({ url: `/quote-status/${TOKEN}` });
    expect(status.state.page).toEqual({ remote: 'mf_quote', path: '/quote-status/:token', params: { token: TOKEN } });
    expect(status.rootHtml).toContain('Your Quote Request');
  });
});

describe('hydrating the rider pages', () => {
  it('keeps what a rider typed and chose before the code loaded, in the fields and in the wizard’s state', async () => {
    stubApi({
      [`GET ${API_PATHS.googlePlacesKey}`]: json({ key: null }),
      [`GET ${API_PATHS.localities}`]: json([]),
    });
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { container, rendered } = await serverHtml('/get-quote?pickupLocation=Parramatta%20NSW%202150');
    const heading = container.querySelector('h1');
    // Typed into the server's HTML: no script listens yet.
    const field = (name: string) => container.querySelector(`[name="${name}"]`) as HTMLInputElement & HTMLSelectElement;
    field('pickupLocation').value = 'Penrith NSW 2750';
    field('dropoffLocation').value = 'Fitzroy VIC 3065';
    field('timeframe').value = 'asap';
    (container.querySelector('input[name="isFlexibleDates"][value="specific"]') as HTMLInputElement).checked = true;

    const { errors, recoverable } = await hydrate(container, rendered.state);
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('h1')).toBe(heading);

    // Still in the fields, and the wizard's state: the dates it shows for specific dates, Next going on to step 2.
    expect(screen.getByRole('combobox', { name: 'Pickup location' })).toHaveValue('Penrith NSW 2750');
    expect(screen.getByRole('combobox', { name: 'Delivery (drop-off) location' })).toHaveValue('Fitzroy VIC 3065');
    expect(screen.getByRole('combobox', { name: 'When do you need transport?' })).toHaveValue('asap');
    expect(await screen.findByLabelText('Preferred pickup date')).toBeInTheDocument();
    const next = screen.getByRole('button', { name: 'Next' });
    await waitFor(() => expect(next).toBeEnabled());
    await act(async () => {
      fireEvent.click(next);
      await Promise.resolve();
    });
    expect(await screen.findByRole('heading', { name: 'Motorcycle Details' })).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
      await Promise.resolve();
    });
    // Drawn again from the state: what was typed before hydration.
    expect(await screen.findByRole('combobox', { name: 'Delivery (drop-off) location' })).toHaveValue('Fitzroy VIC 3065');
    expect(screen.getByRole('combobox', { name: 'Pickup location' })).toHaveValue('Penrith NSW 2750');
    expect(screen.getByRole('combobox', { name: 'When do you need transport?' })).toHaveValue('asap');
    expect(screen.getByRole('radio', { name: 'No, I have specific dates' })).toBeChecked();
  });

  it('hydrates the success page without a mismatch, then shows the status link of the quote this tab sent', async () => {
    sessionStorage.setItem('motohaul.submittedQuote', JSON.stringify({ jobReference: 'MH-1234', statusToken: TOKEN }));
    const { container, rendered } = await serverHtml('/quote-success');
    expect(container.textContent).not.toContain('MH-1234');
    const { errors, recoverable } = await hydrate(container, rendered.state);
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(await screen.findByRole('region', { name: 'Follow Your Request' })).toHaveTextContent('MH-1234');
  });

  it('draws the status page with the status its loader asked for, and hydrates it without asking again', async () => {
    const network = stubApi({
      [`GET /api/quote-status/:token`]: json({
        jobReference: 'MH-1234',
        motorcycle: 'Honda CBR650R',
        requestedAt: '2026-11-20T00:00:00.000Z',
        state: 'waiting',
        stage: null,
        headline: 'Waiting for a provider',
        detail: 'Providers near you can see your request.',
        provider: null,
      }),
    });
    const { container, rendered } = await serverHtml(`/quote-status/${TOKEN}`);
    expect(container.textContent).toContain('Waiting for a provider');
    const { errors, recoverable } = await hydrate(container, rendered.state);
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(screen.getByText('Waiting for a provider')).toBeInTheDocument();
    // Asked once, by the server render's loader.
    expect(network.to(`GET /api/quote-status/${TOKEN}`)).toHaveLength(1);
  });
});
