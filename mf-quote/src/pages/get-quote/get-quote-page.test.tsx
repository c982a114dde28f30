import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { API_PATHS, DROPOFF_NOT_FOUND_MESSAGE, PICKUP_NOT_FOUND_MESSAGE, todayInSydney } from '@motohaul/contracts';

import { PageToaster } from '@motohaul/platform';
import { MemoryNavigation } from '@motohaul/platform/test-support/memory-navigation';
import { json, network, networkError, networkSettled, stubNetwork } from '@motohaul/platform/test-support/network';
import GetQuotePage from './get-quote-page';
import { submittedQuote } from '../../api/quote-submission';

const props = { config: { supportPhone: '1300 668 642', appMode: 'demo' as const }, user: null };

const SUBMIT = `POST ${API_PATHS.leads}`;
const TRACK = `POST ${API_PATHS.analyticsTrack}`;

beforeEach(() => {
  // The address fields ask for a places key: none, so they use the built-in suggestions.
  stubNetwork({ [`GET ${API_PATHS.googlePlacesKey}`]: json({ key: null }) });
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

/** The addresses visited, the last one shown (MemoryNavigation's history), of the last wizard rendered. */
let visited: readonly string[] = [];

function renderWizard(url = '/get-quote') {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryNavigation initial={url}>
        {(navigation) => (
          <>
            {void (visited = navigation.history)}
            {navigation.pathname === '/get-quote' && <GetQuotePage {...props} navigation={navigation} />}
            {navigation.pathname === '/quote-success' && <h1>Success route</h1>}
            <PageToaster />
          </>
        )}
      </MemoryNavigation>
    </QueryClientProvider>,
  );
  return user;
}

/** The current step's heading (an earlier test's quote may also list 'Your recent requests', another h2). */
const stepHeading = () => screen.getByRole('heading', { level: 2, name: /^(Transport Details|Motorcycle Details|Your Information)$/ });
const next = () => screen.getByRole('button', { name: 'Next' });
const previous = () => screen.getByRole('button', { name: 'Previous' });

async function fillStep1(user: UserEvent) {
  await user.type(screen.getByRole('combobox', { name: 'Pickup location' }), 'Parramatta NSW 2150');
  await user.type(screen.getByRole('combobox', { name: 'Delivery (drop-off) location' }), 'Brisbane QLD 4000');
  await user.click(next());
}

async function fillStep2(user: UserEvent) {
  await user.type(screen.getByRole('textbox', { name: 'Motorcycle make' }), 'Honda');
  await user.type(screen.getByRole('textbox', { name: 'Motorcycle model' }), 'CBR650R');
  await user.click(next());
}

async function fillStep3(user: UserEvent) {
  await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Jamie Rider');
  await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '0412 345 678');
}

describe('GetQuotePage: accessibility', () => {
  it('has a page heading, a progress list on step 1 and labelled step 1 fields', () => {
    renderWizard();
    expect(screen.getByRole('heading', { level: 1, name: 'Get Your Free Transport Quote' })).toBeInTheDocument();
    const progress = screen.getByRole('list', { name: 'Quote progress' });
    const current = within(progress)
      .getAllByRole('listitem')
      .find((item) => item.getAttribute('aria-current') === 'step');
    expect(current).toHaveTextContent('Transport Details');
    expect(stepHeading()).toHaveTextContent('Transport Details');
    expect(screen.getByRole('combobox', { name: 'Pickup location' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Delivery (drop-off) location' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'When do you need transport?' })).toHaveValue('this_week');
    expect(screen.getByRole('option', { name: /within 2-3 days/ })).toHaveValue('asap');
    expect(screen.getByRole('radio', { name: 'Yes, my dates are flexible' })).toBeChecked();
  });
});

describe('GetQuotePage: steps', () => {
  it('Next with empty fields shows the required messages under the fields and stays on step 1', async () => {
    const user = renderWizard();
    await user.click(next());
    const pickup = screen.getByRole('combobox', { name: 'Pickup location' });
    const dropoff = screen.getByRole('combobox', { name: 'Delivery (drop-off) location' });
    expect(pickup).toHaveAccessibleDescription('Pickup location is required');
    expect(dropoff).toHaveAccessibleDescription('Drop-off location is required');
    expect(pickup).toHaveAttribute('aria-invalid', 'true');
    expect(pickup).toHaveFocus();
    expect(stepHeading()).toHaveTextContent('Transport Details');
    expect(screen.queryByText('Motorcycle make is required')).not.toBeInTheDocument();
  });

  it('when a place holds no word (emoji only), then Next asks for a suburb, town or postcode on that field (issue 27)', async () => {
    const user = renderWizard();
    await user.type(screen.getByRole('combobox', { name: 'Pickup location' }), '🏍️🏍️🏍️');
    await user.type(screen.getByRole('combobox', { name: 'Delivery (drop-off) location' }), 'Brisbane QLD 4000');
    await user.click(next());
    expect(screen.getByRole('combobox', { name: 'Pickup location' })).toHaveAccessibleDescription(PICKUP_NOT_FOUND_MESSAGE);
    expect(stepHeading()).toHaveTextContent('Transport Details');
  });

  it('Previous is disabled on step 1 only, and going back keeps the values', async () => {
    const user = renderWizard();
    expect(previous()).toBeDisabled();
    await fillStep1(user);
    expect(stepHeading()).toHaveTextContent('Motorcycle Details');
    expect(previous()).toBeEnabled();
    await user.click(previous());
    expect(stepHeading()).toHaveTextContent('Transport Details');
    expect(screen.getByRole('combobox', { name: 'Pickup location' })).toHaveValue('Parramatta NSW 2150');
  });

  it('validates step 2 on its own and shows "Get Free Quote" on step 3', async () => {
    const user = renderWizard();
    await fillStep1(user);
    expect(screen.getByRole('textbox', { name: 'Motorcycle make' })).not.toHaveAttribute('aria-invalid');
    await user.click(next());
    expect(screen.getByRole('textbox', { name: 'Motorcycle make' })).toHaveAccessibleDescription('Motorcycle make is required');
    expect(screen.getByRole('textbox', { name: 'Motorcycle model' })).toHaveAccessibleDescription('Motorcycle model is required');
    expect(screen.getByRole('switch', { name: 'My motorcycle rolls and steers' })).toHaveAttribute('aria-checked', 'true');
    await fillStep2(user);
    expect(stepHeading()).toHaveTextContent('Your Information');
    expect(screen.getByRole('textbox', { name: 'Your name' })).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('button', { name: /Get Free Quote/ })).toHaveAttribute('type', 'submit');
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Get Free Quote/ }));
    expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveAccessibleDescription('Customer name is required');
    expect(screen.getByRole('textbox', { name: /Phone number/ })).toHaveAccessibleDescription(
      /Phone number must be at least 10 digits/,
    );
    await networkSettled();
    expect(network.to(SUBMIT)).toEqual([]);
  });

  it('on the last step only, shows what riders paid for the trip, without holding up the form', async () => {
    stubNetwork({ [`GET ${API_PATHS.priceGuide}`]: json({ shown: true, low: 496, high: 555, transports: 10, months: 12, sameRoute: true }) });
    const user = renderWizard();
    await fillStep1(user);
    expect(screen.queryByText(/Riders paid/)).not.toBeInTheDocument();
    await fillStep2(user);
    expect(screen.getByRole('button', { name: /Get Free Quote/ })).toBeEnabled();
    expect(await screen.findByText('Riders paid $496-$555 for similar trips (10 transports in the last 12 months)')).toBeInTheDocument();
    const [asked] = network.to(`GET ${API_PATHS.priceGuide}`);
    expect(Object.fromEntries(asked!.searchParams)).toEqual({ pickup: 'Parramatta NSW 2150', dropoff: 'Brisbane QLD 4000' });
  });

  it('shows the date pickers, with a minimum of today, only for specific dates', async () => {
    const user = renderWizard();
    expect(screen.queryByLabelText('Preferred pickup date')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'No, I have specific dates' }));
    const pickupDate = screen.getByLabelText('Preferred pickup date');
    expect(pickupDate).toHaveAttribute('type', 'date');
    expect(pickupDate).toHaveAttribute('min', todayInSydney());
    expect(screen.getByLabelText('Preferred drop-off date')).toHaveAttribute('min', todayInSydney());
    await user.click(screen.getByRole('radio', { name: 'Yes, my dates are flexible' }));
    expect(screen.queryByLabelText('Preferred pickup date')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Preferred drop-off date')).not.toBeInTheDocument();
  });

  it('when the pickup date is in the past or the drop-off before the pickup, then Next shows both messages on the fields', async () => {
    const user = renderWizard();
    await user.click(screen.getByRole('radio', { name: 'No, I have specific dates' }));
    await user.type(screen.getByLabelText('Preferred pickup date'), '2020-03-10');
    await user.type(screen.getByLabelText('Preferred drop-off date'), '2099-03-09');
    await fillStep1(user);
    expect(stepHeading()).toHaveTextContent('Transport Details');
    expect(screen.getByLabelText('Preferred pickup date')).toHaveAccessibleDescription('Pickup date cannot be in the past');
    await user.clear(screen.getByLabelText('Preferred pickup date'));
    await user.type(screen.getByLabelText('Preferred pickup date'), '2099-03-10');
    await user.click(next());
    expect(screen.getByLabelText('Preferred drop-off date')).toHaveAccessibleDescription('Drop-off date cannot be before the pickup date');
  });

  it('when the phone holds no Australian number, then step 3 refuses it saying so', async () => {
    const user = renderWizard();
    await fillStep1(user);
    await fillStep2(user);
    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Jamie Rider');
    await user.type(screen.getByRole('textbox', { name: /Phone number/ }), 'call me pls');
    await user.click(screen.getByRole('button', { name: /Get Free Quote/ }));
    expect(screen.getByRole('textbox', { name: /Phone number/ })).toHaveAccessibleDescription(/Enter an Australian mobile or landline number/);
    await networkSettled();
    expect(network.to(SUBMIT)).toEqual([]);
  });
});

describe('GetQuotePage: prefill', () => {
  it('prefills the pickup from ?pickupLocation= and shows the banner', () => {
    renderWizard('/get-quote?pickupLocation=Bondi%20NSW%202026');
    expect(screen.getByRole('combobox', { name: 'Pickup location' })).toHaveValue('Bondi NSW 2026');
    expect(screen.getByRole('status')).toHaveTextContent('Starting from Bondi NSW 2026');
  });

  it('builds the location from suburb and postcode', () => {
    renderWizard('/get-quote?suburb=Joondalup&postcode=6027');
    expect(screen.getByRole('combobox', { name: 'Pickup location' })).toHaveValue('Joondalup 6027');
    expect(screen.getByText('Starting from Joondalup 6027')).toBeInTheDocument();
  });

  it('shows no banner without a location', () => {
    renderWizard();
    expect(screen.queryByText(/Starting from/)).not.toBeInTheDocument();
  });
});

describe('GetQuotePage: submit', () => {
  it('posts the quote, records the analytics event and goes to /quote-success, remembering the status link for it', async () => {
    const statusToken = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';
    stubNetwork({ [SUBMIT]: json({ id: 7, jobReference: 'MH-7', status: 'available', statusToken }, 201), [TRACK]: json({ ok: true }, 201) });
    const user = renderWizard();
    await user.click(screen.getByRole('radio', { name: 'No, I have specific dates' }));
    await user.type(screen.getByLabelText('Preferred pickup date'), '2099-03-01');
    await fillStep1(user);
    await user.click(screen.getByRole('switch', { name: 'My motorcycle rolls and steers' }));
    await user.type(screen.getByRole('textbox', { name: 'Special requests (optional)' }), 'Soft straps please');
    await fillStep2(user);
    await fillStep3(user);
    await user.click(screen.getByRole('button', { name: /Get Free Quote/ }));

    expect(await screen.findByRole('heading', { name: 'Success route' })).toBeInTheDocument();
    expect(submittedQuote()).toEqual({ jobReference: 'MH-7', statusToken });
    expect(network.bodiesOf(SUBMIT)).toEqual([
      {
        pickupLocation: 'Parramatta NSW 2150',
        dropoffLocation: 'Brisbane QLD 4000',
        timeframe: 'this_week',
        isFlexibleDates: false,
        preferredPickupDate: '2099-03-01',
        motorcycleMake: 'Honda',
        motorcycleModel: 'CBR650R',
        canRollAndSteer: false,
        specialRequests: 'Soft straps please',
        customerName: 'Jamie Rider',
        customerPhone: '+61412345678',
      },
    ]);
    await waitFor(() => expect(network.to(TRACK)).toHaveLength(1));
    expect(network.bodiesOf(TRACK)[0]).toMatchObject({
      eventType: 'form_submission',
      eventData: {
        formType: 'transport_quote_form',
        pickupLocation: 'Parramatta NSW 2150',
        dropoffLocation: 'Brisbane QLD 4000',
        timeframe: 'this_week',
        isFlexibleDates: false,
        hasPreferredDates: true,
      },
    });
  });

  it('takes no second press while the request is pending, and keeps the focus', async () => {
    let answer: (response: Response) => void = () => undefined;
    const submitted = new Promise<Response>((resolve) => (answer = resolve));
    stubNetwork({ [SUBMIT]: () => submitted, [TRACK]: json({}, 201) });
    const user = renderWizard('/get-quote?location=Manly');
    await user.type(screen.getByRole('combobox', { name: 'Delivery (drop-off) location' }), 'Perth');
    await user.click(next());
    await fillStep2(user);
    await fillStep3(user);
    await user.click(screen.getByRole('button', { name: /Get Free Quote/ }));
    const button = screen.getByRole('button', { name: /Get Free Quote/ });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveFocus();
    await user.click(button);
    expect(network.to(SUBMIT)).toHaveLength(1);
    answer(json({ id: 1, jobReference: 'MH-1', status: 'available' }, 201));
    expect(await screen.findByRole('heading', { name: 'Success route' })).toBeInTheDocument();
  });

  it('on failure shows the destructive notice in the form, keeps every value and re-enables the button', async () => {
    stubNetwork({ [SUBMIT]: json({ message: 'Internal error' }, 500) });
    const user = renderWizard();
    await fillStep1(user);
    await fillStep2(user);
    await fillStep3(user);
    await user.click(screen.getByRole('button', { name: /Get Free Quote/ }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent('Failed to submit transport quote request. Please try again.');
    expect(screen.getByRole('button', { name: /Get Free Quote/ })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveValue('Jamie Rider');
    expect(screen.getByRole('textbox', { name: /Phone number/ })).toHaveValue('0412 345 678');
    expect(network.to(SUBMIT)).toHaveLength(1);
    await networkSettled();
    expect(network.to(TRACK)).toHaveLength(0);
    await user.click(previous());
    expect(screen.getByRole('textbox', { name: 'Motorcycle make' })).toHaveValue('Honda');
  });

  it('when a send failed, then the notice goes once the rider edits or sends again, and never stands beside field errors', async () => {
    stubNetwork({ [SUBMIT]: json({ message: 'Internal error' }, 500) });
    const user = renderWizard();
    await fillStep1(user);
    await fillStep2(user);
    await fillStep3(user);
    const notice = () => screen.queryByText('Failed to submit transport quote request. Please try again.');
    await user.click(screen.getByRole('button', { name: /Get Free Quote/ }));
    expect(await screen.findByText('Failed to submit transport quote request. Please try again.')).toBeInTheDocument();

    // A field emptied and sent again: its error shows, the notice of the earlier send does not.
    await user.clear(screen.getByRole('textbox', { name: 'Your name' }));
    expect(notice()).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Get Free Quote/ }));
    expect(network.to(SUBMIT)).toHaveLength(1);
    expect(notice()).not.toBeInTheDocument();

    // Sent again after a failure, without an edit: the notice goes while it sends, and comes back for the new failure.
    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Jamie Rider');
    await user.click(screen.getByRole('button', { name: /Get Free Quote/ }));
    expect(await screen.findByText('Failed to submit transport quote request. Please try again.')).toBeInTheDocument();
    expect(network.to(SUBMIT)).toHaveLength(2);
  });

  it('when the network fails, then the retry of the same quote sends the same Idempotency-Key, and a changed quote a new one', async () => {
    stubNetwork({
      [SUBMIT]: [networkError(), json({ message: 'Internal error' }, 500), json({ id: 7, jobReference: 'MH-7', status: 'available' }, 201)],
      [TRACK]: json({}, 201),
    });
    const user = renderWizard();
    await fillStep1(user);
    await fillStep2(user);
    await fillStep3(user);
    const submit = () => user.click(screen.getByRole('button', { name: /Get Free Quote/ }));
    const keys = () => network.to(SUBMIT).map((request) => request.headers['idempotency-key']);

    await submit();
    await waitFor(() => expect(screen.getByRole('button', { name: /Get Free Quote/ })).toBeEnabled());
    await submit();
    await waitFor(() => expect(network.to(SUBMIT)).toHaveLength(2));
    await waitFor(() => expect(screen.getByRole('button', { name: /Get Free Quote/ })).toBeEnabled());
    expect(keys()[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys()[1]).toBe(keys()[0]);

    await user.type(screen.getByRole('textbox', { name: 'Your name' }), ' Jr');
    await submit();
    expect(await screen.findByRole('heading', { name: 'Success route' })).toBeInTheDocument();
    expect(keys()).toHaveLength(3);
    expect(keys()[2]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys()[2]).not.toBe(keys()[0]);
  });

  it('when the API cannot locate a place, then its message shows under that field on step 1 (issue 27)', async () => {
    stubNetwork({
      [SUBMIT]: json({ message: 'Please correct the highlighted fields.', fieldErrors: { dropoffLocation: [DROPOFF_NOT_FOUND_MESSAGE] } }, 400),
    });
    const user = renderWizard();
    await fillStep1(user);
    await fillStep2(user);
    await fillStep3(user);
    await user.click(screen.getByRole('button', { name: /Get Free Quote/ }));
    const dropoff = await screen.findByRole('combobox', { name: 'Delivery (drop-off) location' });
    expect(dropoff).toHaveAccessibleDescription(DROPOFF_NOT_FOUND_MESSAGE);
    expect(stepHeading()).toHaveTextContent('Transport Details');
  });

  it("shows the server's field errors under the fields, on their step", async () => {
    stubNetwork({
      [SUBMIT]: json({ message: 'Please correct the highlighted fields.', fieldErrors: { dropoffLocation: ['Drop-off location is too long'] } }, 400),
    });
    const user = renderWizard();
    await fillStep1(user);
    await fillStep2(user);
    await fillStep3(user);
    await user.click(screen.getByRole('button', { name: /Get Free Quote/ }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to submit transport quote request. Please try again.');
    expect(stepHeading()).toHaveTextContent('Transport Details');
    const dropoff = screen.getByRole('combobox', { name: 'Delivery (drop-off) location' });
    expect(dropoff).toHaveAccessibleDescription('Drop-off location is too long');
    expect(dropoff).toHaveValue('Brisbane QLD 4000');
  });
});

/** A whole quote sent from the wizard, which goes on to /quote-success; the page is then removed. */
async function sendAQuote() {
  stubNetwork({ [SUBMIT]: json({ id: 7, jobReference: 'MH-7', status: 'available', statusToken: 'AbCdEfGhIjKlMnOpQrStUvWxYz012345' }, 201), [TRACK]: json({ ok: true }, 201) });
  const user = renderWizard();
  await fillStep1(user);
  await fillStep2(user);
  await fillStep3(user);
  await user.click(screen.getByRole('button', { name: /Get Free Quote/ }));
  expect(await screen.findByRole('heading', { name: 'Success route' })).toBeInTheDocument();
  cleanup();
}

describe('GetQuotePage: the answers this tab kept', () => {
  it('when the page is loaded again (a reload, a dropped tab), then the answers and the step come back', async () => {
    let user = renderWizard();
    await fillStep1(user);
    await user.type(screen.getByRole('textbox', { name: 'Motorcycle make' }), 'Honda');
    cleanup();

    user = renderWizard();
    expect(stepHeading()).toHaveTextContent('Motorcycle Details');
    expect(visited).toEqual(['/get-quote?step=2']);
    expect(stepHeading()).not.toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Motorcycle make' })).toHaveValue('Honda');
    await user.click(previous());
    expect(screen.getByRole('combobox', { name: 'Pickup location' })).toHaveValue('Parramatta NSW 2150');
    expect(screen.getByRole('combobox', { name: 'Delivery (drop-off) location' })).toHaveValue('Brisbane QLD 4000');
  });

  it('when the page opened from a link with a pickup is loaded again, then the pickup the rider changed it to stays (not the link\'s)', async () => {
    const link = '/get-quote?pickupLocation=Geelong%20VIC%203220';
    const user = renderWizard(link);
    expect(screen.getByText('Starting from Geelong VIC 3220')).toBeInTheDocument();
    const pickup = screen.getByRole('combobox', { name: 'Pickup location' });
    await user.clear(pickup);
    await user.type(pickup, 'Ballarat VIC 3350');
    // The notice no longer says where the quote starts from once the rider changed it.
    expect(screen.queryByText('Starting from Geelong VIC 3220')).not.toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: 'Delivery (drop-off) location' }), 'Brisbane QLD 4000');
    cleanup();

    renderWizard(link);
    expect(screen.getByRole('combobox', { name: 'Pickup location' })).toHaveValue('Ballarat VIC 3350');
    expect(screen.getByRole('combobox', { name: 'Delivery (drop-off) location' })).toHaveValue('Brisbane QLD 4000');
  });

  it('when the rider follows a link with a pickup, then that pickup wins and the wizard starts at its first step', async () => {
    const user = renderWizard();
    await fillStep1(user);
    cleanup();

    renderWizard('/get-quote?pickupLocation=Manly%20NSW%202095');
    expect(stepHeading()).toHaveTextContent('Transport Details');
    expect(screen.getByRole('combobox', { name: 'Pickup location' })).toHaveValue('Manly NSW 2095');
    expect(screen.getByRole('combobox', { name: 'Delivery (drop-off) location' })).toHaveValue('Brisbane QLD 4000');
  });

  it('when the quote was sent, then the next visit starts empty', async () => {
    await sendAQuote();

    renderWizard();
    expect(stepHeading()).toHaveTextContent('Transport Details');
    expect(screen.getByRole('combobox', { name: 'Pickup location' })).toHaveValue('');
  });

  it('when the wizard is drawn again at its last step after the quote went (a first page handing over to the router), then it keeps no draft, and the next visit starts at step 1', async () => {
    await sendAQuote();

    // The shell's router mounts the page at the address it had before it goes on to /quote-success.
    renderWizard('/get-quote?step=3');
    cleanup();

    // 'Get Another Quote'
    renderWizard();
    expect(stepHeading()).toHaveTextContent('Transport Details');
    expect(visited).toEqual(['/get-quote']);
    expect(screen.getByRole('combobox', { name: 'Pickup location' })).toHaveValue('');
  });
});

describe('GetQuotePage: each step has its address', () => {
  it('when Next is pressed, then the next step is a new history entry (Back returns to the step before); Previous replaces it', async () => {
    const user = renderWizard('/get-quote?pickupLocation=Parramatta%20NSW%202150');
    await user.type(screen.getByRole('combobox', { name: 'Delivery (drop-off) location' }), 'Brisbane QLD 4000');
    await user.click(next());
    expect(stepHeading()).toHaveTextContent('Motorcycle Details');
    expect(stepHeading()).toHaveFocus();
    await fillStep2(user);
    expect(stepHeading()).toHaveTextContent('Your Information');
    expect(visited).toEqual([
      '/get-quote?pickupLocation=Parramatta%20NSW%202150',
      '/get-quote?pickupLocation=Parramatta+NSW+2150&step=2',
      '/get-quote?pickupLocation=Parramatta+NSW+2150&step=3',
    ]);
    await user.click(previous());
    expect(stepHeading()).toHaveTextContent('Motorcycle Details');
    expect(visited.at(-1)).toBe('/get-quote?pickupLocation=Parramatta+NSW+2150&step=2');
    expect(visited).toHaveLength(3);
  });

  it("when a step's address is opened, then that step shows with the answers kept", async () => {
    const user = renderWizard();
    await fillStep1(user);
    await fillStep2(user);
    cleanup();

    renderWizard('/get-quote?step=2');
    expect(stepHeading()).toHaveTextContent('Motorcycle Details');
    expect(screen.getByRole('textbox', { name: 'Motorcycle make' })).toHaveValue('Honda');
    expect(stepHeading()).not.toHaveFocus();
  });

  it("when a later step's address is opened with nothing kept (typed, or Back after the quote went), then step 1 shows and no step is completed", async () => {
    const user = renderWizard('/get-quote?step=3');
    expect(stepHeading()).toHaveTextContent('Transport Details');
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.queryByText(/\(completed\)/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();

    await fillStep1(user);
    expect(stepHeading()).toHaveTextContent('Motorcycle Details');
    expect(visited.at(-1)).toBe('/get-quote?step=2');
    expect(network.to(SUBMIT)).toHaveLength(0);
  });

  it('when the rider goes Back from the success page, then the sent quote is not shown again and step 1 opens empty', async () => {
    await sendAQuote();

    // Back: the history entry before /quote-success is the last step's address.
    renderWizard('/get-quote?step=3');
    expect(stepHeading()).toHaveTextContent('Transport Details');
    expect(screen.getByRole('combobox', { name: 'Pickup location' })).toHaveValue('');
  });
});
