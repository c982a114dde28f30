import { afterEach, describe, expect, it } from 'vitest';
import { clearQuoteDraft, readQuoteDraft, saveQuoteDraft } from './quote-draft';
import { EMPTY_QUOTE } from './quote-form-values';

afterEach(() => sessionStorage.clear());

describe('the quote draft of a tab', () => {
  it('keeps the answers and the step until the quote is sent', () => {
    expect(readQuoteDraft()).toBeNull();
    saveQuoteDraft({ values: { ...EMPTY_QUOTE, motorcycleMake: 'Honda', canRollAndSteer: false }, step: 2, startedFrom: 'Geelong VIC 3220' });
    expect(readQuoteDraft()).toEqual({ values: { ...EMPTY_QUOTE, motorcycleMake: 'Honda', canRollAndSteer: false }, step: 2, startedFrom: 'Geelong VIC 3220' });
    clearQuoteDraft();
    expect(readQuoteDraft()).toBeNull();
  });

  it('when what is stored is not a draft of this shape, then only the fields of the right type come back, at step 1', () => {
    sessionStorage.setItem('motohaul.quoteDraft', JSON.stringify({ values: { motorcycleMake: 'Honda', canRollAndSteer: 'yes', extra: 1 }, step: 7 }));
    expect(readQuoteDraft()).toEqual({ values: { ...EMPTY_QUOTE, motorcycleMake: 'Honda' }, step: 1, startedFrom: '' });
    sessionStorage.setItem('motohaul.quoteDraft', '{not json');
    expect(readQuoteDraft()).toBeNull();
  });
});
