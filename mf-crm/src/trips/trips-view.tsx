import { RETURN_TRIP_LIMITS, shortDate, type ReturnTrip } from '@motohaul/contracts';
import { Alert, Button, EmptyState, Spinner } from '@motohaul/design-system';
import { toast } from '@motohaul/platform';
import { useDeleteReturnTrip, useReturnTrips } from '../api/return-trips';
import { PageFrame } from '../page-frame/page-frame';
import { TripForm } from './trip-form';
import rows from '../page-frame/list-row.module.css';
import styles from './trips.module.css';
import { LoadError } from '../dashboard/load-error/load-error';

const spaces = (count: number) => `${count} free ${count === 1 ? 'space' : 'spaces'}`;
const days = (trip: Pick<ReturnTrip, 'startDate' | 'endDate'>) =>
  trip.startDate === trip.endDate ? shortDate(trip.startDate) : `${shortDate(trip.startDate)} to ${shortDate(trip.endDate)}`;
const fitting = (count: number) => (count === 0 ? 'No lead for sale fits it yet' : `${count} ${count === 1 ? 'lead' : 'leads'} for sale ${count === 1 ? 'fits' : 'fit'} it`);

/**
 * /dashboard/trips (issue 47 item 4, ADR 0083): the owner's upcoming return trips, added and deleted here; a team
 * member sees them only. Leads that fit a trip are alerted to the owner and marked on the dashboard's Leads tab.
 */
export function TripsView() {
  const trips = useReturnTrips();
  const remove = useDeleteReturnTrip();
  const onDelete = (trip: ReturnTrip) =>
    remove.mutate(trip, {
      onSuccess: () => toast({ title: 'Trip deleted', description: `${trip.fromPlace} to ${trip.toPlace}, ${days(trip)}`, variant: 'success' }),
      onError: (error) => toast({ title: 'The trip could not be deleted', description: error.message, variant: 'destructive' }),
    });

  return (
    <PageFrame heading="Return trips" title="Return trips" wide backToDashboard>
      <p className={styles.text}>
        Driving back empty, or with room on the truck? Add the trip: leads for sale picked up near its start or along the way and dropped off near its
        end, on its dates, are sent to you as ‘Fits your trip’ alerts (push and email, as your alert settings say), even outside your service area.
      </p>
      {trips.isPending && <Spinner label="Loading your trips" />}
      {trips.isError && <LoadError title="Your trips could not load" error={trips.error} onRetry={trips.refetch} />}
      {trips.data && (
        <>
          {trips.data.canEdit ? (
            trips.data.trips.length >= trips.data.maxTrips ? (
              <Alert title={`You have ${trips.data.maxTrips} upcoming trips`}>Delete one you no longer need to add another.</Alert>
            ) : (
              <TripForm />
            )
          ) : (
            <p className={styles.note}>These are the account owner’s trips. Only the owner can add or delete them.</p>
          )}
          <section aria-labelledby="upcoming-trips-heading" className={styles.listSection}>
            <h2 id="upcoming-trips-heading" className={styles.subheading}>
              Upcoming trips
            </h2>
            {trips.data.trips.length === 0 ? (
              <EmptyState title="No upcoming trips" text={trips.data.canEdit ? 'Add a trip above to hear of leads along the way.' : 'The owner has not added any.'} />
            ) : (
              <ul className={styles.trips}>
                {trips.data.trips.map((trip) => (
                  <li key={trip.id} className={rows.row}>
                    <div className={styles.tripText}>
                      <p className={styles.route}>
                        {trip.fromPlace} <span aria-hidden="true">→</span>
                        <span className="mh-visually-hidden"> to </span> {trip.toPlace}
                      </p>
                      <p className={styles.meta}>
                        {days(trip)} · {spaces(trip.freeSpaces)}
                        {trip.fittingLeads !== null && ` · ${fitting(trip.fittingLeads)}`}
                      </p>
                      <p className={styles.places}>
                        {trip.fromLocation} to {trip.toLocation}
                      </p>
                    </div>
                    {trips.data.canEdit && (
                      <Button
                        variant="secondary"
                        size="sm"
                        onClick={() => onDelete(trip)}
                        disabled={remove.isPending && remove.variables?.id === trip.id}
                        aria-label={`Delete the trip ${trip.fromPlace} to ${trip.toPlace}, ${days(trip)}`}
                      >
                        Delete
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
            )}
            <p className={styles.note}>
              A trip shows until its last day. At most {RETURN_TRIP_LIMITS.maxTrips} upcoming trips, of up to {RETURN_TRIP_LIMITS.maxDays} days each.
            </p>
          </section>
        </>
      )}
    </PageFrame>
  );
}
