import { useEffect, useState } from 'react';
import { Box, Tabs, Text } from '@radix-ui/themes';
import type { ApiOperation } from '../openapi.catalogue.ts';
import { SAMPLE_LANGUAGES, buildSamples, type SampleLanguage, type Samples } from '../samples.ts';
import { CodeBlock } from './CodeBlock.tsx';
import { useT } from '../../../i18n/useT.ts';

const STORAGE_KEY = 'siteline.docs.sampleLanguage';

/** Sample code in eight languages; the chosen language sticks across operations and visits. */
export function CodeSamples({ operation, origin }: { operation: ApiOperation; origin: string }) {
  const t = useT();
  const [language, setLanguage] = useState<SampleLanguage>(readLanguage);
  const samples = useSamples(operation, origin);

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
      <Tabs.List size="1" aria-label={t('Sample language')} style={{ overflowX: 'auto', flexWrap: 'nowrap' }}>
        {SAMPLE_LANGUAGES.map((l) => (
          <Tabs.Trigger key={l.id} value={l.id}>
            {l.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {SAMPLE_LANGUAGES.map((l) => (
        <Tabs.Content key={l.id} value={l.id}>
          <Box pt="3">
            {samples ? (
              <CodeBlock code={samples[l.id]} label={t('{language} sample', { language: l.label })} />
            ) : (
              <Text size="2" color="gray">
                {t('Writing the sample…')}
              </Text>
            )}
          </Box>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

/** The generator answers asynchronously (a microtask); samples of the previous operation are not shown meanwhile. */
function useSamples(operation: ApiOperation, origin: string): Samples | null {
  const [made, setMade] = useState<{ operation: ApiOperation; origin: string; samples: Samples } | null>(null);
  useEffect(() => {
    let current = true;
    void buildSamples(operation, origin).then((samples) => {
      if (current) setMade({ operation, origin, samples });
    });
    return () => {
      current = false;
    };
  }, [operation, origin]);
  return made?.operation === operation && made.origin === origin ? made.samples : null;
}

function readLanguage(): SampleLanguage {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    return SAMPLE_LANGUAGES.find((l) => l.id === saved)?.id ?? 'curl';
  } catch {
    return 'curl';
  }
}
