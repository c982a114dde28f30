import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, apiClient, DEFAULT_SERVICE_RADIUS_KM, SERVICE_RADII_KM, serviceAreaSchema, validate } from '@motohaul/contracts';
import { Button, Dialog, Select, toast } from '@motohaul/design-system';
import { SERVICE_LOCATIONS } from './suburb-coordinates';

const FORM_ID = 'service-area-form';
const INVALID_LOCATION = 'Please select a valid service location.';

/** 'Manage Service Area': a built-in location with coordinates and a radius; PATCH /api/auth/update-service-area. */
export function ServiceAreaDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [location, setLocation] = useState('');
  const [radius, setRadius] = useState(String(DEFAULT_SERVICE_RADIUS_KM));
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (input: unknown) => apiClient.patch(API_PATHS.updateServiceArea, input),
    onSuccess: async () => {
      toast({ title: 'Service area updated', description: `${location}, within ${radius} km.`, variant: 'success' });
      // The shell's current-user query (spec §7: refreshes GET /api/auth/me).
      await queryClient.invalidateQueries({ queryKey: ['auth', 'me'] });
      onClose();
    },
    onError: () => toast({ title: 'Error', description: 'Failed to update service area. Please try again.', variant: 'destructive' }),
  });

  const submit = () => {
    const chosen = SERVICE_LOCATIONS.find((item) => item.label === location);
    const result = validate(serviceAreaSchema, {
      serviceLocation: chosen?.label,
      serviceLatitude: chosen?.latitude,
      serviceLongitude: chosen?.longitude,
      serviceRadius: Number(radius),
    });
    if (!result.success) {
      setError(INVALID_LOCATION);
      toast({ title: 'Error', description: INVALID_LOCATION, variant: 'destructive' });
      return;
    }
    setError(null);
    save.mutate(result.output);
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Manage Service Area"
      description="Choose where you operate and how far you travel. New leads in your area are announced to you."
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} loading={save.isPending} loadingLabel="Saving">
            Save Service Area
          </Button>
        </>
      }
    >
      <form
        id={FORM_ID}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Select
          label="Service location"
          placeholder="Choose a location"
          value={location}
          error={error}
          options={SERVICE_LOCATIONS.map((item) => ({ value: item.label, label: item.label }))}
          onChange={(event) => {
            setLocation(event.target.value);
            setError(null);
          }}
        />
        <Select
          label="Service radius"
          value={radius}
          options={SERVICE_RADII_KM.map((km) => ({ value: String(km), label: `${km} km` }))}
          onChange={(event) => setRadius(event.target.value)}
        />
      </form>
    </Dialog>
  );
}
