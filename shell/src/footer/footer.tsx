import { telHref } from '@motohaul/design-system';
import { AppLink, StaticPart } from '@motohaul/platform';
import styles from './footer.module.css';

const LINKS = [
  { to: '/get-quote', label: 'Get a Free Quote' },
  { to: '/find-providers', label: 'Find Providers' },
  { to: '/for-providers', label: 'For Providers' },
  { to: '/signup', label: 'Provider Sign Up' },
  { to: '/login', label: 'Provider Sign In' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-and-conditions', label: 'Terms and Conditions' },
];

const COVERAGE = ['Sydney & NSW', 'Melbourne & VIC', 'Brisbane & QLD', 'All Capital Cities'];

/**
 * Site footer (spec §2.2, §1): links, call link, coverage, and the operator's own web-design promotion. Text and plain
 * links only: a static part (ADR 0092), kept as the server drew it.
 */
export function Footer({ phone }: { phone: string }) {
  return (
    <StaticPart>
        <footer className={styles.footer}>
        <div className={styles.grid}>
          <section aria-labelledby="footer-about">
            <h2 id="footer-about" className={styles.brand}>
              MotoHaul
            </h2>
            <p className={styles.text}>
              Free motorcycle transport quotes from verified, insured providers. We are a lead-generation service;
              transport is carried out by independent providers.
            </p>
            <a className={styles.call} href={telHref(phone)}>
              Call {phone}
            </a>
          </section>

          <nav aria-labelledby="footer-links">
            <h2 id="footer-links" className={styles.heading}>
              Quick Links
            </h2>
            <ul className={styles.list}>
              {LINKS.map((link) => (
                <li key={link.to}>
                  <AppLink to={link.to} className={styles.link}>
                    {link.label}
                  </AppLink>
                </li>
              ))}
            </ul>
          </nav>

          <section aria-labelledby="footer-coverage">
            <h2 id="footer-coverage" className={styles.heading}>
              Coverage
            </h2>
            <ul className={styles.list}>
              {COVERAGE.map((area) => (
                <li key={area}>{area}</li>
              ))}
            </ul>
            <p className={styles.badge}>Australia-Wide Service</p>
          </section>

          <section aria-labelledby="footer-web" className={styles.promo}>
            <h2 id="footer-web" className={styles.heading}>
              Need a Website?
            </h2>
            <p className={styles.text}>
              This site is built by our web design team. Websites from $550, and a 60-second quote to get you started.
            </p>
          </section>
        </div>
        <p className={styles.copyright}>© 2025 MotoHaul. All rights reserved.</p>
        </footer>
    </StaticPart>
  );
}
