import { useState, type FormEvent } from 'react';
import { ApiError, RETURN_TRIP_LIMITS, returnTripSchema, todayInSydney, validate, type FieldErrors } from '@motohaul/contracts';
import { AddressCombobox, Alert, Button, Select, TextField } from '@motohaul/design-system';
import { fetchLocalities, toast } from '@motohaul/platform';
import { useAddReturnTrip } from '../api/return-trips';
import styles from './trips.module.css';

interface Values {
  fromLocation: string;
  toLocation: string;
  startDate: string;
  endDate: string;
  freeSpaces: string;
}
const EMPTY: Values = { fromLocation: '', toLocation: '', startDate: '', endDate: '', freeSpaces: '1' };

const SPACE_OPTIONS = Array.from({ length: RETURN_TRIP_LIMITS.maxSpaces }, (_, index) => {
  const spaces = index + RETURN_TRIP_LIMITS.minSpaces;
  return { value: String(spaces), label: `${spaces} ${spaces === 1 ? 'motorcycle' : 'motorcycles'}` };
});

/**
 * 'Add a trip': from and to picked from the localities the quote wizard suggests, the dates, and the free space. The
 * contracts schema checks it here first (the same messages as the API's); the API places the two localities.
 */
export function TripForm() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const add = useAddReturnTrip();
  const set = (key: keyof Values, value: string) => setValues((current) => ({ ...current, [key]: value }));
  const errorOf = (key: keyof Values) => errors[key]?.[0];
  const today = todayInSydney();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (add.isPending) return;
    const input = { ...values, freeSpaces: Number(values.freeSpaces) };
    const checked = validate(returnTripSchema, input);
    if (!checked.success) {
      setErrors(checked.fieldErrors);
      return;
    }
    setErrors({});
    add.mutate(checked.output, {
      onSuccess: (trip) => {
        setValues(EMPTY);
        toast({ title: 'Trip added', description: `${trip.fromPlace} to ${trip.toPlace}: leads that fit it will be marked and alerted to you.`, variant: 'success' });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fieldErrors) setErrors(error.fieldErrors);
      },
    });
  };
  const refused = add.error instanceof ApiError && add.error.fieldErrors ? null : add.error;

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="add-trip-heading" className={styles.form}>
      <h2 id="add-trip-heading" className={styles.subheading}>
        Add a trip
      </h2>
      {refused && <Alert variant="destructive">{refused.message || 'The trip could not be added'}</Alert>}
      <div className={styles.places}>
        <AddressCombobox
          id="trip-from"
          label="From"
          placeholder="Suburb or postcode"
          hint="Where you set off: choose a place from the list."
          mode="built-in"
          searchLocalities={fetchLocalities}
          value={values.fromLocation}
          onValueChange={(value) => set('fromLocation', value)}
          error={errorOf('fromLocation')}
          required
        />
        <AddressCombobox
          id="trip-to"
          label="To"
          placeholder="Suburb or postcode"
          hint="Where the trip ends."
          mode="built-in"
          searchLocalities={fetchLocalities}
          value={values.toLocation}
          onValueChange={(value) => set('toLocation', value)}
          error={errorOf('toLocation')}
          required
        />
      </div>
      <div className={styles.row}>
        <TextField label="Leaving on" type="date" min={today} value={values.startDate} onChange={(event) => set('startDate', event.target.value)} error={errorOf('startDate')} required />
        <TextField label="Arriving by" type="date" min={values.startDate || today} value={values.endDate} onChange={(event) => set('endDate', event.target.value)} error={errorOf('endDate')} required />
        <Select label="Free space" options={SPACE_OPTIONS} value={values.freeSpaces} onChange={(event) => set('freeSpaces', event.target.value)} error={errorOf('freeSpaces')} />
      </div>
      <div className={styles.actions}>
        <Button type="submit" loading={add.isPending} loadingLabel="">
          {add.isPending ? 'Adding...' : 'Add trip'}
        </Button>
      </div>
    </form>
  );
}
