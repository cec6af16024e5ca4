import { BarChartIcon } from '@radix-ui/react-icons';
import { Redirect, useLocation } from 'wouter';
import { SectionTabs } from '../../app/layout/SectionTabs.tsx';
import { UpcomingArea } from '../../app/layout/UpcomingArea.tsx';

export default function AnalyticsArea() {
  const [location] = useLocation();
  if (location === '/analytics') return <Redirect to="/analytics/reports" replace />;
  const picking = location.startsWith('/analytics/reports/usage-report');
  return (
    <UpcomingArea
      title="Analytics"
      icon={<BarChartIcon width={32} height={32} />}
      summary={
        picking
          ? 'Pick the machines for a usage report (up to 10,000) and download it as an Excel file.'
          : 'Usage reports of your machines over a period, as Excel files.'
      }
    >
      <SectionTabs items={[{ label: 'Reports', href: '/analytics/reports' }]} />
    </UpcomingArea>
  );
}
