import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@motohaul/design-system';
import { Icon } from '../icons/icons';
import styles from './pickup-entry.module.css';

/** The home page's first step of a quote: where the motorcycle is now (spec §2.3). */
export function PickupEntry() {
  const [pickupLocation, setPickupLocation] = useState('');
  const navigate = useNavigate();
  const inputId = useId();
  const hintId = useId();
  const trimmed = pickupLocation.trim();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!trimmed) return;
    navigate(`/get-quote?${new URLSearchParams({ pickupLocation: trimmed })}`);
  };

  return (
    <form className={styles.entry} onSubmit={onSubmit} aria-label="Start your free quote">
      <label className={styles.label} htmlFor={inputId}>
        Pickup location
      </label>
      <p className={styles.hint} id={hintId}>
        Suburb, postcode or address where your motorcycle is now
      </p>
      <div className={styles.row}>
        <span className={styles.inputWrap}>
          <Icon name="pin" className={styles.inputIcon} />
          <input
            id={inputId}
            className={styles.input}
            type="text"
            name="pickupLocation"
            autoComplete="street-address"
            placeholder="e.g. Parramatta NSW 2150"
            aria-describedby={hintId}
            value={pickupLocation}
            onChange={(event) => setPickupLocation(event.target.value)}
          />
        </span>
        <Button type="submit" size="lg" disabled={!trimmed}>
          Get My Free Quote
        </Button>
      </div>
    </form>
  );
}
