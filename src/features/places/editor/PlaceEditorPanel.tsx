// The place editor's panel on the map: the drawing hint while the geofence is drawn, then the form
// with Save / Cancel / Redraw; a confirmation before unsaved changes are dropped. All state is the
// placeEditor machine's; the drawing itself is PlaceDrawControl's. On a phone the panel is a bottom
// sheet under the map (SidePanel's sheetOnPhone) and the hints speak of taps.
import { useSelector } from '@xstate/react';
import { AlertDialog, Button, Callout, Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import { ExclamationTriangleIcon, Pencil2Icon } from '@radix-ui/react-icons';
import { formProblems, problemsByField } from '../../../../machines/placeEditor/placeEditor.form.ts';
import { PLACE_LOAD_FAILED } from '../../../../machines/placeEditor/placeEditor.machine.ts';
import { useNarrowScreen } from '../../../app/useNarrowScreen.ts';
import { useT } from '../../../i18n/useT.ts';
import { SidePanel } from '../details/SidePanel.tsx';
import { serverText } from '../../../i18n/serverText.ts';
import { PlaceForm } from './PlaceForm.tsx';
import type { PlaceEditorActor } from './usePlaceEditor.ts';

export function PlaceEditorPanel({ actor }: { actor: PlaceEditorActor }) {
  const t = useT();
  const phone = useNarrowScreen();
  const creating = useSelector(actor, (s) => s.context.placeId === null);
  const view = useSelector(actor, (s) =>
    (['view:loading', 'view:error', 'view:drawing', 'view:form', 'view:confirmDiscard'] as const).find((t) => s.hasTag(t)),
  );
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const values = useSelector(actor, (s) => s.context.values);
  const geofence = useSelector(actor, (s) => s.context.geofence);
  const submitted = useSelector(actor, (s) => s.context.submitted);
  const serverErrors = useSelector(actor, (s) => s.context.serverErrors);
  const drawnBefore = geofence.length > 0;
  const problems = problemsByField({ ...(submitted ? formProblems(values, geofence) : {}), ...serverErrors });
  // A drawn geofence's own problems show at once: the user just drew it.
  const geofenceProblem = problems.geofence ?? (drawnBefore ? problemsByField(formProblems(values, geofence)).geofence : undefined);
  const title = creating ? t('New place') : values.name ? t('Edit {name}', { name: values.name }) : t('Edit place');

  return (
    <SidePanel label={t('Place editor')} testId="place-editor" sheetOnPhone>
      <Heading as="h2" size="4">
        {title}
      </Heading>
      {view === 'view:loading' ? <Spinner size="3" m="auto" /> : null}
      {view === 'view:error' ? (
        <Flex direction="column" gap="2">
          <Text color="red" role="alert">
            {t(PLACE_LOAD_FAILED)}
          </Text>
          <Flex gap="2">
            <Button onClick={() => actor.send({ type: 'place.retry' })}>{t('Try again')}</Button>
            <Button variant="soft" color="gray" onClick={() => actor.send({ type: 'place.cancelRequested' })}>
              {t('Close')}
            </Button>
          </Flex>
        </Flex>
      ) : null}
      {view === 'view:drawing' || (view === 'view:confirmDiscard' && !drawnBefore) ? (
        <Flex direction="column" gap="3">
          <Callout.Root color="blue" data-testid="draw-hint">
            <Callout.Icon>
              <Pencil2Icon />
            </Callout.Icon>
            <Callout.Text>
              {phone
                ? t('Tap the map to set the corners of the geofence. Tap the first corner again to close it. Drag the map between taps to move around.')
                : t(
                    'Click on the map to set the corners of the geofence. Click the first corner again (or press Enter) to close it. Drag the map between clicks to move around.',
                  )}
            </Callout.Text>
          </Callout.Root>
          <Flex justify="end">
            <Button variant="soft" color="gray" onClick={() => actor.send({ type: 'place.cancelRequested' })}>
              {t('Cancel')}
            </Button>
          </Flex>
        </Flex>
      ) : null}
      {view === 'view:form' || (view === 'view:confirmDiscard' && drawnBefore) ? (
        <>
          {geofenceProblem ? (
            <Callout.Root color="red" role="alert" size="1">
              <Callout.Icon>
                <ExclamationTriangleIcon />
              </Callout.Icon>
              <Callout.Text>{serverText(geofenceProblem)}</Callout.Text>
            </Callout.Root>
          ) : (
            <Text size="1" color="gray">
              {phone
                ? t('Drag a corner to reshape the geofence, a midpoint to add a corner.')
                : t('Drag a corner to reshape the geofence, a midpoint to add a corner; right-click a corner to remove it.')}
            </Text>
          )}
          <PlaceForm
            values={values}
            problems={problems}
            disabled={busy}
            onChange={(field, value) => actor.send({ type: 'place.fieldChanged', field, value })}
          />
          <Flex gap="2" justify="end" wrap="wrap" style={{ position: 'sticky', bottom: -16, background: 'var(--color-panel-solid)', padding: '8px 0' }}>
            <Button variant="ghost" disabled={busy} onClick={() => actor.send({ type: 'place.redrawRequested' })}>
              {t('Redraw geofence')}
            </Button>
            <Button variant="soft" color="gray" disabled={busy} onClick={() => actor.send({ type: 'place.cancelRequested' })}>
              {t('Cancel')}
            </Button>
            <Button loading={busy} onClick={() => actor.send({ type: 'place.saveRequested' })}>
              {creating ? t('Save place') : t('Save changes')}
            </Button>
          </Flex>
        </>
      ) : null}
      <AlertDialog.Root open={view === 'view:confirmDiscard'}>
        <AlertDialog.Content maxWidth="420px">
          <AlertDialog.Title>{t('Discard changes?')}</AlertDialog.Title>
          <AlertDialog.Description size="2">{t('The place has changes that are not saved.')}</AlertDialog.Description>
          <Flex gap="3" justify="end" mt="4">
            <Button variant="soft" color="gray" onClick={() => actor.send({ type: 'place.discardCancelled' })}>
              {t('Keep editing')}
            </Button>
            <Button color="red" onClick={() => actor.send({ type: 'place.discardConfirmed' })}>
              {t('Discard')}
            </Button>
          </Flex>
        </AlertDialog.Content>
      </AlertDialog.Root>
    </SidePanel>
  );
}
