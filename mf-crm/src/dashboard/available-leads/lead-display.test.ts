import { describe, expect, it } from 'vitest';
import { availableLead, provider, superAdmin } from '../test-support/fixtures';
import { contactOf, hasSpecialRequirements, jobIdOf, priceLabel, timeframeLabel } from './lead-display';

describe('lead display', () => {
  it('when a lead has no job reference, then the job ID falls back to MT-id', () => {
    expect(jobIdOf({ id: 42, jobReference: '' })).toBe('MT-42');
    expect(jobIdOf({ id: 42, jobReference: 'MT-2025-0042' })).toBe('MT-2025-0042');
  });

  it('when the viewer is the super admin, then the price reads FREE; otherwise the server price', () => {
    expect(priceLabel({ price: '25.00' }, provider)).toBe('$25');
    expect(priceLabel({ price: '22.50' }, provider)).toBe('$22.50');
    expect(priceLabel({ price: '25.00' }, superAdmin)).toBe('FREE');
  });

  it('when the timeframe is known, flexible or another underscore value, then it has a readable label', () => {
    expect(timeframeLabel('asap')).toBe('ASAP (within 2-3 days)');
    expect(timeframeLabel('flexible')).toBe('Flexible');
    expect(timeframeLabel('next_few_months')).toBe('Next few months');
    expect(timeframeLabel(null)).toBe('Not specified');
  });

  it('when a lead is masked, then only the first name and a partial phone show, even if the server sent more', () => {
    expect(contactOf(availableLead())).toEqual({ name: 'Jamie', phone: '04*****678' });
    expect(contactOf(availableLead({ customerName: 'Jamie Rider', customerPhone: '0412345678' }))).toEqual({
      name: 'Jamie',
      phone: '04*****678',
    });
  });

  it('when a lead is not masked (super admin), then the full name and the phone in the national format show', () => {
    expect(contactOf(availableLead({ masked: false, customerName: 'Jamie Rider', customerPhone: '+61412345678' }))).toEqual({
      name: 'Jamie Rider',
      phone: '0412 345 678',
    });
  });

  it('when a stored E.164 phone reaches the masked card unmasked, then it is masked from the national digits', () => {
    expect(contactOf(availableLead({ customerName: 'Jamie Rider', customerPhone: '+61412345678' })).phone).toBe('04*****678');
  });

  it('when the server masked contact details in the first name, then its marker is shown whole, not cut at its first space', () => {
    expect(contactOf(availableLead({ customerName: 'Jo|[contact details shown after purchase]' })).name).toBe('Jo|[contact details shown after purchase]');
    expect(contactOf(availableLead({ customerName: '[contact details shown after purchase]' })).name).toBe('[contact details shown after purchase]');
    expect(contactOf(availableLead({ customerName: '[0412 999 888] Smith' })).name).toBe('[0412');
  });

  it('when the bike cannot roll or there are special requests, then the warning is needed', () => {
    expect(hasSpecialRequirements(availableLead())).toBe(false);
    expect(hasSpecialRequirements(availableLead({ canRollAndSteer: false }))).toBe(true);
    expect(hasSpecialRequirements(availableLead({ specialRequests: 'Low clearance' }))).toBe(true);
  });
});
