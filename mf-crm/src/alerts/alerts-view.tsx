import type { ReactNode } from 'react';
import type { CurrentUser } from '@motohaul/contracts';
import { PageFrame } from '../page-frame/page-frame';
import { EmailAlertsSection } from './email-alerts/email-alerts-section';
import { PushSection } from './push-section';
import { SoundSection } from './sound-section';
import styles from './alerts.module.css';

/** One section of the page: a heading and its content for the signed-in user (null: it does not apply to them). */
export interface AlertSection {
  id: string;
  title: string;
  render: (user: CurrentUser) => ReactNode;
}

const isTeamMember = (user: CurrentUser) => user.userType === 'team_member';

/**
 * The sections of /dashboard/alerts, in order: each user sets what applies to them. Push alerts of new leads go to
 * providers who can buy, and so do new-lead emails (a team member is told so); the sound is this browser's for everyone.
 */
export const ALERT_SECTIONS: AlertSection[] = [
  {
    id: 'push',
    title: 'Push notifications',
    render: (user) =>
      user.userType === 'provider' ? <PushSection /> : isTeamMember(user) ? <p>New-lead push notifications go to the account owner's devices.</p> : null,
  },
  {
    id: 'email',
    title: 'Email alerts',
    render: (user) =>
      user.userType === 'provider' ? <EmailAlertsSection /> : isTeamMember(user) ? <p>New-lead emails go to the account owner.</p> : null,
  },
  { id: 'sound', title: 'Sound', render: () => <SoundSection /> },
];

/** /dashboard/alerts (issue 29): how new leads reach this user: push, email and sound. */
export function AlertsView({ user, sections = ALERT_SECTIONS }: { user: CurrentUser; sections?: AlertSection[] }) {
  return (
    <PageFrame heading="Alert settings" title="Alert settings" wide backToDashboard>
      <div className={styles.sections}>
        {sections.map((section) => {
          const content = section.render(user);
          if (content === null) return null;
          return (
            <section key={section.id} className={styles.section} aria-labelledby={`alerts-${section.id}`}>
              <h2 id={`alerts-${section.id}`} className={styles.sectionHeading}>
                {section.title}
              </h2>
              {content}
            </section>
          );
        })}
      </div>
    </PageFrame>
  );
}
