import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { UpcomingArea } from '../../app/layout/UpcomingArea.tsx';

export default function AlertsPage() {
  return (
    <UpcomingArea
      title="Alerts"
      icon={<ExclamationTriangleIcon width={32} height={32} />}
      summary="Machine alerts and place alerts, and who is notified when they trigger."
    />
  );
}
