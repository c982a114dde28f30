import { useState } from 'react';
import { Switch } from '@motohaul/design-system';
import { alertSoundOn, setAlertSound } from '../live-alerts/alert-sound';

/** 'Sound' on /dashboard/alerts: whether the dashboard plays the tone for a new lead, in this browser. */
export function SoundSection() {
  const [on, setOn] = useState(alertSoundOn);
  return (
    <Switch
      label="Play a sound for new leads"
      hint="While the dashboard is open in this browser."
      checked={on}
      onChange={(next) => {
        setAlertSound(next);
        setOn(next);
      }}
    />
  );
}
