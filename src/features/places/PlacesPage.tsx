import { SewingPinIcon } from '@radix-ui/react-icons';
import { UpcomingArea } from '../../app/layout/UpcomingArea.tsx';
import { msg } from '../../i18n/i18n.ts';

export default function PlacesPage() {
  return (
    <UpcomingArea
      title={msg('Places')}
      icon={<SewingPinIcon width={32} height={32} />}
      summary={msg('Depots, work sites and regions with their geofences, the machines inside them, insights and an event log.')}
    />
  );
}
