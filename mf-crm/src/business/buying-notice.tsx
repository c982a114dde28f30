import { BUSINESS_PAGE_PATH, buyingRequirementText, DEMO_BUYING_NOTE, type CurrentUser } from '@motohaul/contracts';
import { Alert } from '@motohaul/design-system';
import { AppLink } from '@motohaul/platform';
import { useBusinessPage } from '../api/business';

/**
 * On the dashboard of a provider who is not yet verified and insured (issue 28 item 3): what is missing, with a link to
 * the business page; in demo mode, that buying still works here but live mode would refuse. Owners only.
 */
export function BuyingNotice({ user }: { user: CurrentUser }) {
  const owner = user.userType === 'provider' && user.teamOwnerId === null;
  const page = useBusinessPage(owner);
  if (!owner || !page.data || page.data.missing.length === 0) return null;
  return (
    <Alert variant={page.data.mayBuyLeads ? 'info' : 'warning'} title={page.data.mayBuyLeads ? 'Verification and insurance' : 'You cannot buy leads yet'}>
      <p>
        {buyingRequirementText(page.data.missing)} <AppLink to={BUSINESS_PAGE_PATH}>Add them on your Business details page</AppLink>.
      </p>
      {page.data.mayBuyLeads && <p>{DEMO_BUYING_NOTE}</p>}
    </Alert>
  );
}
