// A server's field message names the request field ("validToPlaceTime: must not be before …"). The
// user reads the label the form shows for that field, in their language; a field not listed here
// keeps its request name (issue 26: no field names where a label exists).
import { msg, t } from './i18n.ts';

const LABELS: Readonly<Record<string, string>> = {
  firstName: msg('First name'),
  lastName: msg('Last name'),
  email: msg('Email'),
  jobTitle: msg('Job title'),
  userRole: msg('Role'),
  timezoneId: msg('Time zone'),
  timezoneName: msg('Time zone'),
  name: msg('Name'),
  description: msg('Description'),
  comment: msg('Comment'),
  validFromPlaceTime: msg('Valid from'),
  validToPlaceTime: msg('Valid to'),
};

/** The label of a request field (its last segment: "contract.deliveryContactEmail" → its own name). */
export function fieldLabel(field: string): string {
  const label = LABELS[field] ?? LABELS[field.split('.').pop() ?? field];
  return label ? t(label) : field;
}
