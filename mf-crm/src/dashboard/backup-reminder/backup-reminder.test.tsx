import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BACKUP_REMINDER } from '@motohaul/contracts';
import { BackupReminder } from './backup-reminder';

describe('BackupReminder', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('when it is due, then its place is kept hidden from the first render and it shows 1 s later in the same box', () => {
    const { container } = render(<BackupReminder records={3} onExport={() => undefined} />);
    const box = container.firstElementChild as HTMLElement;
    expect(box).not.toBeNull();
    expect(box.style.visibility).toBe('hidden');
    expect(screen.queryByRole('dialog', { name: 'Back up your CRM data' })).toBeNull();
    act(() => vi.advanceTimersByTime(BACKUP_REMINDER.appearAfterMs));
    expect(screen.getByRole('dialog', { name: 'Back up your CRM data' })).toBe(box);
    expect(box.style.visibility).toBe('');
  });

  it('when there are no records, then nothing is drawn', () => {
    const { container } = render(<BackupReminder records={0} onExport={() => undefined} />);
    expect(container.firstElementChild).toBeNull();
  });
});
