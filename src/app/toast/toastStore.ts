// App-wide toasts. Spec: toasts last 20,000 ms; the update toast is persistent (duration null).
export const TOAST_DURATION_MS = 20_000;

export interface Toast {
  id: number;
  title: string;
  text?: string;
  tone?: 'info' | 'success' | 'error';
  action?: { label: string; onClick: () => void };
  /** ms; null keeps the toast until dismissed or acted on. */
  duration: number | null;
}

type Listener = () => void;
let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const emit = () => listeners.forEach((l) => l());

export const toastStore = {
  list: () => toasts,
  subscribe: (listener: Listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  show(toast: Omit<Toast, 'id' | 'duration'> & { duration?: number | null }): number {
    const id = nextId++;
    const duration = toast.duration === undefined ? TOAST_DURATION_MS : toast.duration;
    toasts = [...toasts, { ...toast, id, duration }];
    emit();
    if (duration !== null) setTimeout(() => toastStore.dismiss(id), duration);
    return id;
  },
  dismiss(id: number) {
    toasts = toasts.filter((t) => t.id !== id);
    emit();
  },
};
