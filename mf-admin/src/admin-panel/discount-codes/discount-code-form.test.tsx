import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { API_PATHS } from '@motohaul/contracts';
import { network, networkSettled, stubNetwork } from '@motohaul/platform/test-support/network';
import { AdminApiProvider } from '../../api/admin-client-context';
import { DiscountCodeForm } from './discount-code-form';

const CREATE_CODE = `POST ${API_PATHS.adminDiscountCodes}`;

function renderForm() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <AdminApiProvider token="tok-1">
        <DiscountCodeForm />
      </AdminApiProvider>
    </QueryClientProvider>,
  );
  return user;
}

const percent = () => screen.getByRole('spinbutton', { name: /Percent off/ });

describe('DiscountCodeForm', () => {
  it('when a percentage above 100 is typed, then the rule shows under the field before any submit, and goes when corrected', async () => {
    stubNetwork();
    const user = renderForm();
    await user.type(percent(), '150');
    expect(percent()).toHaveAccessibleDescription('Enter a percentage between 1 and 100');
    expect(percent()).toHaveAttribute('aria-invalid', 'true');
    // The code is still blank: its message waits for the submit.
    expect(screen.getByRole('textbox', { name: /Code/ })).not.toHaveAccessibleDescription();

    await user.clear(percent());
    await user.type(percent(), '15');
    expect(percent()).not.toHaveAccessibleDescription();
    await networkSettled();
    expect(network.to(CREATE_CODE)).toHaveLength(0);
  });

  it('when the type changes to fixed amount, then 150 is no longer an error, and back to percentage it is again', async () => {
    stubNetwork();
    const user = renderForm();
    await user.type(percent(), '150');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'fixed_amount');
    expect(screen.getByRole('spinbutton', { name: /Dollars off/ })).not.toHaveAccessibleDescription();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'percentage');
    expect(percent()).toHaveAccessibleDescription('Enter a percentage between 1 and 100');
  });
});
