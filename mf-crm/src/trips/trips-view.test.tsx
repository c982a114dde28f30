import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { API_PATHS, TRIP_END_BEFORE_START_MESSAGE, TRIP_PLACE_MESSAGE, todayInSydney, type ReturnTrip, type ReturnTripsResponse } from '@motohaul/contracts';
import { empty, json, network, stubNetwork } from '@motohaul/platform/test-support/network';
import { renderWithClient } from '../dashboard/test-support/render';
import { TripsView } from './trips-view';

const GET = `GET ${API_PATHS.returnTrips}`;
const POST = `POST ${API_PATHS.returnTrips}`;
const TRIP: ReturnTrip = {
  id: 4,
  fromLocation: 'Wollongong NSW 2500',
  toLocation: 'Newcastle NSW 2300',
  fromPlace: 'Wollongong',
  toPlace: 'Newcastle',
  startDate: '2026-12-08',
  endDate: '2026-12-09',
  freeSpaces: 2,
  fittingLeads: 1,
};
const answer = (overrides: Partial<ReturnTripsResponse> = {}): ReturnTripsResponse => ({ trips: [TRIP], canEdit: true, maxTrips: 10, ...overrides });
const day = (offset: number) => new Date(Date.parse(`${todayInSydney()}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
const localities = (label: string) => ({
  localities: [{ id: 1, label, locality: label.split(' ')[0]!, state: 'NSW', postcode: label.slice(-4), latitude: -33, longitude: 151 }],
});

describe('TripsView (issue 47 item 4)', () => {
  it('when the owner opens it, then it lists the upcoming trips with their dates, space and fitting leads, and the form to add one', async () => {
    stubNetwork({ [GET]: json(answer()) });
    renderWithClient(<TripsView />);
    expect(screen.getByText('Loading your trips')).toBeInTheDocument();
    const list = await screen.findByRole('list');
    const [item] = within(list).getAllByRole('listitem');
    expect(item).toHaveTextContent('Wollongong → to Newcastle');
    expect(item).toHaveTextContent('8 Dec to 9 Dec · 2 free spaces · 1 lead for sale fits it');
    expect(within(item!).getByRole('button', { name: 'Delete the trip Wollongong to Newcastle, 8 Dec to 9 Dec' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Add a trip' })).toBeInTheDocument();
  });

  it('when a team member opens it, then the trips show without the form or Delete, and it says only the owner changes them', async () => {
    stubNetwork({ [GET]: json(answer({ canEdit: false, trips: [{ ...TRIP, fittingLeads: null }] })) });
    renderWithClient(<TripsView />);
    expect(await screen.findByText(/Only the owner can add or delete them/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add a trip' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('8 Dec to 9 Dec · 2 free spaces');
    expect(screen.getByRole('listitem')).not.toHaveTextContent('fits');
  });

  it('when there are no trips, then it says so', async () => {
    stubNetwork({ [GET]: json(answer({ trips: [] })) });
    renderWithClient(<TripsView />);
    expect(await screen.findByText('No upcoming trips')).toBeInTheDocument();
  });

  it('when the owner has the most trips, then no form shows and it says to delete one', async () => {
    stubNetwork({ [GET]: json(answer({ maxTrips: 1 })) });
    renderWithClient(<TripsView />);
    expect(await screen.findByText('You have 1 upcoming trips')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add a trip' })).not.toBeInTheDocument();
  });

  it('when the owner picks the places from the suggestions and adds a trip, then it is sent and announced', async () => {
    stubNetwork({
      [GET]: json(answer({ trips: [] })),
      [`GET ${API_PATHS.localities}`]: (request) => json(localities(request.searchParams.get('q')!.startsWith('Park') ? 'Parkes NSW 2870' : 'Newcastle NSW 2300')),
      [POST]: json({ ...TRIP, fromPlace: 'Parkes', fromLocation: 'Parkes NSW 2870' }, 201),
    });
    const { user } = renderWithClient(<TripsView />);
    const form = await screen.findByRole('form', { name: 'Add a trip' });
    await user.type(within(form).getByRole('combobox', { name: /From/ }), 'Parkes');
    await user.click(await screen.findByRole('option', { name: /Parkes NSW 2870/ }));
    await user.type(within(form).getByRole('combobox', { name: /^To/ }), 'Newcastle');
    await user.click(await screen.findByRole('option', { name: /Newcastle NSW 2300/ }));
    await user.type(within(form).getByLabelText(/Leaving on/), day(1));
    await user.type(within(form).getByLabelText(/Arriving by/), day(2));
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Free space' }), '3');
    await user.click(within(form).getByRole('button', { name: 'Add trip' }));
    expect(await screen.findByText('Trip added')).toBeInTheDocument();
    expect(network.bodiesOf(POST)).toEqual([{ fromLocation: 'Parkes NSW 2870', toLocation: 'Newcastle NSW 2300', startDate: day(1), endDate: day(2), freeSpaces: 3 }]);
  });

  it('when the dates are the wrong way round or a place is unknown, then the messages show by the fields', async () => {
    stubNetwork({
      [GET]: json(answer({ trips: [] })),
      [`GET ${API_PATHS.localities}`]: json({ localities: [] }),
      [POST]: json({ message: 'We could not find that place', fieldErrors: { toLocation: [TRIP_PLACE_MESSAGE] } }, 400),
    });
    const { user } = renderWithClient(<TripsView />);
    const form = await screen.findByRole('form', { name: 'Add a trip' });
    await user.type(within(form).getByRole('combobox', { name: /From/ }), 'Parkes NSW 2870');
    await user.type(within(form).getByRole('combobox', { name: /^To/ }), 'Qqqzzx');
    await user.type(within(form).getByLabelText(/Leaving on/), day(3));
    await user.type(within(form).getByLabelText(/Arriving by/), day(2));
    await user.click(within(form).getByRole('button', { name: 'Add trip' }));
    expect(await within(form).findByText(TRIP_END_BEFORE_START_MESSAGE)).toBeInTheDocument();
    expect(network.bodiesOf(POST)).toEqual([]);

    await user.clear(within(form).getByLabelText(/Arriving by/));
    await user.type(within(form).getByLabelText(/Arriving by/), day(4));
    await user.click(within(form).getByRole('button', { name: 'Add trip' }));
    expect(await within(form).findByText(TRIP_PLACE_MESSAGE)).toBeInTheDocument();
    expect(within(form).getByRole('combobox', { name: /^To/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('when the owner deletes a trip, then it is deleted, announced, and the list is read again', async () => {
    stubNetwork({ [GET]: [json(answer()), json(answer({ trips: [] }))], [`DELETE ${API_PATHS.returnTrip(TRIP.id)}`]: empty() });
    const { user } = renderWithClient(<TripsView />);
    await user.click(await screen.findByRole('button', { name: /Delete the trip Wollongong to Newcastle/ }));
    expect(await screen.findByText('Trip deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('No upcoming trips')).toBeInTheDocument());
  });

  it('when loading fails, then it says so and can try again', async () => {
    stubNetwork({ [GET]: [json({ message: 'Server error' }, 500), json(answer())] });
    const { user } = renderWithClient(<TripsView />);
    expect(await screen.findByText('Your trips could not load')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem')).toHaveTextContent('Wollongong');
  });
});
