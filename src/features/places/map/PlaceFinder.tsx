// The places dropdown on the map (GET /web/v1/places/places): type to find a place and open it.
// A company may have thousands of places, so the list is searched, and shows at most 50 matches.
import { useMemo, useState } from 'react';
import { useQuery } from 'urql';
import { Box, Button, Flex, Popover, ScrollArea, Text, TextField } from '@radix-ui/themes';
import { MagnifyingGlassIcon } from '@radix-ui/react-icons';
import { graphql } from '../../../graphql/graphql.ts';
import { useRefetchOnPlacesChange } from '../placesRefresh.ts';
import { useT } from '../../../i18n/useT.ts';
import { PLACE_COLORS } from './placesLayer.view.ts';

export const PlaceListQuery = graphql(`
  query PlaceList {
    placeList {
      data {
        id
        name
        placeType
        placeTypeFormatted
      }
    }
  }
`);

const SHOWN = 50;
const css = ([r, g, b]: readonly number[]) => `rgb(${r}, ${g}, ${b})`;

export function PlaceFinder({ onOpen }: { onOpen: (placeId: number) => void }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [result, refetch] = useQuery({ query: PlaceListQuery, requestPolicy: 'cache-and-network' });
  useRefetchOnPlacesChange(refetch);
  const places = useMemo(() => (result.data?.placeList?.data ?? []).filter((p) => p !== null), [result.data]);
  const matches = useMemo(() => {
    const q = query.trim().toLowerCase();
    return (q ? places.filter((p) => p.name.toLowerCase().includes(q)) : places).slice(0, SHOWN);
  }, [places, query]);

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger>
        <Button variant="surface" size="2" aria-label={t('Find a place')}>
          <MagnifyingGlassIcon /> {t('Places')}
        </Button>
      </Popover.Trigger>
      <Popover.Content size="1" width="300px" data-testid="place-finder">
        <Flex direction="column" gap="2">
          <TextField.Root placeholder={t('Find a place')} value={query} autoFocus onChange={(e) => setQuery(e.target.value)} aria-label={t('Find a place')} />
          <ScrollArea style={{ maxHeight: 300 }}>
            <Flex direction="column" role="listbox" aria-label={t('Places')}>
              {matches.map((p) => (
                <Box
                  key={p.id}
                  role="option"
                  aria-selected={false}
                  tabIndex={0}
                  onClick={() => {
                    setOpen(false);
                    onOpen(p.id);
                  }}
                  onKeyDown={(e) => {
                    if (e.key !== 'Enter') return;
                    setOpen(false);
                    onOpen(p.id);
                  }}
                  style={{ padding: '6px 8px', cursor: 'pointer', borderRadius: 4 }}
                  className="place-finder-option"
                >
                  <Flex align="center" gap="2">
                    <span aria-hidden style={{ width: 10, height: 10, borderRadius: 2, background: css(PLACE_COLORS[p.placeType]?.line ?? [0, 0, 0]) }} />
                    <Text size="2" style={{ flex: 1 }} truncate>
                      {p.name}
                    </Text>
                    <Text size="1" color="gray">
                      {t(p.placeTypeFormatted)}
                    </Text>
                  </Flex>
                </Box>
              ))}
              {matches.length === 0 ? (
                <Text size="2" color="gray">
                  {places.length === 0 ? t('You do not have any places yet') : t('No matching place')}
                </Text>
              ) : null}
            </Flex>
          </ScrollArea>
          {places.length > SHOWN && !query ? (
            <Text size="1" color="gray">
              {t('{count} places: type to narrow the list.', { count: places.length })}
            </Text>
          ) : null}
        </Flex>
      </Popover.Content>
    </Popover.Root>
  );
}
