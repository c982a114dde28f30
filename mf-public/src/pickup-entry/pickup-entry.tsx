import { useRef, useState, type FormEvent } from 'react';
import { AddressCombobox, Button } from '@motohaul/design-system';
import { useNavigation, useAddressMode, fetchLocalities } from '@motohaul/platform';
import { Icon } from '../icons/icons';
import styles from './pickup-entry.module.css';

/** The home page's first step of a quote: where the motorcycle is now (spec §2.3), with address suggestions (§4). */
export function PickupEntry() {
  const [pickupLocation, setPickupLocation] = useState('');
  const { navigate } = useNavigation();
  const inputRef = useRef<HTMLInputElement>(null);
  const mode = useAddressMode(inputRef, setPickupLocation);
  const trimmed = pickupLocation.trim();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!trimmed) return;
    navigate(`/get-quote?${new URLSearchParams({ pickupLocation: trimmed })}`);
  };

  return (
    <form className={styles.entry} onSubmit={onSubmit} aria-label="Start your free quote">
      <div className={styles.row}>
        <AddressCombobox
          searchLocalities={fetchLocalities}
          ref={inputRef}
          id="home-pickup-location"
          label="Pickup location"
          hint="Suburb, postcode or address where your motorcycle is now"
          placeholder="e.g. Parramatta NSW 2150"
          value={pickupLocation}
          onValueChange={setPickupLocation}
          mode={mode}
          wrapperClassName={styles.field}
          before={<Icon name="pin" />}
        />
        <Button type="submit" size="lg" disabled={!trimmed} className={styles.submit}>
          Get My Free Quote
        </Button>
      </div>
    </form>
  );
}
