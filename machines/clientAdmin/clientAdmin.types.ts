// API client management (platform spec: 'Client management (admin)', 'Integrations and clients').

/** A row of the client list: what the dialogs are about. */
export interface ApiClientRef {
  clientId: string;
  name: string;
}

/** What create and "generate a new secret" answer: the secret, shown once. */
export interface ApiClientSecret {
  clientId: string;
  clientSecret: string;
  name: string;
}

export interface ClientNameRequest {
  name: string;
}

export interface UpdateClientRequest {
  clientId: string;
  name: string;
}

export interface ClientIdInput {
  clientId: string;
}

/** How the actors reject (src/graphql/errors.ts ApiError). */
export interface ClientAdminFailure {
  status: number;
  message?: string;
  fields?: Record<string, string[]>;
}

export interface ClientAdminContext {
  /** The client the edit dialog, a confirmation or the secret is about. */
  client: ApiClientRef | null;
  /** The name last submitted (create or rename), as typed. */
  name: string | null;
  /** The create dialog's failure text (spec, section 8), when the field shows no message. */
  error: string | null;
  /** The server's message on the name field (e.g. a name already taken). */
  nameError: string | null;
  /** The secret popup's content; dropped when it closes, so nothing can show it again. */
  secret: ApiClientSecret | null;
}

export type ClientAdminEvent =
  /** 'Create client'. */
  | { type: 'clients.createOpened' }
  /** A row of the list. */
  | { type: 'clients.editOpened'; client: ApiClientRef }
  /** Cancel or close of whichever dialog is open. */
  | { type: 'clients.closed' }
  | { type: 'clients.createSubmitted'; name: string }
  | { type: 'clients.saved'; name: string }
  /** In the edit dialog: asks for confirmation. */
  | { type: 'clients.deleteRequested' }
  | { type: 'clients.deleteConfirmed' }
  /** 'Generate new secret' in the edit dialog: asks for confirmation (the old secret stops working). */
  | { type: 'clients.secretRequested' }
  | { type: 'clients.secretConfirmed' };

export interface ClientAdminNotice {
  tone: 'success' | 'error';
  title: string;
  text: string | null;
}
