import type { ReactNode } from 'react';
import { ButtonLink, buttonClassName, telHref } from '@motohaul/design-system';
import { AppLink } from '@motohaul/platform';
import { Icon } from '../icons/icons';
import { marketingStyles } from '../marketing/check-list';
import styles from './hero-banner.module.css';

export const DEFAULT_HERO_DESCRIPTION =
  "Tell us where you're going. We'll match you with transport providers in minutes.";

/** Spec §2.3: 'Australia' gets the national heading, any other place its own. */
export const heroHeading = (place: string) =>
  place === 'Australia' ? 'Australia-Wide Motorcycle Transport Quotes' : `Motorcycle Transport from ${place}`;

export interface HeroBannerProps {
  place: string;
  description?: string;
  phone: string;
  children?: ReactNode;
}

/** The reusable hero: heading by place, description, call button and 'Get Your Free Quote'. */
export function HeroBanner({ place, description = DEFAULT_HERO_DESCRIPTION, phone, children }: HeroBannerProps) {
  return (
    <section className={styles.hero} aria-labelledby="hero-heading">
      <div className={styles.inner}>
        <h1 id="hero-heading" className={styles.heading}>
          {heroHeading(place)}
        </h1>
        <p className={marketingStyles.heroText}>{description}</p>
        <div className={marketingStyles.actions}>
          <ButtonLink href={telHref(phone)} variant="call" size="lg" icon={<Icon name="phone" width={20} height={20} />}>
            Call {phone}
          </ButtonLink>
          <AppLink to="/get-quote" className={buttonClassName({ variant: 'secondary', size: 'lg' })}>
            Get Your Free Quote
          </AppLink>
        </div>
        {children}
      </div>
    </section>
  );
}
