import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  LEAD_PRICE_DISPLAY,
  discountCodeEntrySchema,
  formatAustralianPhone,
  nextSubmission,
  purchaseFormSchema,
  validate,
  type AppMode,
  type AvailableLead,
  type CurrentUser,
  type DiscountApplyResponse,
  type PaymentIntentResponse,
  type PurchaseFormInput,
  type Submission,
} from '@motohaul/contracts';
import { Alert, Button, Dialog, Spinner, TextField } from '@motohaul/design-system';
import { toast, useSchemaForm, type FieldMessages } from '@motohaul/platform';
import { hasSpecialRequirements, jobIdOf, timeframeLabel } from '../available-leads/lead-display';
import { CREDIT_BALANCE_KEY, useCreditBalance } from '../../api/claims';
import { errorMessage } from '../../api/error-message';
import { useLeadSold } from '../../api/available-leads';
import {
  applyDiscount,
  createPaymentIntent,
  purchaseLead,
  usePaymentConfig,
  usePurchaseLookup,
  useRefreshLeads,
  validateDiscount,
} from '../../api/purchases';
import styles from './purchase-dialog.module.css';

const CardPaymentForm = lazy(() => import('./card-payment-form'));

/** What an open dialog says when its lead is bought by someone else (a lead_sold event). */
export const LEAD_TAKEN = 'This lead has just been purchased by another provider.';
/** What the dialog says when the rider cancels the request while it is open (issue 47 item 3). */
export const LEAD_CANCELLED = 'The rider has just cancelled this request.';
/** What it says when the buyer was this user (in another tab or window). */
export const LEAD_ALREADY_YOURS = 'You have already purchased this lead. It is in your pipeline.';

/** Dollars as cents (spec §9: the payment amount is sent in cents). */
const toCents = (dollars: string | number) => Math.round(Number(dollars) * 100);

/** '$25' or '$22.50'. */
function dollars(amount: string | number): string {
  const value = Number(amount);
  return Number.isInteger(value) ? `$${value}` : `$${value.toFixed(2)}`;
}

/** Stripe's smallest charge in AUD, in cents (the API's creditForCard keeps the same rule, ADR 0036). */
const STRIPE_MINIMUM_CENTS = 50;

/**
 * The credit a purchase spends first, in cents: the balance up to the price; with a card payment it never leaves less
 * than Stripe's minimum to pay, exactly as the API prices the PaymentIntent.
 */
export function creditToApply(balanceCents: number, priceCents: number, byCard: boolean): number {
  const credit = Math.max(0, Math.min(balanceCents, priceCents));
  const rest = priceCents - credit;
  if (byCard && rest > 0 && rest < STRIPE_MINIMUM_CENTS) return Math.max(0, priceCents - STRIPE_MINIMUM_CENTS);
  return credit;
}

interface BuyerValues {
  buyerName: string;
  buyerEmail: string;
  buyerPhone: string;
  buyerCompany: string;
}

interface BuyerFieldsProps {
  values: BuyerValues;
  errors: FieldMessages<keyof BuyerValues>;
  onChange: (field: keyof BuyerValues, value: string) => void;
}

/** The buyer's name, email, phone and company, recorded with the purchase; the company and phone are shown to the rider (ADR 0033). */
function BuyerFields({ values, errors, onChange }: BuyerFieldsProps) {
  return (
    <>
      <TextField label="Your name" required autoComplete="name" value={values.buyerName} error={errors.buyerName} onChange={(e) => onChange('buyerName', e.target.value)} />
      <TextField label="Your email" type="email" autoComplete="email" value={values.buyerEmail} error={errors.buyerEmail} onChange={(e) => onChange('buyerEmail', e.target.value)} />
      <TextField label="Your phone" type="tel" required autoComplete="tel" value={values.buyerPhone} error={errors.buyerPhone} onChange={(e) => onChange('buyerPhone', e.target.value)} />
      <TextField
        label="Company"
        autoComplete="organization"
        value={values.buyerCompany}
        error={errors.buyerCompany}
        onChange={(e) => onChange('buyerCompany', e.target.value)}
      />
      <p className="mh-field__hint">The rider sees your company and phone on their request&apos;s status page, to expect your call.</p>
    </>
  );
}

const PURCHASE_POLL_MS = 2000;

/**
 * Waiting for payment confirmation: once a PaymentIntent exists, the user's purchase of the lead is looked for every 2 s
 * while the dialog is open, so a purchase the server records from the signed webhook completes the flow too.
 */
function usePurchaseWatch(leadId: number, active: boolean, onRecorded: () => void) {
  const done = useRef(false);
  const callback = useRef(onRecorded);
  useEffect(() => {
    callback.current = onRecorded;
  });
  const purchase = usePurchaseLookup(active ? { leadId } : null, PURCHASE_POLL_MS);
  const recorded = active && Boolean(purchase.data);
  useEffect(() => {
    if (!recorded || done.current) return;
    done.current = true;
    callback.current();
  }, [recorded]);
  return { markDone: () => (done.current = true) };
}

interface DiscountCodeBoxProps {
  leadId: number;
  applied: DiscountApplyResponse | null;
  onChange: (applied: DiscountApplyResponse | null) => void;
}

const messageOf = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);

/** The discount code box: trimmed and uppercased, validated then applied by the server (spec §5, §8). */
function DiscountCodeBox({ leadId, applied, onChange }: DiscountCodeBoxProps) {
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const apply = async () => {
    const parsed = validate(discountCodeEntrySchema, { code });
    if (!parsed.success) {
      setError(parsed.fieldErrors.code?.[0] ?? 'Please enter a discount code');
      return;
    }
    const entered = parsed.output.code;
    setError(null);
    setBusy(true);
    try {
      let check;
      try {
        check = await validateDiscount(entered, leadId);
      } catch (failure) {
        toast({ title: 'Error', description: messageOf(failure, 'Failed to validate discount code'), variant: 'destructive' });
        return;
      }
      if (!check.valid) {
        toast({ title: 'Invalid Discount Code', description: check.error || 'The discount code is not valid.', variant: 'destructive' });
        return;
      }
      try {
        const result = await applyDiscount(entered, leadId);
        onChange(result);
        setCode(entered);
        toast({ title: `${result.discountCode.code} applied successfully!`, variant: 'success' });
      } catch (failure) {
        toast({ title: 'Error', description: messageOf(failure, 'Failed to apply discount code'), variant: 'destructive' });
      }
    } finally {
      setBusy(false);
    }
  };

  if (applied) {
    return (
      <div className={styles.discountApplied} role="status">
        <span>
          <strong>{applied.discountCode.code}</strong> applied: {dollars(applied.discountAmount)} off
        </span>
        <Button
          id={`${id}-remove`}
          size="sm"
          variant="ghost"
          // The code's field takes its place, and the focus (issue 45 item 9).
          data-focus-next={id}
          onClick={() => {
            onChange(null);
            setCode('');
            toast({ title: 'Discount Removed' });
          }}
        >
          Remove
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.discount}>
      <label htmlFor={id} className={styles.label}>
        Discount code
      </label>
      <div className={styles.discountRow}>
        <input
          id={id}
          className="mh-input"
          value={code}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          // An applied code's Remove takes the field's place, and the focus.
          data-focus-next={`${id}-remove`}
          onChange={(event) => {
            setCode(event.target.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void apply();
            }
          }}
        />
        <Button variant="secondary" loading={busy} loadingLabel="Checking code" onClick={() => void apply()} data-focus-next={`${id}-remove`}>
          Apply
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} className="mh-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

type Step = 'summary' | 'details' | 'card';

export interface PurchaseDialogProps {
  lead: AvailableLead;
  user: CurrentUser;
  /** In demo mode the 'Complete Purchase' panel says plainly that no card is charged. */
  appMode: AppMode;
  onClose: () => void;
}

/** The buyer fields start from the signed-in profile (GET /api/auth/me): name, email, phone and company. */
function buyerFromProfile(user: CurrentUser) {
  return {
    buyerName: `${user.firstName} ${user.lastName}`.trim(),
    buyerEmail: user.email ?? '',
    buyerPhone: formatAustralianPhone(user.phone),
    buyerCompany: user.companyName ?? '',
  } satisfies BuyerValues;
}

/** 'Purchase Lead' (spec §2.8, §4): summary, discount, then card payment or the 'Complete Purchase' panel. */
export function PurchaseDialog({ lead, user, appMode, onClose }: PurchaseDialogProps) {
  const isSuperAdmin = user.userType === 'super_admin';
  const config = usePaymentConfig(!isSuperAdmin);
  // The credit balance (approved claims, ADR 0036) is spent before the card.
  const credit = useCreditBalance(!isSuperAdmin);
  const queryClient = useQueryClient();
  const refresh = useRefreshLeads();
  const [step, setStep] = useState<Step>('summary');
  const [discount, setDiscount] = useState<DiscountApplyResponse | null>(null);
  const [intent, setIntent] = useState<PaymentIntentResponse | null>(null);
  const [starting, setStarting] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  // The last purchase sent: 'Complete Purchase' again with the same details is a retry of it (the same Idempotency-Key).
  const submission = useRef<Submission<PurchaseFormInput> | null>(null);
  // A lead_sold event for this lead (ADR 0012) means someone else bought it, unless this dialog's own purchase is under way.
  const ownPurchase = useRef(false);
  const gone = useLeadSold(lead.id);
  const taken = gone !== null && !ownPurchase.current && !submitting;
  // The user's purchase of this lead, looked for as the dialog opens and again on a sale (the live alerts refresh the
  // purchases): one means this user bought it.
  const alreadyMine = Boolean(usePurchaseLookup({ leadId: lead.id }).data);
  // Read once, when the dialog opens (a lazy initial state): formatting the phone parses it against the numbering plan.
  const buyer = useSchemaForm(purchaseFormSchema, () => buyerFromProfile(user));
  // A step's panel replaces the button that was pressed: the focus goes to the new step's first control (the buyer's
  // name, or back on the summary its main button), not to the page's body.
  const stepControls = useRef<HTMLDivElement>(null);
  const focusedStep = useRef(step);
  useEffect(() => {
    if (focusedStep.current === step) return;
    focusedStep.current = step;
    const panel = step === 'details' ? buyer.formRef.current : stepControls.current;
    const target = step === 'summary' ? panel?.querySelector<HTMLElement>('button:last-of-type') : panel?.querySelector<HTMLElement>('input');
    target?.focus();
  }, [step, buyer.formRef]);

  const listPrice = Number(lead.price) || LEAD_PRICE_DISPLAY;
  const priceAfterDiscount = isSuperAdmin ? 0 : discount ? Number(discount.finalPrice) : listPrice;
  const stripeKey = config.data?.stripePublishableKey ?? null;
  const balanceCents = toCents(credit.data?.balance ?? 0);
  const creditCents = creditToApply(balanceCents, toCents(priceAfterDiscount), stripeKey !== null);
  const finalPrice = (toCents(priceAfterDiscount) - creditCents) / 100;
  const free = finalPrice <= 0;

  const succeed = async () => {
    toast({ title: 'Lead Purchased Successfully!', description: 'The lead has been purchased and marked as sold.', variant: 'success' });
    await Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: CREDIT_BALANCE_KEY })]);
    onClose();
  };
  const watch = usePurchaseWatch(lead.id, intent !== null, () => void succeed());

  const submitPurchase = async (paymentIntentId?: string) => {
    const input = buyer.check({ ...buyer.values, paymentStatus: 'completed', discountCodeId: discount?.discountCode.id ?? null, paymentIntentId });
    if (!input) return;
    ownPurchase.current = true;
    setSubmitting(true);
    try {
      // The server sets the amount (DESIGN §4): the form sends the buyer's details only.
      submission.current = nextSubmission({ ...input, discountCodeId: input.discountCodeId ?? undefined, paymentIntentId }, submission.current);
      await purchaseLead(lead.id, submission.current);
      watch.markDone();
      await succeed();
    } catch (error) {
      ownPurchase.current = false;
      buyer.showServerErrors(error);
      toast({ title: 'Error', description: `Failed to purchase lead: ${errorMessage(error)}`, variant: 'destructive' });
    } finally {
      setSubmitting(false);
    }
  };

  const startCardPayment = async () => {
    setStarting(true);
    try {
      setIntent(await createPaymentIntent(lead.id, toCents(finalPrice), discount?.discountCode.code));
      setStep('card');
    } catch (error) {
      toast({ title: 'Payment Error', description: messageOf(error, 'Failed to process payment. Please try again.'), variant: 'destructive' });
    } finally {
      setStarting(false);
    }
  };

  const fallback = config.data?.fallbackPurchaseEnabled ?? false;
  const payLabel = `Pay ${dollars(finalPrice)} with Card`;

  const primary = () => {
    if (!isSuperAdmin && credit.isPending) return <Spinner label="Loading your credit balance" />;
    if (isSuperAdmin || free) {
      return <Button onClick={() => setStep('details')}>{isSuperAdmin ? 'Claim' : 'Complete Purchase'}</Button>;
    }
    if (config.isPending) return <Spinner label="Loading payment options" />;
    const onPay = stripeKey ? () => void startCardPayment() : () => setStep('details');
    return (
      <Button loading={starting} loadingLabel="Preparing payment" disabled={!stripeKey && !fallback} onClick={onPay}>
        {payLabel}
      </Button>
    );
  };

  const buyerFields = (
    <BuyerFields values={buyer.values} errors={buyer.errors} onChange={(field, value) => buyer.set(field, value)} />
  );

  return (
    <Dialog open onClose={onClose} title="Purchase Lead" description={`Job ${jobIdOf(lead)}`}>
      <div className={styles.summary}>
        <p className={styles.vehicle}>
          {lead.motorcycleYear ? `${lead.motorcycleYear} ` : ''}
          {lead.motorcycleMake} {lead.motorcycleModel}
        </p>
        <p>
          {lead.pickupLocation ?? '?'} → {lead.dropoffLocation ?? '?'}
        </p>
        <p>Need: {timeframeLabel(lead.timeframe)}</p>
        <p className={styles.price}>
          {isSuperAdmin ? (
            'FREE claim (super admin)'
          ) : discount ? (
            <>
              <s>{dollars(discount.originalPrice)}</s> {dollars(discount.finalPrice)} one-time payment
            </>
          ) : (
            `${dollars(listPrice)} one-time payment`
          )}
        </p>
        {creditCents > 0 && (
          <p className={styles.credit} role="status">
            Credit balance: {dollars(creditCents / 100)} applied. You pay {dollars(finalPrice)}.
          </p>
        )}
      </div>
      {hasSpecialRequirements(lead) && (
        <Alert variant="warning" title="Special requirements">
          {!lead.canRollAndSteer && <p>This motorcycle does not roll and steer: bring loading equipment.</p>}
          {lead.specialRequests && <p>{lead.specialRequests}</p>}
        </Alert>
      )}

      {taken && (
        <>
          {alreadyMine ? (
            <Alert variant="info" title={LEAD_ALREADY_YOURS}>
              Nothing has been charged in this window.
            </Alert>
          ) : (
            <Alert variant="destructive" title={gone === 'cancelled' ? LEAD_CANCELLED : LEAD_TAKEN}>
              Nothing has been charged. The lead has been removed from your list.
            </Alert>
          )}
          <div className={styles.buttons}>
            <Button variant="secondary" onClick={onClose}>
              Back to leads
            </Button>
            <Button disabled>{isSuperAdmin ? 'Claim' : free ? 'Complete Purchase' : payLabel}</Button>
          </div>
        </>
      )}

      {!taken && step === 'summary' && (
        <>
          {!isSuperAdmin && <DiscountCodeBox leadId={lead.id} applied={discount} onChange={setDiscount} />}
          {!isSuperAdmin && config.data && !stripeKey && !fallback && (
            <Alert variant="destructive" title="Card payments are unavailable">
              Purchases cannot be taken right now. Please try again later.
            </Alert>
          )}
          {config.isError && <Alert variant="destructive" title="Payment options could not load">{config.error.message}</Alert>}
          <div className={styles.buttons} ref={stepControls}>
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            {primary()}
          </div>
        </>
      )}

      {!taken && step === 'details' && (
        <form
          ref={buyer.formRef}
          noValidate
          className={styles.panel}
          aria-labelledby="complete-purchase-heading"
          onSubmit={(event) => {
            event.preventDefault();
            void submitPurchase();
          }}
        >
          <h3 id="complete-purchase-heading" className={styles.panelTitle}>
            Complete Purchase
          </h3>
          {!isSuperAdmin && !free && <p className={styles.hint}>Card payment is not configured here: your purchase is recorded directly.</p>}
          {appMode === 'demo' && !isSuperAdmin && (
            <p className={styles.demoNote} role="note">
              Demo mode: no card is charged
            </p>
          )}
          {buyerFields}
          <div className={styles.buttons}>
            <Button variant="secondary" onClick={() => setStep('summary')}>
              Back
            </Button>
            <Button type="submit" loading={submitting} loadingLabel="Purchasing">
              {isSuperAdmin ? 'Claim Lead' : 'Complete Purchase'}
            </Button>
          </div>
        </form>
      )}

      {!taken && step === 'card' && intent && stripeKey && (
        <div className={styles.panel} ref={stepControls}>
          {buyerFields}
          <p className={styles.waiting} role="status">
            Waiting for payment confirmation…
          </p>
          <Suspense fallback={<Spinner label="Loading the secure card form" />}>
            <CardPaymentForm
              publishableKey={stripeKey}
              clientSecret={intent.clientSecret}
              payLabel={`Pay ${dollars(intent.amount / 100)}`}
              billing={{ name: buyer.values.buyerName, email: buyer.values.buyerEmail }}
              beforePay={() => buyer.check({ ...buyer.values }) !== null}
              onPaid={(paymentIntentId) => void submitPurchase(paymentIntentId)}
              onCancel={() => {
                setIntent(null);
                setStep('summary');
              }}
            />
          </Suspense>
          <p className={styles.hint}>Secure payment processing by a card provider</p>
        </div>
      )}
    </Dialog>
  );
}
