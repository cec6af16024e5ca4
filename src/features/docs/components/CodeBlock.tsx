import { useEffect, useRef, useState } from 'react';
import { Box, Code, IconButton, ScrollArea, Tooltip, VisuallyHidden } from '@radix-ui/themes';
import { CheckIcon, CopyIcon } from '@radix-ui/react-icons';
import { useT } from '../../../i18n/useT.ts';

/** A read-only block of code with a copy button in its corner. */
export function CodeBlock({ code, label, maxHeight = 480 }: { code: string; label: string; maxHeight?: number }) {
  const t = useT();
  return (
    <Box position="relative" style={{ background: 'var(--gray-a2)', border: '1px solid var(--gray-a5)', borderRadius: 'var(--radius-3)' }}>
      <ScrollArea scrollbars="both" type="auto" style={{ maxHeight }}>
        {/* Focusable so keyboard users can scroll a long sample (axe: scrollable-region-focusable). */}
        <pre tabIndex={0} role="region" aria-label={label} style={{ margin: 0, padding: 'var(--space-3)', paddingRight: 'var(--space-8)' }}>
          <Code variant="ghost" size="2" style={{ display: 'block', whiteSpace: 'pre', lineHeight: 1.55 }}>
            {code}
          </Code>
        </pre>
      </ScrollArea>
      <Box position="absolute" top="2" right="2">
        <CopyButton text={code} label={t('Copy {what}', { what: label })} />
      </Box>
    </Box>
  );
}

export function CopyButton({ text, label }: { text: string; label: string }) {
  const t = useT();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    const ok = await copyText(text);
    setState(ok ? 'copied' : 'failed');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), 2000);
  };

  const tip = state === 'copied' ? t('Copied') : state === 'failed' ? t('Copy failed') : label;
  return (
    <>
      <Tooltip content={tip}>
        <IconButton size="1" variant="soft" color={state === 'copied' ? 'green' : 'gray'} aria-label={label} onClick={() => void copy()}>
          {state === 'copied' ? <CheckIcon /> : <CopyIcon />}
        </IconButton>
      </Tooltip>
      <VisuallyHidden aria-live="polite">{state === 'copied' ? t('Copied to clipboard') : state === 'failed' ? t('Could not copy') : ''}</VisuallyHidden>
    </>
  );
}

/** The async clipboard needs a secure context; plain-http test hosts fall back to execCommand. */
async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall through to the legacy path
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}
