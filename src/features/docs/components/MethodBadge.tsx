import { Badge } from '@radix-ui/themes';
import type { HttpMethod } from '../openapi.catalogue.ts';

type BadgeColor = 'blue' | 'green' | 'amber' | 'orange' | 'red' | 'gray';

const METHOD_COLORS: Record<HttpMethod, BadgeColor> = {
  get: 'blue',
  post: 'green',
  put: 'amber',
  patch: 'orange',
  delete: 'red',
  head: 'gray',
  options: 'gray',
  trace: 'gray',
};

export function MethodBadge({ method, size = '1' }: { method: HttpMethod; size?: '1' | '2' | '3' }) {
  return (
    <Badge
      color={METHOD_COLORS[method]}
      variant="soft"
      size={size}
      style={{ fontFamily: 'var(--code-font-family)', minWidth: size === '1' ? 52 : undefined, justifyContent: 'center' }}
    >
      {method.toUpperCase()}
    </Badge>
  );
}

export function statusColor(status: string): BadgeColor {
  if (status.startsWith('2')) return 'green';
  if (status.startsWith('3')) return 'blue';
  if (status.startsWith('4')) return 'amber';
  if (status.startsWith('5')) return 'red';
  return 'gray';
}
