import { useEffect, useRef, useState } from 'react';
import { SAVE_STATE_MS } from '@motohaul/contracts';

export type SaveState = 'idle' | 'saving' | 'success' | 'error';

export const SAVE_LABELS: Record<SaveState, string> = { idle: 'Save', saving: 'Saving', success: 'Saved', error: 'Error' };

/** A Save button's states (spec §4): saving, success for 2 s, error for 3 s, then idle. */
export function useSaveState() {
  const [state, setState] = useState<SaveState>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const settle = (next: 'success' | 'error') => {
    setState(next);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setState('idle'), next === 'success' ? SAVE_STATE_MS.success : SAVE_STATE_MS.error);
  };

  /** Runs a save and moves through the states; resolves true on success. */
  const run = async (save: () => Promise<unknown>): Promise<boolean> => {
    window.clearTimeout(timer.current);
    setState('saving');
    try {
      await save();
      settle('success');
      return true;
    } catch {
      settle('error');
      return false;
    }
  };

  return { state, label: SAVE_LABELS[state], run };
}
