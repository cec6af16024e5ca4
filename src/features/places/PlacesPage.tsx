import { SewingPinIcon } from '@radix-ui/react-icons';
import { UpcomingArea } from '../../app/layout/UpcomingArea.tsx';

export default function PlacesPage() {
  return (
    <UpcomingArea
      title="Places"
      icon={<SewingPinIcon width={32} height={32} />}
      summary="Depots, work sites and regions with their geofences, the machines inside them, insights and an event log."
    />
  );
}
