import { DashboardIcon } from '@radix-ui/react-icons';
import { UpcomingArea } from '../../app/layout/UpcomingArea.tsx';

export default function FleetPage() {
  return <UpcomingArea title="Fleet" icon={<DashboardIcon width={32} height={32} />} summary="Every machine of your company in one grid: sort, filter and search by brand, model, category, depot, engine hours and tags." />;
}
