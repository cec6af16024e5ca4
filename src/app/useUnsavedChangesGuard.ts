// While a form has unsaved changes, leaving asks first: closing or reloading the tab gets the
// browser's own prompt (beforeunload), and following an in-app link (the navigation, a menu) gets a
// confirmation. Links are caught at the document in the capture phase, before wouter's handler.
import { useEffect } from 'react';

export const UNSAVED_CHANGES_PROMPT = 'You have unsaved changes. Leave this page and lose them?';

export function useUnsavedChangesGuard(dirty: boolean, message = UNSAVED_CHANGES_PROMPT) {
  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = ''; // older browsers need a value to show their prompt
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!link || link.target === '_blank' || link.origin !== window.location.origin) return;
      if (link.pathname === window.location.pathname && link.search === window.location.search) return;
      if (!window.confirm(message)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty, message]);
}
