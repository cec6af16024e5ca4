/** The running frontend's version; the update check compares /frontend-version.txt against it. */
export const FRONTEND_VERSION = '0.37.1-b0-2025-09-22';
