import { afterEach, describe, expect, it, vi } from 'vitest';
import { playAlertTone } from './live-alerts';

function fakeAudio() {
  const oscillator = {
    type: '',
    frequency: { value: 0 },
    connect: vi.fn(),
    start: vi.fn(),
    stop: vi.fn(),
    onended: null as null | (() => void),
  };
  const gain = { gain: { value: 1 }, connect: vi.fn() };
  const context = {
    currentTime: 3,
    destination: {},
    createOscillator: () => oscillator,
    createGain: () => gain,
    close: vi.fn(() => Promise.resolve()),
  };
  return { oscillator, gain, context };
}

describe('playAlertTone', () => {
  afterEach(() => vi.restoreAllMocks());

  it('when a lead arrives, then an 800 Hz oscillator plays for half a second and the context closes after', () => {
    const { oscillator, gain, context } = fakeAudio();
    playAlertTone(() => context as unknown as AudioContext);

    expect(oscillator.frequency.value).toBe(800);
    expect(oscillator.connect).toHaveBeenCalledWith(gain);
    expect(gain.connect).toHaveBeenCalledWith(context.destination);
    expect(oscillator.start).toHaveBeenCalled();
    expect(oscillator.stop).toHaveBeenCalledWith(3.5);
    oscillator.onended?.();
    expect(context.close).toHaveBeenCalled();
  });

  it('when audio is unavailable, then the failure is only logged', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(() =>
      playAlertTone(() => {
        throw new Error('no audio device');
      }),
    ).not.toThrow();
    expect(warn).toHaveBeenCalledWith('The alert tone could not play:', expect.any(Error));
  });
});
