import { Link, useLocation } from 'wouter';
import { Box, TabNav } from '@radix-ui/themes';

/** Second-level menu of an area (Settings, Analytics, Admin), as tabs under the page header. */
export function SectionTabs({ items }: { items: { label: string; href: string }[] }) {
  const [location] = useLocation();
  return (
    <Box px="4">
      <TabNav.Root>
        {items.map((item) => (
          <TabNav.Link key={item.href} asChild active={location === item.href}>
            <Link href={item.href}>{item.label}</Link>
          </TabNav.Link>
        ))}
      </TabNav.Root>
    </Box>
  );
}
