import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@motohaul/contracts';
import { empty, network, networkError, networkSettled, stubNetwork } from '../test-support/network';
import { recordedPagePath, trackPhoneClicks } from './phone-clicks';

const TRACK = `POST ${API_PATHS.analyticsTrack}`;
// The page stays where it is: happy-dom would follow the links (a tel: location breaks relative URLs).
const stayOnPage = (event: Event) => event.preventDefault();

describe('trackPhoneClicks', () => {
  beforeEach(() => document.addEventListener('click', stayOnPage, true));
  afterEach(() => {
    document.removeEventListener('click', stayOnPage, true);
    document.body.innerHTML = '';
  });

  it('posts phone_click with the number for a click inside a tel: link, and nothing for other links', async () => {
    stubNetwork({ [TRACK]: empty() });
    document.body.innerHTML = '<a href="tel:1300123456"><span id="inner">Call</span></a><a id="other" href="/get-quote">Quote</a>';
    const stop = trackPhoneClicks();
    document.getElementById('other')?.click();
    await networkSettled();
    expect(network.requests).toHaveLength(0);

    document.getElementById('inner')?.click();
    await vi.waitFor(() => expect(network.requests).toHaveLength(1));
    const [sent] = network.to(TRACK);
    expect(sent?.headers['content-type']).toBe('application/json');
    expect(sent?.body).toMatchObject({ eventType: 'phone_click', eventData: { phoneNumber: '1300123456' } });

    stop();
    document.getElementById('inner')?.click();
    await networkSettled();
    expect(network.requests).toHaveLength(1);
  });

  it('only warns in the console when the event cannot be sent', async () => {
    stubNetwork({ [TRACK]: networkError() });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    document.body.innerHTML = '<a id="call" href="tel:1300123456">Call</a>';
    const stop = trackPhoneClicks();
    document.getElementById('call')?.click();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('Analytics event failed', expect.any(TypeError)));
    expect(network.to(TRACK)).toHaveLength(1);
    stop();
    warn.mockRestore();
  });
});

describe('recordedPagePath', () => {
  it('keeps a rider’s status token out of the analytics records, and every other path as it is', () => {
    expect(recordedPagePath('/quote-status/AbCdEfGhIjKlMnOpQrStUvWxYz012345')).toBe('/quote-status/:token');
    expect(recordedPagePath('/Quote-Status/secret/')).toBe('/quote-status/:token/');
    expect(recordedPagePath('/quote-success')).toBe('/quote-success');
    expect(recordedPagePath('/dashboard/leads/MT-250001')).toBe('/dashboard/leads/MT-250001');
  });
});
