import { useEffect, useRef, useState, type FormEvent } from 'react';
import { AddressCombobox, Button } from '@motohaul/design-system';
import { useNavigation, useAddressMode, fetchLocalities } from '@motohaul/platform';
import { Icon } from '../icons/icons';
import styles from './pickup-entry.module.css';

/** Where the entry leads, and the query parameter the wizard prefills its pickup from. */
const QUOTE_PATH = '/get-quote';
const PICKUP_PARAM = 'pickupLocation';

/** The home page's first step of a quote: where the motorcycle is now (spec §2.3), with address suggestions (§4). */
export function PickupEntry() {
  const [pickupLocation, setPickupLocation] = useState('');
  const { navigate } = useNavigation();
  const inputRef = useRef<HTMLInputElement>(null);
  const mode = useAddressMode(inputRef, setPickupLocation);
  const trimmed = pickupLocation.trim();
  // The server's markup (and the first render that hydrates it) leaves the button enabled: without JavaScript the
  // form is sent as it is, a GET of the wizard with the pickup (an empty one starts the wizard empty). Once the page
  // runs, a blank pickup cannot be sent.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!trimmed) return;
    navigate(`${QUOTE_PATH}?${new URLSearchParams({ [PICKUP_PARAM]: trimmed })}`);
  };

  return (
    <form className={styles.entry} action={QUOTE_PATH} method="get" onSubmit={onSubmit} aria-label="Start your free quote">
      <div className={styles.row}>
        <AddressCombobox
          searchLocalities={fetchLocalities}
          ref={inputRef}
          id="home-pickup-location"
          name={PICKUP_PARAM}
          label="Pickup location"
          hint="Suburb, postcode or address where your motorcycle is now"
          placeholder="e.g. Parramatta NSW 2150"
          value={pickupLocation}
          onValueChange={setPickupLocation}
          mode={mode}
          wrapperClassName={styles.field}
          before={<Icon name="pin" />}
        />
        <Button type="submit" size="lg" disabled={hydrated && !trimmed} className={styles.submit}>
          Get My Free Quote
        </Button>
      </div>
    </form>
  );
}
