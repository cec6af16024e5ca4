// A new place alert (?alertId=new): first what the form starts from (the users dictionary for its
// recipients; the places that have no alert yet, as one place has at most one alert), then the form.
import { useEffect, useState } from 'react';
import type { PlaceAlertFormOutput } from '../../../machines/placeAlertForm/placeAlertForm.types.ts';
import { apiClient } from '../../graphql/apiClient.ts';
import { describeApiError } from '../../graphql/errors.ts';
import { throwIfFailed } from '../../graphql/unwrap.ts';
import { graphql } from '../../graphql/graphql.ts';
import { useT } from '../../i18n/useT.ts';
import { AlertPanelFrame, PanelLoadFailed, PanelLoading } from './AlertPanelFrame.tsx';
import { placesWithAlerts } from './alerts.grid.ts';
import { PlaceAlertPanel } from './PlaceAlertPanel.tsx';

const NewAlertOptionsQuery = graphql(`
  query NewPlaceAlertOptions {
    dictionaryUsers {
      data {
        id
        name
      }
    }
    placeList {
      data {
        id
        name
      }
    }
  }
`);

type Named = { id: number; name: string };
type Options = { users: Named[]; places: Named[] };

async function loadOptions(): Promise<Options> {
  const [result, taken] = await Promise.all([apiClient.query(NewAlertOptionsQuery, {}, { requestPolicy: 'network-only' }).toPromise(), placesWithAlerts()]);
  throwIfFailed(result);
  const named = (items: readonly (Named | null)[] | undefined) => (items ?? []).filter((i): i is Named => i !== null);
  return { users: named(result.data?.dictionaryUsers?.data), places: named(result.data?.placeList?.data).filter((p) => !taken.has(p.id)) };
}

interface Props {
  currentUserId: number | null;
  onClose: () => void;
  onChanged: () => void;
  onDone: (output: PlaceAlertFormOutput) => void;
}

export function NewPlaceAlertPanel({ currentUserId, onClose, onChanged, onDone }: Props) {
  const t = useT();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ options: Options } | { error: string } | null>(null);
  useEffect(() => {
    let live = true;
    loadOptions().then(
      (options) => live && setState({ options }),
      (error: unknown) => live && setState({ error: describeApiError(error as never, 'The alert could not be loaded') }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  if (state !== null && 'options' in state)
    return (
      <PlaceAlertPanel
        alertId={null}
        users={state.options.users}
        currentUserId={currentUserId}
        places={state.options.places}
        onClose={onClose}
        onChanged={onChanged}
        onDone={onDone}
      />
    );
  return (
    <AlertPanelFrame title={t('New place alert')} onClose={onClose}>
      {state === null ? (
        <PanelLoading />
      ) : (
        <PanelLoadFailed
          text={state.error}
          onRetry={() => {
            setState(null);
            setAttempt((a) => a + 1);
          }}
        />
      )}
    </AlertPanelFrame>
  );
}
