import { Link, useLocation } from 'wouter';
import { Box, TabNav } from '@radix-ui/themes';
import { useT } from '../../i18n/useT.ts';

/** Second-level menu of an area (Settings, Analytics, Admin), as tabs under the page header; labels in English (msg()), shown translated. */
export function SectionTabs({ items }: { items: { label: string; href: string }[] }) {
  const [location] = useLocation();
  const t = useT();
  return (
    <Box px="4">
      <TabNav.Root>
        {items.map((item) => (
          <TabNav.Link key={item.href} asChild active={location === item.href}>
            <Link href={item.href}>{t(item.label)}</Link>
          </TabNav.Link>
        ))}
      </TabNav.Root>
    </Box>
  );
}
