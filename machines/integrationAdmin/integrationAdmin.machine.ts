import { assign, setup } from 'xstate';
import { failureText } from '../callFailure.ts';
import { deleteIntegration, importFeed, loadIntegration, loadProviders, refreshIntegration, saveIntegration } from './integrationAdmin.actors.ts';
import type {
  IntegrationAdminContext,
  IntegrationAdminEvent,
  IntegrationAdminFailure,
  IntegrationAdminNotice,
  IntegrationDetail,
  IntegrationSummary,
  Provider,
} from './integrationAdmin.types.ts';
import { integrationNameError } from './integrationAdmin.validation.ts';
import { msg } from '../i18n.ts';

/** Platform spec, section 8 (integrations). */
export const INTEGRATION_LOAD_FAILED = msg('Error while getting specific integration. Please try again later');
export const INTEGRATION_SAVE_FAILED = msg('Error while adding integration/integrations. Please try again later');
export const INTEGRATION_DELETE_FAILED = msg('Error while deleting integration. Please try again later');
/** Our texts: the spec names no import failure or success messages. */
export const INTEGRATION_IMPORT_FAILED = msg('The feed file could not be imported. Please try again later');
export const INTEGRATION_SAVED = msg('Integration saved');
export const INTEGRATION_DELETED = msg('Integration deleted');

const CLOSED = { provider: null, integration: null, detail: null, name: null, error: null, nameError: null, imported: null, importError: null };
const INITIAL: IntegrationAdminContext = { providers: [], listError: null, ...CLOSED };

const fieldsOf = (error: unknown) => (error as IntegrationAdminFailure | null)?.fields ?? {};
/** The server's message for the name field (PUT answers it as integrations.0.name). */
const nameErrorOf = (error: unknown) => fieldsOf(error)['integrations.0.name']?.[0] ?? fieldsOf(error).name?.[0] ?? null;
/** A refused file: the server's message on the file or the family, else its words, else ours. */
const importErrorOf = (error: unknown) =>
  fieldsOf(error).content?.[0] ?? fieldsOf(error).defaultCategory?.[0] ?? failureText(error) ?? INTEGRATION_IMPORT_FAILED;
const failureNotice = (title: string, error: unknown): IntegrationAdminNotice => ({ tone: 'error', title, text: failureText(error) });

/** The providers with the company's integrations as PUT answered them. */
const withIntegrations = (providers: Provider[], all: IntegrationSummary[]) =>
  providers.map((p) => ({ ...p, integrations: all.filter((i) => i.providerId === p.id) }));
/** The providers with one integration replaced (fresh counts after an import). */
const replaced = (providers: Provider[], next: IntegrationSummary) =>
  providers.map((p) => ({ ...p, integrations: p.integrations.map((i) => (i.id === next.id ? next : i)) }));
const summaryOf = ({ lastImport: _, ...summary }: IntegrationDetail): IntegrationSummary => summary;

/**
 * The integrations screen (admin, Web scope, manage:integration): the providers with the company's
 * integrations under each; add one to a provider or rename one (a dialog with the name), open one
 * (GET by id: its latest import), import a feed file into it (the summary shows in the dialog, and
 * the list's machine count follows), delete it after a confirmation (its machines stay).
 *
 * A failed add or rename stays in its dialog (the server's field message at the field, else the
 * spec's text); a failed load of one integration or a failed delete is a toast with the spec's
 * text; a refused file shows in the detail dialog. Calls in flight are not cancelled.
 */
export const integrationAdminMachine = setup({
  types: {
    context: {} as IntegrationAdminContext,
    events: {} as IntegrationAdminEvent,
  },
  actors: { loadProviders, saveIntegration, loadIntegration, refreshIntegration, deleteIntegration, importFeed },
  actions: {
    /** One toast (src/). */
    notify: (_, _params: IntegrationAdminNotice) => {},
    close: assign(() => CLOSED),
  },
  guards: {
    nameValid: (_, params: { name: string }) => integrationNameError(params.name) === null,
  },
}).createMachine({
  id: 'integrationAdmin',
  context: INITIAL,
  initial: 'loading',
  states: {
    loading: {
      tags: ['view:loading', 'busy'],
      invoke: {
        id: 'loadProviders',
        src: 'loadProviders',
        onDone: { target: 'idle', actions: assign({ providers: ({ event }) => event.output, listError: null }) },
        onError: { target: 'failed', actions: assign({ listError: ({ event }) => event.error }) },
      },
    },
    failed: {
      tags: ['view:failed'],
      on: { 'integrations.retried': 'loading' },
    },
    idle: {
      tags: ['view:list'],
      entry: 'close',
      on: {
        'integrations.addOpened': { target: 'naming', actions: assign({ provider: ({ event }) => event.provider }) },
        'integrations.renameOpened': {
          target: 'naming',
          actions: assign({
            integration: ({ event }) => event.integration,
            provider: ({ event }) => ({ id: event.integration.providerId, name: event.integration.providerName }),
          }),
        },
        'integrations.opened': { target: 'opening', actions: assign({ integration: ({ event }) => event.integration }) },
      },
    },
    naming: {
      tags: ['view:nameDialog'],
      on: {
        'integrations.saved': {
          guard: { type: 'nameValid', params: ({ event }) => ({ name: event.name }) },
          target: 'saving',
          actions: assign({ name: ({ event }) => event.name, error: null, nameError: null }),
        },
        'integrations.closed': 'idle',
      },
    },
    saving: {
      tags: ['view:nameDialog', 'busy'],
      invoke: {
        id: 'saveIntegration',
        src: 'saveIntegration',
        input: ({ context }) => ({
          ...(context.integration ? { id: context.integration.id } : {}),
          providerId: context.provider!.id,
          name: context.name!.trim(),
        }),
        onDone: {
          target: 'idle',
          actions: [
            assign({ providers: ({ context, event }) => withIntegrations(context.providers, event.output) }),
            { type: 'notify', params: ({ context }) => ({ tone: 'success', title: INTEGRATION_SAVED, text: context.name!.trim() }) },
          ],
        },
        // The server's field message shows on the field; anything else is the spec's text above the form.
        onError: {
          target: 'naming',
          actions: assign(({ event }) => ({
            nameError: nameErrorOf(event.error),
            error: nameErrorOf(event.error) ? null : INTEGRATION_SAVE_FAILED,
          })),
        },
      },
    },
    opening: {
      tags: ['view:detail', 'busy'],
      invoke: {
        id: 'loadIntegration',
        src: 'loadIntegration',
        input: ({ context }) => ({ id: context.integration!.id }),
        onDone: { target: 'detail', actions: assign({ detail: ({ event }) => event.output }) },
        onError: { target: 'idle', actions: { type: 'notify', params: ({ event }) => failureNotice(INTEGRATION_LOAD_FAILED, event.error) } },
      },
    },
    detail: {
      tags: ['view:detail'],
      on: {
        'integrations.uploadSubmitted': { target: 'uploading', actions: assign({ importError: null, imported: null }) },
        'integrations.deleteRequested': 'confirmDelete',
        'integrations.closed': 'idle',
      },
    },
    uploading: {
      tags: ['view:detail', 'busy', 'busy:upload'],
      invoke: {
        id: 'importFeed',
        src: 'importFeed',
        input: ({ context, event }) => {
          const file = event as Extract<IntegrationAdminEvent, { type: 'integrations.uploadSubmitted' }>;
          return { id: context.integration!.id, fileName: file.fileName, content: file.content, defaultCategory: file.defaultCategory };
        },
        onDone: { target: 'refreshing', actions: assign({ imported: ({ event }) => event.output }) },
        onError: { target: 'detail', actions: assign({ importError: ({ event }) => importErrorOf(event.error) }) },
      },
    },
    // After an import: the integration again (its machine count and last import), for the dialog and the list.
    refreshing: {
      tags: ['view:detail', 'busy', 'busy:upload'],
      invoke: {
        id: 'refreshIntegration',
        src: 'refreshIntegration',
        input: ({ context }) => ({ id: context.integration!.id }),
        onDone: {
          target: 'detail',
          actions: assign({
            detail: ({ event }) => event.output,
            providers: ({ context, event }) => replaced(context.providers, summaryOf(event.output)),
          }),
        },
        // The import is done and its summary shows; only the counts are stale.
        onError: { target: 'detail', actions: { type: 'notify', params: ({ event }) => failureNotice(INTEGRATION_LOAD_FAILED, event.error) } },
      },
    },
    confirmDelete: {
      tags: ['view:confirmDelete'],
      on: {
        'integrations.deleteConfirmed': 'deleting',
        // Cancel: back to the detail dialog.
        'integrations.closed': 'detail',
      },
    },
    deleting: {
      tags: ['view:confirmDelete', 'busy'],
      invoke: {
        id: 'deleteIntegration',
        src: 'deleteIntegration',
        input: ({ context }) => ({ id: context.integration!.id }),
        // The list again: its machines are no longer the integration's.
        onDone: {
          target: 'loading',
          actions: [{ type: 'notify', params: ({ context }) => ({ tone: 'success', title: INTEGRATION_DELETED, text: context.integration!.name }) }],
        },
        onError: { target: 'detail', actions: { type: 'notify', params: ({ event }) => failureNotice(INTEGRATION_DELETE_FAILED, event.error) } },
      },
    },
  },
});
