import { ClockIcon } from '@radix-ui/react-icons';
import { UpcomingArea } from '../../app/layout/UpcomingArea.tsx';

export default function ServicePage() {
  return (
    <UpcomingArea
      title="Service"
      icon={<ClockIcon width={32} height={32} />}
      summary="Service planned by engine hours and calendar: what was done this week, what is overdue, soon due, or has no service set up."
    />
  );
}
