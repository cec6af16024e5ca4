import { BackpackIcon } from '@radix-ui/react-icons';
import { UpcomingArea } from '../../app/layout/UpcomingArea.tsx';

export default function CompaniesPage() {
  return <UpcomingArea title="Companies" icon={<BackpackIcon width={32} height={32} />} summary="All customer companies with their users, hardware and machine connections; open a company to help one of its users." />;
}
