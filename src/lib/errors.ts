/**
 * What the error screen shows (ARCHITECTURE.md "Error screen"): the status and
 * status text when the error carries them (e.g. a thrown Response or a
 * router error), otherwise the message.
 */
interface ErrorDescription {
  /** e.g. "405 Method Not Allowed", or the error message. */
  detail: string;
  status?: number;
}

export function describeError(error: unknown): ErrorDescription {
  if (error && typeof error === 'object') {
    const e = error as {status?: unknown; statusText?: unknown; message?: unknown};
    if (typeof e.status === 'number') {
      const text = typeof e.statusText === 'string' && e.statusText ? ` ${e.statusText}` : '';
      return {status: e.status, detail: `${e.status}${text}`};
    }
    if (typeof e.message === 'string' && e.message) return {detail: e.message};
  }
  if (typeof error === 'string' && error) return {detail: error};
  return {detail: 'Unknown error'};
}
