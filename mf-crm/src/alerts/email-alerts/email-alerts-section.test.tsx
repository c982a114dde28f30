import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { API_PATHS, DEFAULT_EMAIL_ALERTS } from '@motohaul/contracts';
import { json, network, stubNetwork } from '@motohaul/platform/test-support/network';
import { renderWithClient } from '../../dashboard/test-support/render';
import { EmailAlertsSection, hourLabel } from './email-alerts-section';

const GET = `GET ${API_PATHS.emailAlerts}`;
const PUT = `PUT ${API_PATHS.emailAlerts}`;

describe('EmailAlertsSection', () => {
  it('when it opens, then it shows the saved choice, quiet hours and time zone', async () => {
    stubNetwork({ [GET]: json(DEFAULT_EMAIL_ALERTS) });
    renderWithClient(<EmailAlertsSection />);
    expect(screen.getByText('Loading your email alerts')).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'Email alerts' });
    expect(within(form).getByRole('radio', { name: /Daily digest/ })).toBeChecked();
    expect(within(form).getByRole('combobox', { name: 'From' })).toHaveValue('21');
    expect(within(form).getByRole('combobox', { name: 'To' })).toHaveValue('7');
    expect(within(form).getByRole('combobox', { name: 'Time zone' })).toHaveValue('Australia/Sydney');
    expect(within(form).getByText(/No emails from 9 pm to 7 am/)).toBeInTheDocument();
  });

  it('when the owner picks instantly and other quiet hours by keyboard and saves, then it sends them and says so', async () => {
    const saved = { frequency: 'instant', quietStartHour: 22, quietEndHour: 6, timeZone: 'Australia/Perth' };
    stubNetwork({ [GET]: json(DEFAULT_EMAIL_ALERTS), [PUT]: json(saved) });
    const { user } = renderWithClient(<EmailAlertsSection />);
    const form = await screen.findByRole('form', { name: 'Email alerts' });
    within(form).getByRole('radio', { name: /Daily digest/ }).focus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(within(form).getByRole('radio', { name: /Instantly/ })).toBeChecked();
    await user.selectOptions(within(form).getByRole('combobox', { name: 'From' }), '22');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'To' }), '6');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Time zone' }), 'Australia/Perth');
    await user.click(within(form).getByRole('button', { name: 'Save email alerts' }));
    expect(await screen.findByText('Email alerts saved')).toBeInTheDocument();
    expect(network.bodiesOf(PUT)).toEqual([saved]);
  });

  it('when the server refuses a field, then its message shows by the field', async () => {
    stubNetwork({
      [GET]: json(DEFAULT_EMAIL_ALERTS),
      [PUT]: json({ message: 'Invalid input', fieldErrors: { timeZone: ['Choose an Australian time zone'] } }, 400),
    });
    const { user } = renderWithClient(<EmailAlertsSection />);
    const form = await screen.findByRole('form', { name: 'Email alerts' });
    await user.click(within(form).getByRole('button', { name: 'Save email alerts' }));
    expect(await within(form).findByText('Choose an Australian time zone')).toBeInTheDocument();
    expect(within(form).getByRole('combobox', { name: 'Time zone' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('when turned off, then the quiet hours are disabled; the same start and end means none', async () => {
    stubNetwork({ [GET]: json({ ...DEFAULT_EMAIL_ALERTS, frequency: 'off', quietStartHour: 0, quietEndHour: 0 }) });
    renderWithClient(<EmailAlertsSection />);
    const form = await screen.findByRole('form', { name: 'Email alerts' });
    expect(within(form).getByRole('combobox', { name: 'From' })).toBeDisabled();
    expect(within(form).getByText(/No quiet hours/)).toBeInTheDocument();
  });

  it('when loading fails, then it says so and can try again', async () => {
    stubNetwork({ [GET]: [json({ message: 'Server unavailable' }, 503), json(DEFAULT_EMAIL_ALERTS)] });
    const { user } = renderWithClient(<EmailAlertsSection />);
    expect(await screen.findByText('Your email alerts could not load')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('form', { name: 'Email alerts' })).toBeInTheDocument();
  });

  it('labels hours on a 12-hour clock', () => {
    expect([0, 7, 12, 21].map(hourLabel)).toEqual(['12 am', '7 am', '12 pm', '9 pm']);
  });
});
