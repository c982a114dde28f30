import { Card, Switch } from '@motohaul/design-system';
import { toast } from '@motohaul/platform';
import { usePriceGuideSetting, useSetPriceGuide } from '../../api/settings';
import { LoadState } from '../load-state';

/** The admin's product switches: the rider's price guide (issue 47 item 1), on or off for everyone, audited. */
export function SettingsTab() {
  const setting = usePriceGuideSetting();
  const change = useSetPriceGuide({
    onSuccess: ({ enabled }) =>
      toast({
        title: enabled ? 'Price guide turned on' : 'Price guide turned off',
        description: enabled ? 'Riders see what others paid for similar trips.' : 'Riders no longer see a price guide.',
        variant: 'success',
      }),
    onError: (error) => toast({ title: 'Could not change the price guide', description: error.message, variant: 'destructive' }),
  });
  if (!setting.isSuccess) return <LoadState what="the settings" query={setting} />;
  return (
    <Card as="section" aria-labelledby="price-guide-setting-heading">
      <h2 id="price-guide-setting-heading" className="mh-card__title">
        Rider price guide
      </h2>
      <Switch
        label="Show riders what others paid for similar trips"
        hint="On the quote wizard's last step, the success page and the status page. It shows only when at least 5 delivered jobs of 3 providers back it, and only the middle half of their prices."
        checked={setting.data.enabled}
        disabled={change.isPending}
        onChange={(enabled) => change.mutate({ enabled })}
      />
    </Card>
  );
}
