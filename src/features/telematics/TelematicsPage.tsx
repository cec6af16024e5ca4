import { MobileIcon } from '@radix-ui/react-icons';
import { UpcomingArea } from '../../app/layout/UpcomingArea.tsx';

export default function TelematicsPage() {
  return <UpcomingArea title="Telematics" icon={<MobileIcon width={32} height={32} />} summary="Your telematics devices: serial, IMEI, type, integration source, status, battery level, GNSS quality and last communication." />;
}
