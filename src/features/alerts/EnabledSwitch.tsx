// The alert's Enabled switch, the same on the machine and the place alert panels.
import { Flex, Switch, Text } from '@radix-ui/themes';
import { useT } from '../../i18n/useT.ts';

export function EnabledSwitch({ checked, disabled, onChange }: { checked: boolean; disabled: boolean; onChange: (enabled: boolean) => void }) {
  const t = useT();
  return (
    <Text as="label" size="2" weight="medium">
      <Flex gap="2" align="center">
        <Switch checked={checked} disabled={disabled} onCheckedChange={(v) => onChange(v === true)} />
        {t('Enabled')}
      </Flex>
    </Text>
  );
}
