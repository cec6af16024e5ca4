// The bench senders' reading of raw HTTP/1.1 answers (bench/ingestSender.ts, bench/scale/devices.ts):
// node:http's client costs more CPU per request than the server's side of it, so they write and read
// the bytes themselves.
const HEADER_END = '\r\n\r\n';

/**
 * The first whole HTTP/1.1 answer in `buffer` (latin1), or null while it is incomplete. Answers are
 * small and one at a time: status line, headers, Content-Length bytes of body.
 */
export function nextAnswer(buffer: string): { status: string; head: string; rest: string } | null {
  const end = buffer.indexOf(HEADER_END);
  if (end < 0) return null;
  const head = buffer.slice(0, end);
  const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1] ?? 0);
  if (buffer.length < end + 4 + length) return null;
  return { status: head.slice(9, 12), head, rest: buffer.slice(end + 4 + length) };
}
