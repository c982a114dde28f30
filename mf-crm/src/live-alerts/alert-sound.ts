/** Where the browser keeps whether the live new-lead tone plays (issue 29: 'Sound' on /dashboard/alerts). */
export const ALERT_SOUND_KEY = 'motohaul.alertSound';

/** Whether the tone plays: on unless this browser turned it off ('off'); on where storage is unavailable. */
export function alertSoundOn(): boolean {
  try {
    return window.localStorage.getItem(ALERT_SOUND_KEY) !== 'off';
  } catch {
    return true;
  }
}

/** Turns the tone on or off for this browser; answers whether it was stored. */
export function setAlertSound(on: boolean): boolean {
  try {
    window.localStorage.setItem(ALERT_SOUND_KEY, on ? 'on' : 'off');
    return true;
  } catch {
    return false;
  }
}
