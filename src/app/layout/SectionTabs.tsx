import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { Box, TabNav } from '@radix-ui/themes';
import { useT } from '../../i18n/useT.ts';

/** Second-level menu of an area (Settings, Analytics, Admin), as tabs under the page header; labels in English (msg()), shown translated. */
export function SectionTabs({ items }: { items: { label: string; href: string }[] }) {
  const [location] = useLocation();
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  // On a phone the tabs scroll sideways: the active one is brought into view (Admin's third tab was cut off).
  useEffect(() => {
    const reveal = () => box.current?.querySelector('[data-active]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    reveal();
    window.addEventListener('resize', reveal);
    return () => window.removeEventListener('resize', reveal);
  }, [location]);
  return (
    <Box px="4" ref={box}>
      {/* Radix names its nav "Main" unless told: that is the side navigation's name, and English. */}
      <TabNav.Root aria-label={t('Sections')}>
        {items.map((item) => (
          <TabNav.Link key={item.href} asChild active={location === item.href}>
            <Link href={item.href}>{t(item.label)}</Link>
          </TabNav.Link>
        ))}
      </TabNav.Root>
    </Box>
  );
}
