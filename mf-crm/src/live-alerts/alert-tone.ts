import { ALERT_TONE } from '@motohaul/contracts';

type AudioContextFactory = () => AudioContext;

const defaultContext: AudioContextFactory = () => new AudioContext();

/**
 * Plays the new-lead tone (spec §9: 800 Hz for half a second) with a Web Audio oscillator.
 * Sound failures (no audio device, autoplay policy) are only logged (spec §8).
 */
export function playAlertTone(createContext: AudioContextFactory = defaultContext): void {
  try {
    const context = createContext();
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = ALERT_TONE.frequencyHz;
    gain.gain.value = 0.2;
    oscillator.connect(gain);
    gain.connect(context.destination);
    oscillator.onended = () => {
      void context.close().catch(() => undefined);
    };
    oscillator.start();
    oscillator.stop(context.currentTime + ALERT_TONE.durationMs / 1000);
  } catch (error) {
    console.warn('The alert tone could not play:', error);
  }
}
