import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { ABN_CHECKSUM_MESSAGE, API_PATHS, CERTIFICATE_WRONG_TYPE, type BusinessPageResponse } from '@motohaul/contracts';
import { json, network, stubNetwork } from '@motohaul/platform/test-support/network';
import { provider, teamMember } from '../dashboard/test-support/fixtures';
import { renderWithClient } from '../dashboard/test-support/render';
import BusinessPage from '../pages/business/business-page';
import { PAST_EXPIRY_WARNING } from './business-form';

const PAGE = `GET ${API_PATHS.business}`;
const SAVE = `PUT ${API_PATHS.business}`;

const fresh: BusinessPageResponse = {
  details: null,
  account: { companyName: 'Casey Moto', businessAddress: '', licenseNumber: '' },
  certificate: null,
  badges: { verified: false, insured: false },
  insuredUntil: null,
  missing: ['verification', 'insurance'],
  mayBuyLeads: true,
};

const renderPage = (user = provider) =>
  renderWithClient((navigation) => (
    <BusinessPage config={{ supportPhone: '1300 123 456', appMode: 'demo' }} user={user} navigation={{ ...navigation, pathname: '/dashboard/business' }} />
  ));

describe('/dashboard/business', () => {
  it('when a team member opens it, then it says the details are the owner’s and asks for nothing', () => {
    stubNetwork({});
    renderPage(teamMember);
    expect(screen.getByText(/only they can see them/)).toBeInTheDocument();
    expect(network.to(PAGE)).toEqual([]);
  });

  it('when a new owner opens it, then the company is prefilled, nothing is verified, and demo mode says live mode would refuse', async () => {
    stubNetwork({ [PAGE]: json(fresh) });
    renderPage();
    const form = await screen.findByRole('form', { name: 'Business details' });
    expect(within(form).getByRole('textbox', { name: /^Company name/ })).toHaveValue('Casey Moto');
    expect(screen.getByRole('list', { name: 'Your badges' })).toHaveTextContent('Not verified yet');
    expect(screen.getByText(/in live mode this purchase would be refused/)).toBeInTheDocument();
  });

  it('when the insurance has lapsed or runs, then its date is written as the dashboard writes dates', async () => {
    stubNetwork({ [PAGE]: json({ ...fresh, badges: { verified: true, insured: false }, insuredUntil: '2026-12-01' }) });
    renderPage();
    expect(await screen.findByText('Insurance expired 1 Dec 2026')).toBeInTheDocument();
  });

  it('when the provider has a badge, then the form says that a change hides it until it is approved again', async () => {
    stubNetwork({ [PAGE]: json({ ...fresh, badges: { verified: true, insured: true }, insuredUntil: '2099-06-30', missing: [] }) });
    renderPage();
    const save = await screen.findByRole('button', { name: 'Save and submit for review' });
    expect(save).toHaveAccessibleDescription(/hides your badges from riders until an administrator approves it/);
  });

  it('when a past insurance expiry is entered, then the field warns at once that it earns no Insured badge', async () => {
    stubNetwork({ [PAGE]: json(fresh) });
    const { user } = renderPage();
    const expiry = await screen.findByLabelText(/^Expiry date/);
    await user.type(expiry, '2020-01-31');
    expect(expiry).toHaveAccessibleDescription(PAST_EXPIRY_WARNING);
    await user.clear(expiry);
    await user.type(expiry, '2099-01-31');
    expect(expiry).not.toHaveAccessibleDescription(PAST_EXPIRY_WARNING);
  });

  it('when the server refuses the ABN’s checksum, then the message shows on the ABN field, which gets the focus', async () => {
    stubNetwork({ [PAGE]: json(fresh), [SAVE]: json({ message: ABN_CHECKSUM_MESSAGE, fieldErrors: { abn: [ABN_CHECKSUM_MESSAGE] } }, 400) });
    const { user } = renderPage();
    const form = await screen.findByRole('form', { name: 'Business details' });
    await user.type(within(form).getByRole('textbox', { name: /^Business address/ }), '1 Quay Street, Sydney NSW 2000');
    await user.type(within(form).getByRole('textbox', { name: /^ABN/ }), '51824753557');
    await user.type(within(form).getByRole('textbox', { name: /^Insurer/ }), 'QBE');
    await user.type(within(form).getByRole('textbox', { name: /^Policy number/ }), 'P-1');
    await user.type(within(form).getByRole('textbox', { name: /^Cover amount/ }), '5000000');
    await user.type(within(form).getByLabelText(/^Expiry date/), '2030-01-31');
    await user.click(within(form).getByRole('button', { name: 'Save and submit for review' }));
    const abn = within(form).getByRole('textbox', { name: /^ABN/ });
    expect(await within(form).findByText(ABN_CHECKSUM_MESSAGE)).toBeInTheDocument();
    expect(abn).toHaveAttribute('aria-invalid', 'true');
    expect(abn).toHaveFocus();
    expect(network.to(SAVE)[0]?.body).toMatchObject({ abn: '51824753557', coverAmount: '5000000', insuranceExpiresOn: '2030-01-31' });
  });

  it('when the chosen certificate is not a PDF, PNG or JPEG (whatever its name), then it says so at once and nothing is saved', async () => {
    const saved: BusinessPageResponse = {
      ...fresh,
      details: {
        companyName: 'Casey Moto',
        businessAddress: '1 Quay Street, Sydney NSW 2000',
        licenseNumber: 'MC-1',
        abn: '51824753556',
        insurer: 'QBE',
        policyNumber: 'P-1',
        coverAmount: 5000000,
        insuranceExpiresOn: '2030-01-31',
        status: 'approved',
        rejectionReason: null,
        submittedAt: '2026-11-01T00:00:00.000Z',
      },
    };
    stubNetwork({ [PAGE]: json(saved), [SAVE]: json(saved) });
    const { user } = renderPage();
    const form = await screen.findByRole('form', { name: 'Business details' });
    const file = within(form).getByLabelText(/^Insurance certificate/);
    await user.upload(file, new File(['This is certificate.pdf, honestly'], 'certificate.pdf', { type: 'application/pdf' }));
    expect(await within(form).findByText(CERTIFICATE_WRONG_TYPE)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save and submit for review' }));
    expect(file).toHaveFocus();
    expect(network.to(SAVE)).toEqual([]);

    await user.upload(file, new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34])], 'certificate.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(within(form).queryByText(CERTIFICATE_WRONG_TYPE)).not.toBeInTheDocument());
  });
});
