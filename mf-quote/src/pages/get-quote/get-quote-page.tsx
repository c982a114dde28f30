import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { nextSubmission, quoteSchema, quoteStepFields, validate, WIZARD_SCROLL_DELAY_MS, type FieldErrors, type Quote, type QuoteStep, type RemotePageProps, type Submission } from '@motohaul/contracts';
import { Alert, Button, ButtonLink, Card, ProgressSteps, telHref } from '@motohaul/design-system';
import { useHydrated, withNavigation, useNavigation, useSchemaForm, useSearchParams } from '@motohaul/platform';
import { EMPTY_QUOTE, locationFromQuery, quoteInputOf, typedBeforeHydration, type QuoteFieldName, type QuoteFormValues } from './quote-form-values';
import { ContactStep, MotorcycleStep, TransportStep } from './quote-steps';
import { TripPriceGuide } from '../../price-guide/price-guide-note';
import { clearQuoteDraft, readQuoteDraft, saveQuoteDraft } from './quote-draft';
import { remoteRootProps } from '../../release/release';
import { rememberSubmittedQuote, submitLead, toLeadPayload, trackQuoteSubmission } from '../../api/quote-submission';
import { RecentRequests } from '../../recent-requests/recent-requests';

const STEP_NAMES = ['Transport Details', 'Motorcycle Details', 'Your Information'] as const;
const STEPS: readonly QuoteStep[] = [1, 2, 3];

const firstStepWithErrors = (errors: FieldErrors): QuoteStep | undefined =>
  STEPS.find((step) => quoteStepFields[step].some((field) => errors[field]?.length));

/** The step an address shows: `?step=2` or `?step=3`, else the first. */
const stepOf = (params: URLSearchParams): QuoteStep => {
  const step = Number(params.get('step'));
  return step === 2 || step === 3 ? step : 1;
};

/**
 * The step the wizard shows: the address's, unless an earlier step's answers do not pass yet; then that earlier step.
 * An address typed with `?step=3`, or reached with Back after the quote went, opens where the rider has to begin, and
 * no step shows as completed before it is.
 */
function shownStep(addressStep: QuoteStep, values: QuoteFormValues): QuoteStep {
  if (addressStep === 1) return 1;
  const result = validate(quoteSchema, quoteInputOf(values));
  const open = result.success ? undefined : firstStepWithErrors(result.fieldErrors);
  return open !== undefined && open < addressStep ? open : addressStep;
}

/** The wizard's address at a step: its query kept, with `step` (none for the first). */
function addressAt(pathname: string, search: string, step: QuoteStep): string {
  const params = new URLSearchParams(search);
  if (step === 1) params.delete('step');
  else params.set('step', String(step));
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ''}`;
}

/**
 * The rider's three-step quote wizard (spec §2.4, §5). Each step has its address (`?step=2`): Next adds a history
 * entry, so the browser's Back (a phone's back gesture) returns to the step before instead of leaving the wizard.
 */
function GetQuotePage({ config }: RemotePageProps) {
  const { navigate, pathname, search } = useNavigation();
  const searchParams = useSearchParams();
  const [startingFrom] = useState(() => locationFromQuery(searchParams));
  /** The wizard's values before the rider answers anything: empty, with the link's pickup. */
  const [startValues] = useState((): QuoteFormValues => ({ ...EMPTY_QUOTE, pickupLocation: startingFrom }));
  const addressStep = stepOf(searchParams);
  const [submitting, setSubmitting] = useState(false);
  /** The last send failed: the notice shows in the form above its buttons (a toast covered 'Get Free Quote' at 390 px). */
  const [submitFailed, setSubmitFailed] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  /** The step drawn last: a change of step after the first drawing moves the focus to its heading... */
  const drawnStep = useRef<QuoteStep | null>(null);
  /** ...except the kept step opened as the page loads. */
  const restoredStep = useRef<QuoteStep | null>(null);
  /** The last quote sent and its Idempotency-Key: a retry of the same quote reuses the key. */
  const submission = useRef<Submission<Quote> | null>(null);
  /** The quote went: its answers are not kept again for this tab. */
  const submitted = useRef(false);

  /** Next adds a history entry; Previous and a jump to a step with errors replace the current one. */
  const goToStep = (next: QuoteStep, { replace = false } = {}) => navigate(addressAt(pathname, search, next), { replace });

  // One form hook (platform): the wizard checks a step's fields on Next, the whole quote on submit, and shows a
  // message on the step that holds it. Until the quote is sent, leaving the page asks first.
  const form = useSchemaForm(quoteSchema, startValues, {
    toInput: quoteInputOf,
    guardUnsaved: true,
    onInvalid: (fieldErrors) => {
      const stepToShow = firstStepWithErrors(fieldErrors);
      if (stepToShow !== undefined && stepToShow !== addressStep) goToStep(stepToShow, { replace: true });
    },
  });
  const { values, errors, formRef } = form;
  const step = shownStep(addressStep, values);
  const hydrated = useHydrated();
  const drawnByServer = useRef(!hydrated);

  // As the page mounts, the wizard's state takes the answers this tab kept (a reload, a dropped tab), then what the
  // rider typed into the server's HTML before this code loaded (ADR 0052), before anything redraws the fields. A new
  // link's pickup (not the one the kept answers started from) wins over the kept one and opens the address's step; an
  // address without a step opens the kept one.
  const [draft] = useState(readQuoteDraft);
  const newLink = Boolean(startingFrom) && draft?.startedFrom !== startingFrom;
  const [keptStep] = useState(() => (draft && !newLink && !searchParams.has('step') && draft.step !== 1 ? draft.step : null));
  useLayoutEffect(() => {
    const typed = typedBeforeHydration(formRef.current, values);
    const kept = draft ? { ...draft.values, ...(newLink ? { pickupLocation: startingFrom } : {}) } : {};
    if (!draft && Object.keys(typed).length === 0) return;
    const restored = { ...values, ...kept, ...typed };
    form.setValues(restored);
    // The step the kept answers open is not a step change: its heading takes no focus.
    restoredStep.current = shownStep(addressStep, restored);
    // Once, as the page mounts (hydrates).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // The kept step gets its address: after the mount's effects (the shell's router takes navigations from then on).
  useEffect(() => {
    if (keptStep === null) return;
    restoredStep.current = keptStep;
    goToStep(keptStep, { replace: true });
    // Once, as the page mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A draft is kept once the rider has answered something: an untouched wizard (say, the first page handing over to
  // the router after its quote went) keeps none, or 'Get Another Quote' would open at its last step.
  useEffect(() => {
    if (submitted.current) return;
    const untouched = (Object.keys(startValues) as QuoteFieldName[]).every((field) => values[field] === startValues[field]);
    if (untouched) clearQuoteDraft();
    else saveQuoteDraft({ values, step, startedFrom: startingFrom });
  }, [values, step, startingFrom, startValues]);

  useEffect(() => {
    const restored = restoredStep.current === step;
    if (restored) restoredStep.current = null;
    const changed = drawnStep.current !== null && drawnStep.current !== step && !restored;
    drawnStep.current = step;
    // A server-drawn wizard was at the top on load: its hydration, seconds later, does not scroll a rider who moved on.
    if (drawnByServer.current) {
      drawnByServer.current = false;
      return;
    }
    // Spec §9: the wizard scrolls to the top 100 ms after load and after each step change.
    const timer = window.setTimeout(() => window.scrollTo({ top: 0, behavior: 'smooth' }), WIZARD_SCROLL_DELAY_MS);
    if (changed) headingRef.current?.focus({ preventScroll: true });
    return () => window.clearTimeout(timer);
  }, [step]);

  // The notice of a failed send speaks of that send only: an edit or another send takes it away (issue 45 item 10).
  const onChange = <K extends QuoteFieldName>(field: K, value: QuoteFormValues[K]) => {
    setSubmitFailed(false);
    form.set(field, value);
  };

  const submit = async () => {
    const input = form.check();
    if (!input) return;
    const payload = toLeadPayload(input);
    submission.current = nextSubmission(payload, submission.current);
    setSubmitting(true);
    try {
      rememberSubmittedQuote(await submitLead(submission.current));
    } catch (error) {
      setSubmitFailed(true);
      form.showServerErrors(error);
      setSubmitting(false);
      return;
    }
    trackQuoteSubmission(payload);
    submitted.current = true;
    clearQuoteDraft();
    form.saved();
    navigate('/quote-success');
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitFailed(false);
    if (!form.checkFields(quoteStepFields[step])) return;
    if (step < 3) goToStep((step + 1) as QuoteStep);
    else void submit();
  };

  const stepProps = { values, errors, onChange };
  return (
    <div className="mh-page mh-page--narrow" {...remoteRootProps}>
      <header className="mh-page__header">
        <h1 className="mh-page__title">Get Your Free Transport Quote</h1>
        <p className="mh-page__lead">Tell us about your motorcycle and trip. Verified transport providers will contact you with quotes.</p>
      </header>

      {startingFrom && values.pickupLocation === startingFrom && <Alert title={`Starting from ${startingFrom}`} />}

      <ProgressSteps steps={STEP_NAMES} current={step} label="Quote progress" />

      <Card as="section" aria-labelledby="quote-step-heading">
        <form ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby="quote-step-heading">
          <p className="mh-step-count">Step {step} of {STEP_NAMES.length}</p>
          <h2 id="quote-step-heading" ref={headingRef} tabIndex={-1} className="mh-card__title">
            {STEP_NAMES[step - 1]}
          </h2>

          {step === 1 && <TransportStep {...stepProps} />}
          {step === 2 && <MotorcycleStep {...stepProps} />}
          {step === 3 && <ContactStep {...stepProps} />}
          {/* The price guide of the trip (issue 47 item 1): its own request, never waited for. */}
          {step === 3 && <TripPriceGuide pickup={values.pickupLocation} dropoff={values.dropoffLocation} />}

          {submitFailed && (
            <Alert variant="destructive" title="Error">
              Failed to submit transport quote request. Please try again.
            </Alert>
          )}

          <div className="mh-actions">
            <Button
              variant="secondary"
              disabled={step === 1 || submitting}
              onClick={() => {
                form.clearErrors();
                goToStep((step - 1) as QuoteStep, { replace: true });
              }}
            >
              Previous
            </Button>
            {/* Enabled once the page's code runs: a click before would send the form away without its checks. */}
            <Button type="submit" disabled={!hydrated} loading={submitting} loadingLabel="Submitting">
              {step < 3 ? 'Next' : 'Get Free Quote'}
            </Button>
          </div>
        </form>
      </Card>

      <p className="mh-page__aside">
        Prefer to talk?{' '}
        <ButtonLink href={telHref(config.supportPhone)} variant="ghost" size="sm">
          Call {config.supportPhone}
        </ButtonLink>
      </p>

      <RecentRequests />
    </div>
  );
}

/** Exposed: the page with the navigation the shell hands it. */
export default withNavigation(GetQuotePage);
