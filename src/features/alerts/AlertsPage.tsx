import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { UpcomingArea } from '../../app/layout/UpcomingArea.tsx';
import { msg } from '../../i18n/i18n.ts';

export default function AlertsPage() {
  return (
    <UpcomingArea
      title={msg('Alerts')}
      icon={<ExclamationTriangleIcon width={32} height={32} />}
      summary={msg('Machine alerts and place alerts, and who is notified when they trigger.')}
    />
  );
}
