import { useEffect, useRef, useState } from 'react';
import {
  DEFAULT_SERVICE_RADIUS_KM,
  SERVICE_AREA_OUTSIDE_AUSTRALIA,
  SERVICE_RADII_KM,
  serviceAreaSchema,
  validate,
  type CurrentUser,
} from '@motohaul/contracts';
import { AddressCombobox, FormDialog, Select } from '@motohaul/design-system';
import { toast, attachPlaces, fetchLocalities, fetchPlacesKey } from '@motohaul/platform';
import { useServiceAreaMutation } from '../../api/account';
import { usePlacesSearch } from './use-places-search';

const INVALID_LOCATION = 'Please select a valid service location.';

/** A chosen service location: what is shown and saved, and where it is. */
interface ServiceLocation {
  label: string;
  latitude: number;
  longitude: number;
}

export interface ServiceAreaDialogProps {
  open: boolean;
  onClose: () => void;
  /** The signed-in provider: the dialog opens with their current service location and radius. */
  user?: CurrentUser | null;
  /** Reads the places key (the design-system's once-a-page request unless told otherwise). */
  loadPlacesKey?: () => Promise<string | null>;
}

/** The user's saved location when it has coordinates, else none. */
function savedLocation(user: CurrentUser | null | undefined): ServiceLocation | null {
  const { serviceLocation, serviceLatitude, serviceLongitude } = user ?? {};
  if (!serviceLocation || typeof serviceLatitude !== 'number' || typeof serviceLongitude !== 'number') return null;
  return { label: serviceLocation, latitude: serviceLatitude, longitude: serviceLongitude };
}

/**
 * 'Manage Service Area' (spec §5): a location with coordinates, from the Australia-restricted place search when a
 * places key is configured, else from the built-in search of every Australian locality (GET /api/localities,
 * ADR 0011); and a radius. PATCH /api/auth/update-service-area.
 */
export function ServiceAreaDialog(props: ServiceAreaDialogProps) {
  // Mounted only while open, so each opening starts from the user's saved service area.
  return props.open ? <ServiceAreaForm {...props} /> : null;
}

function ServiceAreaForm({ onClose, user, loadPlacesKey = fetchPlacesKey }: ServiceAreaDialogProps) {
  const saved = savedLocation(user);
  const savedRadius = SERVICE_RADII_KM.find((km) => km === user?.serviceRadius) ?? DEFAULT_SERVICE_RADIUS_KM;
  const [chosen, setChosen] = useState<ServiceLocation | null>(saved);
  const [text, setText] = useState(saved?.label ?? '');
  const [radius, setRadius] = useState(String(savedRadius));
  const [error, setError] = useState<string | null>(null);
  const search = usePlacesSearch(loadPlacesKey);
  const placesInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const input = placesInput.current;
    if (search.mode !== 'places' || !input) return undefined;
    return attachPlaces(
      search.places,
      input,
      (address, pick) => {
        setText(address);
        setError(null);
        setChosen(
          pick.latitude !== undefined && pick.longitude !== undefined ? { label: address, latitude: pick.latitude, longitude: pick.longitude } : null,
        );
      },
      { withCoordinates: true },
    );
  }, [search]);

  const save = useServiceAreaMutation({
    onSuccess: () => {
      toast({ title: 'Service area updated', description: `${chosen?.label ?? ''}, within ${radius} km.`, variant: 'success' });
      onClose();
    },
    onError: () => toast({ title: 'Error', description: 'Failed to update service area. Please try again.', variant: 'destructive' }),
  });

  const submit = () => {
    const result = validate(serviceAreaSchema, {
      serviceLocation: chosen?.label,
      serviceLatitude: chosen?.latitude,
      serviceLongitude: chosen?.longitude,
      serviceRadius: Number(radius),
    });
    if (!result.success) {
      // A place outside Australia (ADR 0050) says so; anything else is the spec's 'no valid location'.
      const message = result.fieldErrors.serviceLocation?.[0] === SERVICE_AREA_OUTSIDE_AUSTRALIA ? SERVICE_AREA_OUTSIDE_AUSTRALIA : INVALID_LOCATION;
      setError(message);
      toast({ title: 'Error', description: message, variant: 'destructive' });
      return;
    }
    setError(null);
    save.mutate(result.output);
  };

  return (
    <FormDialog
      open
      onClose={onClose}
      title="Manage Service Area"
      description="Choose where you operate and how far you travel. New leads in your area are announced to you."
      submitLabel="Save Service Area"
      submitting={save.isPending}
      submittingLabel="Saving"
      onSubmit={submit}
    >
      {/* One input for both modes: the places widget binds to it once the script is ready. */}
      <AddressCombobox
        searchLocalities={fetchLocalities}
        ref={placesInput}
        id="service-location"
        label="Service location"
        hint={search.mode === 'places' ? 'Start typing, then choose a place from the list.' : 'Type a suburb or postcode, then choose it from the list.'}
        mode={search.mode === 'places' ? 'places' : 'built-in'}
        value={text}
        error={error}
        onValueChange={(value) => {
          setText(value);
          // Typing after a choice leaves no chosen place until another is picked.
          if (value !== chosen?.label) setChosen(null);
        }}
        onSuggestionChosen={({ value, locality }) => {
          setChosen({ label: value, latitude: locality.latitude, longitude: locality.longitude });
          setError(null);
        }}
      />
      <Select
        label="Service radius"
        value={radius}
        options={SERVICE_RADII_KM.map((km) => ({ value: String(km), label: `${km} km` }))}
        onChange={(event) => setRadius(event.target.value)}
      />
    </FormDialog>
  );
}
