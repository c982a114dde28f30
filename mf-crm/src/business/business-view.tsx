import { Alert, Spinner } from '@motohaul/design-system';
import { buyingRequirementText, DEMO_BUYING_NOTE } from '@motohaul/contracts';
import { useBusinessPage } from '../api/business';
import { frameStyles as frame, PageFrame } from '../page-frame/page-frame';
import { BusinessForm } from './business-form';
import { OwnBadges } from './provider-badges';
import { LoadError } from '../dashboard/load-error/load-error';

const STATUS_WORDS = {
  pending: 'Waiting for an administrator to review your details and certificate.',
  approved: 'Approved by an administrator.',
  rejected: 'Not approved.',
} as const;

/** /dashboard/business (issue 28 item 1): the owner's business details, insurance and certificate, and their review. */
export function BusinessView() {
  const page = useBusinessPage();

  return (
    <PageFrame heading="Business details" title="Business details" wide backToDashboard>
      <p className={frame.text}>
        Riders see a 'Verified' badge beside your company once an administrator approves these details, and an 'Insured' badge
        while the approved insurance is current.
      </p>
      {page.isPending && <Spinner label="Loading your business details" />}
      {page.isError && <LoadError title="Your business details could not load" error={page.error} onRetry={page.refetch} />}
      {page.data && (
        <>
          <OwnBadges badges={page.data.badges} insuredUntil={page.data.insuredUntil} />
          {page.data.details && (
            <Alert variant={page.data.details.status === 'rejected' ? 'warning' : page.data.details.status === 'approved' ? 'success' : 'info'} title="Review">
              {STATUS_WORDS[page.data.details.status]}
              {page.data.details.rejectionReason && ` Reason: ${page.data.details.rejectionReason}`}
            </Alert>
          )}
          {page.data.missing.length > 0 && (
            <p className={frame.text}>
              {buyingRequirementText(page.data.missing)} {page.data.mayBuyLeads && DEMO_BUYING_NOTE}
            </p>
          )}
          <BusinessForm page={page.data} />
        </>
      )}
    </PageFrame>
  );
}
