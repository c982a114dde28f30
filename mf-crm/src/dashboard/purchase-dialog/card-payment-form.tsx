import { useEffect, useState } from 'react';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { Alert, Button, Spinner } from '@motohaul/design-system';
import { toast } from '@motohaul/platform';
import styles from './purchase-dialog.module.css';

export interface CardPaymentFormProps {
  publishableKey: string;
  clientSecret: string;
  payLabel: string;
  billing: { name: string; email: string };
  /** Checks the buyer's details before paying; false stops. */
  beforePay: () => boolean;
  onPaid: (paymentIntentId: string) => void;
  onCancel: () => void;
}

/** Loads Stripe.js on demand; null when it cannot (js.stripe.com unreachable, blocked, offline). */
function useStripeJs(publishableKey: string) {
  const [state, setState] = useState<{ stripe: Stripe | null; failed: boolean }>({ stripe: null, failed: false });
  useEffect(() => {
    let cancelled = false;
    loadStripe(publishableKey)
      .then((stripe) => {
        if (!cancelled) setState({ stripe, failed: stripe === null });
      })
      .catch((error: unknown) => {
        console.warn('Stripe.js could not load', error);
        if (!cancelled) setState({ stripe: null, failed: true });
      });
    return () => {
      cancelled = true;
    };
  }, [publishableKey]);
  return state;
}

function CardForm({ clientSecret, payLabel, billing, beforePay, onPaid, onCancel }: Omit<CardPaymentFormProps, 'publishableKey'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [paying, setPaying] = useState(false);

  const pay = async () => {
    const card = elements?.getElement(CardElement);
    if (!stripe || !card || !beforePay()) return;
    setPaying(true);
    try {
      const result = await stripe.confirmCardPayment(clientSecret, {
        payment_method: { card, billing_details: { name: billing.name, email: billing.email || undefined } },
      });
      if (result.error) {
        toast({ title: 'Payment Failed', description: result.error.message ?? 'The card was declined.', variant: 'destructive' });
      } else if (result.paymentIntent.status !== 'succeeded') {
        toast({ title: 'Payment Processing', description: `Payment status: ${result.paymentIntent.status}` });
      } else {
        toast({ title: 'Payment Successful', description: 'Payment processed successfully!', variant: 'success' });
        onPaid(result.paymentIntent.id);
      }
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : 'Failed to process payment. Please try again.';
      toast({ title: 'Payment Error', description: message, variant: 'destructive' });
    } finally {
      setPaying(false);
    }
  };

  return (
    <>
      <div className={styles.cardField}>
        <span className={styles.label} id="card-details-label">
          Card details
        </span>
        <div className={styles.cardBox} aria-labelledby="card-details-label">
          <CardElement options={{ hidePostalCode: true }} />
        </div>
      </div>
      <div className={styles.buttons}>
        <Button variant="secondary" onClick={onCancel} disabled={paying}>
          Cancel
        </Button>
        <Button loading={paying} loadingLabel="Processing payment" disabled={!stripe} onClick={() => void pay()}>
          {payLabel}
        </Button>
      </div>
    </>
  );
}

/** The card form (Stripe Elements), loaded only when a provider chooses to pay by card. */
export default function CardPaymentForm(props: CardPaymentFormProps) {
  const { stripe, failed } = useStripeJs(props.publishableKey);
  if (failed) {
    return (
      <>
        <Alert variant="destructive" title="The card form could not load">
          The secure card form from our card provider (Stripe) is unreachable from this browser. Check your internet
          connection or content blockers and try again. If your payment was already confirmed, this purchase completes
          by itself.
        </Alert>
        <div className={styles.buttons}>
          <Button variant="secondary" onClick={props.onCancel}>
            Cancel
          </Button>
          <Button disabled>{props.payLabel}</Button>
        </div>
      </>
    );
  }
  if (!stripe) return <Spinner label="Loading the secure card form" />;
  return (
    <Elements stripe={stripe}>
      <CardForm {...props} />
    </Elements>
  );
}
