// A column heading with its explanation: hover or focus the heading's info button (keyboard users
// reach it with Tab) and the tooltip says how the figure is computed.
import { InfoCircledIcon } from '@radix-ui/react-icons';
import { Flex, IconButton, Text, Tooltip } from '@radix-ui/themes';
import { useT } from '../../i18n/useT.ts';

export function FigureHeader({ label, explain, align = 'end' }: { label: string; explain: string; align?: 'start' | 'end' }) {
  const t = useT();
  return (
    <Flex gap="1" align="center" justify={align} wrap="nowrap">
      <Text size="2" style={align === 'end' ? { whiteSpace: 'nowrap' } : undefined}>
        {t(label)}
      </Text>
      <Tooltip content={t(explain)}>
        <IconButton size="1" variant="ghost" color="gray" radius="full" aria-label={t('How {figure} is computed', { figure: t(label) })}>
          <InfoCircledIcon />
        </IconButton>
      </Tooltip>
    </Flex>
  );
}
