import type { ReactNode } from 'react';
import { Flex } from '@radix-ui/themes';

/** A full-height page column inside the shell: header on top, content filling the rest. */
export function Page({ children }: { children: ReactNode }) {
  return (
    <Flex direction="column" style={{ height: '100%', minHeight: 0, overflow: 'hidden' }}>
      {children}
    </Flex>
  );
}
