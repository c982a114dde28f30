import { useCallback } from 'react';
import { ApiError, DISPLAY_TIME_ZONE, TRIP_MAX_HOURS, TRIP_STAGES, type TripState } from '@motohaul/contracts';
import { Alert, Button, Spinner, buttonClassName } from '@motohaul/design-system';
import { AppLink } from '@motohaul/platform';
import { errorMessage } from '../api/error-message';
import { useUpdatePurchaseMutation } from '../api/purchases';
import { useSendPosition, useStartTrip, useStopTrip, useTrip } from '../api/trips';
import { STAGE_LABELS } from '../dashboard/pipeline/stages';
import { usePositionSharing, type PositionProblem } from './use-position-sharing';
import styles from './trip-view.module.css';

const time = (iso: string) => new Date(iso).toLocaleTimeString('en-AU', { hour: 'numeric', minute: '2-digit', timeZone: DISPLAY_TIME_ZONE });

const PROBLEM_WORDS: Record<Exclude<PositionProblem, null>, string> = {
  unsupported: 'This browser cannot share its position. Open the dashboard in your phone’s browser to share it.',
  blocked: 'Location is blocked for this site. Allow location in your browser’s settings, then keep this page open.',
  unavailable: 'The phone could not find its position just now (no signal?). It tries again every minute.',
  'too-rough': 'The phone’s position is too rough to share just now (more than 5 km out). It tries again every minute.',
};

/** The trip's controls while it shares: the phone's position goes to the rider's page about once a minute. */
function Sharing({ trip, onEnded }: { trip: TripState; onEnded: () => void }) {
  const send = useSendPosition(trip.purchaseId);
  const stop = useStopTrip(trip.purchaseId);
  const deliver = useUpdatePurchaseMutation(trip.purchaseId, { onSuccess: onEnded });
  const sendPosition = send.mutate;
  const problem = usePositionSharing({
    active: true,
    endsAt: trip.endsAt,
    send: useCallback(
      (position) =>
        sendPosition(position, {
          // The trip ended on the server (delivered elsewhere, stopped, past its 12 hours): ask for its state.
          onError: (error) => error instanceof ApiError && error.status === 409 && onEnded(),
        }),
      [sendPosition, onEnded],
    ),
    onEnded,
  });
  // A position refused for coming early (429) is simply the next minute's: not worth a word.
  const sendFailed = send.isError && !(send.error instanceof ApiError && send.error.status === 429);
  return (
    <>
      <p className={styles.live} role="status">
        <span className={styles.dot} aria-hidden="true" /> Sharing your position with the rider
      </p>
      <p className={styles.text}>
        Keep this page open while you drive: it sends your position about once a minute. It stops when you choose
        Delivered or Stop sharing, and by itself at {trip.endsAt ? time(trip.endsAt) : `${TRIP_MAX_HOURS} hours after the start`}.
      </p>
      <p className={styles.text} aria-live="polite">
        {trip.lastPosition
          ? `Last sent at ${time(trip.lastPosition.recordedAt)} (accurate to about ${Math.round(trip.lastPosition.accuracyM)} m).`
          : 'Waiting for the phone’s first position…'}
      </p>
      {problem && (
        <Alert variant="warning" title="Your position is not being shared">
          <p>{PROBLEM_WORDS[problem]}</p>
        </Alert>
      )}
      {sendFailed && (
        <Alert variant="warning" title="The last position could not be sent">
          <p>{errorMessage(send.error)}</p>
          <p>It is sent again in a minute.</p>
        </Alert>
      )}
      {(stop.isError || deliver.isError) && (
        <Alert variant="destructive" title="That did not work">
          <p>{errorMessage(stop.error ?? deliver.error)}</p>
        </Alert>
      )}
      <div className={styles.actions}>
        <Button variant="primary" onClick={() => deliver.mutate({ salesStage: 'delivered' })} disabled={deliver.isPending}>
          {deliver.isPending ? 'Saving…' : 'Delivered'}
        </Button>
        <Button variant="secondary" onClick={() => stop.mutate()} disabled={stop.isPending}>
          {stop.isPending ? 'Stopping…' : 'Stop sharing'}
        </Button>
      </div>
    </>
  );
}

/**
 * The trip page (issue 47 item 2, ADR 0084): on a booked job, 'Start trip' shares the phone's position with the rider's
 * status page while this page is open; 'Delivered' and 'Stop sharing' end it, and so do 12 hours. Only the purchase's
 * owner and their team reach it (anyone else's request is answered 404).
 */
export function TripView({ purchaseId }: { purchaseId: number }) {
  const trip = useTrip(purchaseId);
  const start = useStartTrip(purchaseId);
  const refetch = trip.refetch;
  const onEnded = useCallback(() => void refetch(), [refetch]);

  if (trip.isPending) return <Spinner label="Loading the trip" size="lg" />;
  if (trip.isError) {
    const missing = trip.error instanceof ApiError && trip.error.status === 404;
    return (
      <Alert variant="destructive" title={missing ? 'This job is not in your pipeline' : 'The trip could not be loaded'}>
        <p>{missing ? 'Open a booked job from your dashboard to start its trip.' : errorMessage(trip.error)}</p>
        {!missing && (
          <Button variant="secondary" onClick={onEnded} disabled={trip.isFetching}>
            {trip.isFetching ? 'Trying again…' : 'Try again'}
          </Button>
        )}
      </Alert>
    );
  }

  const state = trip.data;
  const canStart = TRIP_STAGES.includes(state.stage);
  return (
    <section className={styles.trip} aria-labelledby="trip-job">
      <p id="trip-job" className={styles.job}>
        Job {state.jobReference} · {STAGE_LABELS[state.stage]}
        {state.dropoffLocation ? ` · to ${state.dropoffLocation}` : ''}
      </p>
      {state.sharing ? (
        <Sharing trip={state} onEnded={onEnded} />
      ) : canStart ? (
        <>
          <p className={styles.text}>
            Start the trip when the motorcycle is on board: the rider then sees where it is and when it should arrive, on
            their status page only. Your phone will ask to share its location.
          </p>
          {state.stoppedAt && <p className={styles.text}>Sharing stopped at {time(state.stoppedAt)}.</p>}
          {start.isError && (
            <Alert variant="destructive" title="The trip could not be started">
              <p>{errorMessage(start.error)}</p>
            </Alert>
          )}
          <div className={styles.actions}>
            <Button variant="primary" onClick={() => start.mutate()} disabled={start.isPending}>
              {start.isPending ? 'Starting…' : 'Start trip'}
            </Button>
          </div>
        </>
      ) : (
        <p className={styles.text} role="status">
          {state.stage === 'delivered'
            ? 'Delivered: the trip has ended and your position is no longer shared.'
            : `This job is ${STAGE_LABELS[state.stage]}: a trip can be started once it is Booked In.`}
        </p>
      )}
      <div className={styles.back}>
        <AppLink to="/dashboard" className={buttonClassName({ variant: 'ghost' })}>
          Back to Dashboard
        </AppLink>
      </div>
    </section>
  );
}
