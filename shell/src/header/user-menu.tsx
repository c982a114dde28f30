import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { CurrentUser } from '@motohaul/contracts';
import { Button } from '@motohaul/design-system';
import { useGreeting } from '../greeting/use-greeting';
import { displayName, roleLabel } from './role-label';
import { useLogout } from './use-logout';
import styles from './header.module.css';

export const activeLeadsLabel = (count: number) => `${count} Active ${count === 1 ? 'Lead' : 'Leads'}`;

/** The signed-in user's name and role, and a disclosure with the greeting, the lead count (when given) and Logout. */
export function UserMenu({ user, activeLeadCount }: { user: CurrentUser; activeLeadCount?: number }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const logout = useLogout();
  const { salutation, message } = useGreeting();
  const name = displayName(user);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    button.current?.focus();
  };

  return (
    <div ref={root} className={styles.userMenu} onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className={styles.userButton}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className={styles.avatar} aria-hidden="true">
          {name.charAt(0).toUpperCase()}
        </span>
        <span className={styles.userText}>
          {/* A long name is cut short on screen; the whole name stays in the button's text (and its tooltip). */}
          <span className={styles.userName} title={name}>
            {name}
          </span>
          <span className={styles.userRole}>{roleLabel(user.userType, 'header')}</span>
        </span>
        <span className="mh-visually-hidden">account menu</span>
      </button>
      {open && (
        <div id={panelId} className={styles.userPanel}>
          <p className={styles.greeting}>
            {salutation}, {user.firstName || name}
          </p>
          <p className={styles.greetingMessage}>{message}</p>
          <dl className={styles.userFacts}>
            <dt className="mh-visually-hidden">Name</dt>
            <dd className={styles.userName}>{name}</dd>
            <dt className="mh-visually-hidden">Role</dt>
            <dd>{roleLabel(user.userType, 'menu')}</dd>
            {activeLeadCount !== undefined && (
              <>
                <dt className="mh-visually-hidden">Leads</dt>
                <dd>{activeLeadsLabel(activeLeadCount)}</dd>
              </>
            )}
          </dl>
          <Button variant="secondary" block loading={logout.isPending} loadingLabel="Logging out" onClick={() => logout.mutate()}>
            Logout
          </Button>
        </div>
      )}
    </div>
  );
}
