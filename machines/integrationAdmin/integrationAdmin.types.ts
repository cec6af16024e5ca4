// The integrations screen (platform spec: 'Integrations and clients (admin)'): data providers, the
// company's integrations with them, and the ISO 15143-3 feed file import.

/** One of the company's integrations, as GET /web/v1/integrations/providers lists it. */
export interface IntegrationSummary {
  id: number;
  providerId: string;
  providerName: string;
  name: string;
  createdUtcTime: string;
  lastImportUtcTime: string | null;
  lastImportUserTimeFormatted: string | null;
  machineCount: number;
}

/** What an import did (POST /web/v1/integrations/{id}/aemp). */
export interface ImportSummary {
  total: number;
  created: number;
  updated: number;
  skipped: { index: number; equipment: string; reason: string }[];
  at: string;
}

/** GET /web/v1/integrations/{id}: the integration with its latest import. */
export interface IntegrationDetail extends IntegrationSummary {
  lastImport: ImportSummary | null;
}

export interface Provider {
  id: string;
  name: string;
  standard: string;
  brands: string[];
  integrations: IntegrationSummary[];
}

/** The provider an add dialog is about. */
export interface ProviderRef {
  id: string;
  name: string;
}

/** PUT /web/v1/integrations with one item: no id adds, an id renames. */
export interface SaveIntegrationRequest {
  id?: number;
  providerId: string;
  name: string;
}

export interface IntegrationIdInput {
  id: number;
}

export interface ImportFeedRequest {
  id: number;
  fileName: string;
  content: string;
  defaultCategory: number;
}

export interface DeletedIntegration {
  id: number;
  machinesReleased: number;
}

/** How the actors reject (src/graphql/errors.ts ApiError). */
export interface IntegrationAdminFailure {
  status: number;
  message?: string;
  fields?: Record<string, string[]>;
}

export interface IntegrationAdminContext {
  providers: Provider[];
  /** Why the list could not be loaded (shown as the grids show theirs). */
  listError: unknown;
  /** The provider of the add or rename dialog. */
  provider: ProviderRef | null;
  /** The integration being renamed, opened or deleted. */
  integration: IntegrationSummary | null;
  /** The opened integration as GET by id answered it (updated after an import). */
  detail: IntegrationDetail | null;
  /** The name last submitted, as typed. */
  name: string | null;
  /** The add/rename dialog's failure text (spec), when the field shows no message. */
  error: string | null;
  /** The server's message on the name field. */
  nameError: string | null;
  /** The import just done in the open detail dialog. */
  imported: ImportSummary | null;
  /** Why the last import was refused (the server's words, or our text). */
  importError: string | null;
}

export type IntegrationAdminEvent =
  /** Retry of the failed list. */
  | { type: 'integrations.retried' }
  /** 'Add integration' under a provider. */
  | { type: 'integrations.addOpened'; provider: ProviderRef }
  /** 'Rename' on an integration's row. */
  | { type: 'integrations.renameOpened'; integration: IntegrationSummary }
  /** An integration's name in the list: its details and the import. */
  | { type: 'integrations.opened'; integration: IntegrationSummary }
  /** Cancel or close of whichever dialog is open. */
  | { type: 'integrations.closed' }
  | { type: 'integrations.saved'; name: string }
  | { type: 'integrations.uploadSubmitted'; fileName: string; content: string; defaultCategory: number }
  /** In the detail dialog: asks for confirmation. */
  | { type: 'integrations.deleteRequested' }
  | { type: 'integrations.deleteConfirmed' };

export interface IntegrationAdminNotice {
  tone: 'success' | 'error';
  title: string;
  text: string | null;
}
