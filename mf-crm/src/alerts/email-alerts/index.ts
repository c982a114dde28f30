// Email alerts of new leads (issue 29, ADR 0060): the section /dashboard/alerts shows to provider owners.
export { EmailAlertsSection } from './email-alerts-section';
