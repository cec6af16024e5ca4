// The devices row of a machine that reports through its manufacturer's portal (AEMP): there is no
// unit of ours, so no IMEI, unit battery, GNSS quality or installer, and the portal is the hardware.
// The AEMP import writes it for a machine a feed brings in, the demo seed for its AEMP machines.

export function aempDeviceFields(serialNumber: string, status: number, portal: string | null) {
  return {
    serial_number: serialNumber,
    imei: null,
    telematic_type: 'AEMP',
    integration_source: 'AEMP',
    status,
    battery_level: null,
    gnss_quality: null,
    hardware_unit: portal,
    installer: null,
  };
}
