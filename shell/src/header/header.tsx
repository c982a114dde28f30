import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, NavLink } from 'react-router-dom';
import type { CurrentUser } from '@motohaul/contracts';
import { ButtonLink, telHref } from '@motohaul/design-system';
import { navItems } from './nav-items';
import styles from './header.module.css';

export interface HeaderProps {
  phone: string;
  user: CurrentUser | null;
}

const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.link} ${styles.active}` : styles.link);

/** Site header (spec §2.2): brand, navigation with the current route highlighted, call link, mobile menu. */
export function Header({ phone, user }: HeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const items = navItems(user);
  const visitor = user === null;

  const closeMenu = () => setMenuOpen(false);
  const onMenuKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    closeMenu();
    menuButton.current?.focus();
  };

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to="/" className={styles.brand}>
          <span className={styles.brandName}>MotoHaul</span>
          <span className={styles.tagline}>Motorcycle Transport Services</span>
        </Link>

        <nav className={styles.desktopNav} aria-label="Main">
          <ul className={styles.list}>
            {items.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end className={linkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className={styles.actions}>
          {visitor && (
            <ButtonLink href={telHref(phone)} variant="call" className={styles.call}>
              Call {phone}
            </ButtonLink>
          )}
          <button
            ref={menuButton}
            type="button"
            className={styles.menuButton}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span aria-hidden="true" className={styles.burger} />
            <span className={styles.menuLabel}>{menuOpen ? 'Close menu' : 'Menu'}</span>
          </button>
        </div>
      </div>

      {menuOpen && (
        <nav id={menuId} className={styles.mobileMenu} aria-label="Mobile" onKeyDown={onMenuKeyDown}>
          <ul className={styles.mobileList}>
            {items.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end className={linkClass} onClick={closeMenu}>
                  {item.label}
                </NavLink>
              </li>
            ))}
            {visitor && (
              <li>
                <NavLink to="/login" end className={linkClass} onClick={closeMenu}>
                  Provider Login
                </NavLink>
              </li>
            )}
          </ul>
          {visitor && (
            <ButtonLink href={telHref(phone)} variant="call" block>
              Call {phone}
            </ButtonLink>
          )}
        </nav>
      )}
    </header>
  );
}
