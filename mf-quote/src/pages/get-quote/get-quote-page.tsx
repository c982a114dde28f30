import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  ApiError,
  pickFieldErrors,
  quoteSchema,
  quoteStepFields,
  validate,
  type QuoteStep,
  type RemotePageProps,
} from '@motohaul/contracts';
import { Alert, Button, ButtonLink, Card, ProgressSteps, telHref } from '@motohaul/design-system';
import { toast, withNavigation, useNavigation, useSearchParams } from '@motohaul/platform';
import { ContactStep } from './contact-step';
import { MotorcycleStep } from './motorcycle-step';
import {
  EMPTY_QUOTE,
  firstMessages,
  locationFromQuery,
  quoteInputOf,
  type QuoteFieldErrors,
  type QuoteFieldName,
  type QuoteFormValues,
} from './quote-form-values';
import { submitLead, toLeadPayload, trackQuoteSubmission } from './submit-quote';
import { TransportStep } from './transport-step';
import { remoteRootProps } from '../../release/release';

const STEP_NAMES = ['Transport Details', 'Motorcycle Details', 'Your Information'] as const;
const STEPS: readonly QuoteStep[] = [1, 2, 3];
/** Spec §9: the wizard scrolls to the top 100 ms after load and after each step change. */
const SCROLL_DELAY_MS = 100;

const firstStepWithErrors = (errors: QuoteFieldErrors): QuoteStep | undefined =>
  STEPS.find((step) => quoteStepFields[step].some((field) => errors[field]));

/** The rider's three-step quote wizard (spec §2.4, §5). */
function GetQuotePage({ config }: RemotePageProps) {
  const { navigate } = useNavigation();
  const searchParams = useSearchParams();
  const [startingFrom] = useState(() => locationFromQuery(searchParams));
  const [values, setValues] = useState<QuoteFormValues>(() => ({ ...EMPTY_QUOTE, pickupLocation: startingFrom }));
  const [step, setStep] = useState<QuoteStep>(1);
  const [errors, setErrors] = useState<QuoteFieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const stepChanged = useRef(false);

  useEffect(() => {
    const timer = window.setTimeout(() => window.scrollTo({ top: 0, behavior: 'smooth' }), SCROLL_DELAY_MS);
    if (stepChanged.current) headingRef.current?.focus({ preventScroll: true });
    return () => window.clearTimeout(timer);
  }, [step]);

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current
      ?.querySelector<HTMLElement>('input[aria-invalid="true"], select[aria-invalid="true"], textarea[aria-invalid="true"]')
      ?.focus();
  }, [focusRequest]);

  const goToStep = (next: QuoteStep) => {
    stepChanged.current = true;
    setStep(next);
  };

  const showErrors = (next: QuoteFieldErrors) => {
    setErrors(next);
    const stepToShow = firstStepWithErrors(next);
    if (stepToShow !== undefined && stepToShow !== step) goToStep(stepToShow);
    setFocusRequest((n) => n + 1);
  };

  const onChange = <K extends QuoteFieldName>(field: K, value: QuoteFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!current[field]) return current;
      const { [field]: _removed, ...rest } = current;
      return rest;
    });
  };

  const submit = async () => {
    const result = validate(quoteSchema, quoteInputOf(values));
    if (!result.success) {
      showErrors(firstMessages(result.fieldErrors));
      return;
    }
    const payload = toLeadPayload(result.output);
    setSubmitting(true);
    try {
      await submitLead(payload);
    } catch (error) {
      toast({ title: 'Error', description: 'Failed to submit transport quote request. Please try again.', variant: 'destructive' });
      if (error instanceof ApiError && error.fieldErrors) {
        const serverErrors = firstMessages(error.fieldErrors);
        if (Object.keys(serverErrors).length > 0) showErrors(serverErrors);
      }
      setSubmitting(false);
      return;
    }
    trackQuoteSubmission(payload);
    navigate('/quote-success');
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const result = validate(quoteSchema, quoteInputOf(values));
    const stepErrors = result.success ? {} : firstMessages(pickFieldErrors(result.fieldErrors, quoteStepFields[step]));
    if (Object.keys(stepErrors).length > 0) {
      showErrors(stepErrors);
      return;
    }
    setErrors({});
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

      {startingFrom && <Alert title={`Starting from ${startingFrom}`} />}

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

          <div className="mh-actions">
            <Button
              variant="secondary"
              disabled={step === 1 || submitting}
              onClick={() => {
                setErrors({});
                goToStep((step - 1) as QuoteStep);
              }}
            >
              Previous
            </Button>
            <Button type="submit" loading={submitting} loadingLabel="Submitting">
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
    </div>
  );
}

/** Exposed: the page with the navigation the shell hands it. */
export default withNavigation(GetQuotePage);
