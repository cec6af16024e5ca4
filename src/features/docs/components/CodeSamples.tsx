import { useMemo, useState } from 'react';
import { Box, Tabs } from '@radix-ui/themes';
import type { ApiOperation } from '../openapi.model.ts';
import { SAMPLE_LANGUAGES, buildSample, type SampleLanguage } from '../samples.ts';
import { CodeBlock } from './CodeBlock.tsx';

const STORAGE_KEY = 'siteline.docs.sampleLanguage';

/** Sample code in eight languages; the chosen language sticks across operations and visits. */
export function CodeSamples({ operation, origin }: { operation: ApiOperation; origin: string }) {
  const [language, setLanguage] = useState<SampleLanguage>(readLanguage);
  const samples = useMemo(
    () => Object.fromEntries(SAMPLE_LANGUAGES.map(({ id }) => [id, buildSample(id, operation, origin)])) as Record<SampleLanguage, string>,
    [operation, origin],
  );

  const choose = (value: string) => {
    const next = SAMPLE_LANGUAGES.find((l) => l.id === value)?.id;
    if (!next) return;
    setLanguage(next);
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // storage may be disabled; the choice then lasts for this page only
    }
  };

  return (
    <Tabs.Root value={language} onValueChange={choose}>
      <Tabs.List size="1" aria-label="Sample language" style={{ overflowX: 'auto', flexWrap: 'nowrap' }}>
        {SAMPLE_LANGUAGES.map((l) => (
          <Tabs.Trigger key={l.id} value={l.id}>
            {l.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {SAMPLE_LANGUAGES.map((l) => (
        <Tabs.Content key={l.id} value={l.id}>
          <Box pt="3">
            <CodeBlock code={samples[l.id]} label={`${l.label} sample`} />
          </Box>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

function readLanguage(): SampleLanguage {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    return SAMPLE_LANGUAGES.find((l) => l.id === saved)?.id ?? 'curl';
  } catch {
    return 'curl';
  }
}
