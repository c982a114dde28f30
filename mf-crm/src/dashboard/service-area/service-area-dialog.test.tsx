import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { API_PATHS } from '@motohaul/contracts';
import { json, renderWithClient, stubApi } from '../test-support/render';
import { ServiceAreaDialog } from './service-area-dialog';

afterEach(() => vi.unstubAllGlobals());

describe('ServiceAreaDialog', () => {
  it('when no location is chosen, then it asks for a valid one and sends nothing', async () => {
    const api = stubApi({});
    const { user } = renderWithClient(<ServiceAreaDialog open onClose={() => undefined} />);
    const dialog = within(screen.getByRole('dialog', { name: 'Manage Service Area' }));
    expect(dialog.getByRole('combobox', { name: 'Service radius' })).toHaveValue('20');
    await user.click(dialog.getByRole('button', { name: 'Save Service Area' }));
    expect(dialog.getByRole('combobox', { name: 'Service location' })).toHaveAccessibleDescription('Please select a valid service location.');
    expect(api.calls).toEqual([]);
  });

  it('when a built-in suburb and a radius are chosen, then the coordinates are sent', async () => {
    const api = stubApi({ 'PATCH /api/auth/update-service-area': () => json({ ok: true }), 'GET /api/auth/me': () => json(null) });
    const onClose = vi.fn();
    const { user } = renderWithClient(<ServiceAreaDialog open onClose={onClose} />);
    const dialog = within(screen.getByRole('dialog', { name: 'Manage Service Area' }));
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Service location' }), 'Parramatta NSW 2150');
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Service radius' }), '50');
    await user.click(dialog.getByRole('button', { name: 'Save Service Area' }));
    expect(await screen.findByText('Service area updated')).toBeInTheDocument();
    expect(api.bodiesOf('PATCH', API_PATHS.updateServiceArea)).toEqual([
      { serviceLocation: 'Parramatta NSW 2150', serviceLatitude: -33.815, serviceLongitude: 151.0011, serviceRadius: 50 },
    ]);
    expect(onClose).toHaveBeenCalled();
  });

  it('when the server fails, then it says to try again', async () => {
    stubApi({ 'PATCH /api/auth/update-service-area': () => json({ message: 'boom' }, 500) });
    const { user } = renderWithClient(<ServiceAreaDialog open onClose={() => undefined} />);
    const dialog = within(screen.getByRole('dialog', { name: 'Manage Service Area' }));
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Service location' }), 'Sydney NSW 2000');
    await user.click(dialog.getByRole('button', { name: 'Save Service Area' }));
    expect(await screen.findByText('Failed to update service area. Please try again.')).toBeInTheDocument();
  });
});
