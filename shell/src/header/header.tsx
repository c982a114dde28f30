import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { AppMode, CurrentUser } from '@motohaul/contracts';
import { Button, ButtonLink, telHref } from '@motohaul/design-system';
import { AppLink, trackPhoneClicks } from '@motohaul/platform';
import { useGreeting } from '../greeting/use-greeting';
import { navItems } from './nav-items';
import { NavLink } from './nav-link';
import { displayName, roleLabel } from './role-label';
import { useLogout } from './use-logout';
import { activeLeadsLabel, UserMenu } from './user-menu';
import { DesktopDashboardActions, MobileDashboardActions, useDashboardActions } from './dashboard-actions';
import { useFittingLayout } from './use-fitting-layout';
import styles from './header.module.css';

export interface HeaderProps {
  phone: string;
  user: CurrentUser | null;
  /** The signed-in user's active leads; 'N Active Leads' shows only when supplied. */
  activeLeadCount?: number;
  /** In demo mode a signed-in user sees a 'Demo mode' badge: nothing is charged and no mail leaves the site. */
  appMode?: AppMode;
}

/** Why the badge is there, for screen readers and as a tooltip. */
export const DEMO_BADGE_NAME = 'Demo mode: no card is charged and emails wait in the admin Outbox';

/** The mobile menu's id: the menu link's target without JavaScript (one header per page). */
const MOBILE_MENU_ID = 'mobile-menu';

const LAYOUTS = ['full', 'two-lines', 'menu'] as const;
const LAYOUT_CLASS: Record<(typeof LAYOUTS)[number], string | undefined> = {
  full: undefined,
  'two-lines': styles.twoLines,
  menu: styles.compact,
};

const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.link} ${styles.active}` : styles.link);

function MobileAccount({ user, activeLeadCount }: { user: CurrentUser; activeLeadCount?: number }) {
  const logout = useLogout();
  const { salutation, message } = useGreeting();
  return (
    <div className={styles.mobileAccount}>
      <p className={styles.greeting}>
        {salutation}, {user.firstName || displayName(user)}
      </p>
      <p className={styles.greetingMessage}>{message}</p>
      <p className={styles.userName}>{displayName(user)}</p>
      <p className={styles.userRole}>{roleLabel(user.userType, 'mobile')}</p>
      {activeLeadCount !== undefined && <p>{activeLeadsLabel(activeLeadCount)}</p>}
      <Button variant="secondary" block loading={logout.isPending} loadingLabel="Logging out" onClick={() => logout.mutate()}>
        Logout
      </Button>
    </div>
  );
}

/** Site header (spec §2.2): brand, navigation by role with the current route highlighted, call link, user menu. */
export function Header({ phone, user, activeLeadCount, appMode }: HeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLAnchorElement>(null);
  const bar = useRef<HTMLDivElement>(null);
  const items = navItems(user);
  const visitor = user === null;
  const dashboardActions = useDashboardActions(user);
  // 'N Active Leads': a supplied count, else the purchased-leads count the dashboard publishes (none for team members).
  const leadCount = activeLeadCount ?? dashboardActions?.count;
  // From 768 px (below it the menu button always shows): everything on one line where it fits; else the links on a
  // second line; else the menu button as on a phone (a super admin's links, dashboard actions and a long name do not
  // fit one line at 1280 px).
  const layout = useFittingLayout(
    bar,
    JSON.stringify([items, user && [displayName(user), user.userType], dashboardActions?.count, leadCount, appMode, phone]),
    LAYOUTS,
  );

  // Every tel: link on the page, in the shell or any remote, records a phone_click (spec §7).
  useEffect(() => trackPhoneClicks(), []);

  const closeMenu = () => setMenuOpen(false);
  const toggleMenu = () => {
    setMenuOpen((open) => !open);
    // Opened before the page ran (the link's target): the stylesheet stops showing it once the state rules.
    if (window.location.hash === `#${MOBILE_MENU_ID}`) window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
  };
  const onMenuKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !menuOpen) return;
    closeMenu();
    menuButton.current?.focus();
  };

  return (
    <header className={[styles.header, LAYOUT_CLASS[layout]].filter(Boolean).join(' ')} data-layout={layout} onKeyDown={onMenuKeyDown}>
      <div ref={bar} className={styles.bar}>
        <AppLink to="/" className={styles.brand}>
          <span className={styles.brandName}>MotoHaul</span>
          <span className={styles.tagline}>Motorcycle Transport Services</span>
        </AppLink>
        {appMode === 'demo' && !visitor && (
          <span role="note" aria-label={DEMO_BADGE_NAME} title={DEMO_BADGE_NAME} className={styles.demoBadge}>
            Demo mode
          </span>
        )}

        <nav className={styles.desktopNav} aria-label="Main">
          <ul className={styles.list}>
            {items.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={linkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className={styles.actions}>
          {dashboardActions && (
            <div className={styles.desktopOnly}>
              <DesktopDashboardActions state={dashboardActions} />
            </div>
          )}
          {visitor ? (
            <ButtonLink href={telHref(phone)} variant="call" className={styles.call}>
              Call {phone}
            </ButtonLink>
          ) : (
            <div className={styles.desktopOnly}>
              <UserMenu user={user} activeLeadCount={leadCount} />
            </div>
          )}
          {/* A link to the menu that acts as a button once the page runs: without JavaScript (or before hydration) it
              goes to #mobile-menu, which the stylesheet shows as the link's target. */}
          <a
            ref={menuButton}
            href={`#${MOBILE_MENU_ID}`}
            role="button"
            className={styles.menuButton}
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            onClick={(event) => {
              event.preventDefault();
              toggleMenu();
            }}
            onKeyDown={(event) => {
              if (event.key !== ' ') return;
              event.preventDefault();
              toggleMenu();
            }}
          >
            <span aria-hidden="true" className={styles.burger} />
            <span>{menuOpen ? 'Close menu' : 'Menu'}</span>
          </a>
        </div>
      </div>

      {/* Always in the markup (the link's target without JavaScript); hidden while closed. */}
      <nav id={MOBILE_MENU_ID} className={styles.mobileMenu} aria-label="Mobile" hidden={!menuOpen}>
        <ul className={styles.mobileList}>
          {items.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} className={linkClass} onClick={closeMenu}>
                {item.label}
              </NavLink>
            </li>
          ))}
          {visitor && (
            <li>
              <NavLink to="/login" className={linkClass} onClick={closeMenu}>
                Provider Login
              </NavLink>
            </li>
          )}
        </ul>
        {menuOpen && dashboardActions && <MobileDashboardActions onDone={closeMenu} />}
        {visitor ? (
          <ButtonLink href={telHref(phone)} variant="call" block>
            Call {phone}
          </ButtonLink>
        ) : (
          menuOpen && <MobileAccount user={user} activeLeadCount={leadCount} />
        )}
      </nav>
    </header>
  );
}
