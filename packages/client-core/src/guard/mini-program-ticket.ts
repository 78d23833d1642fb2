/**
 * The mini-program opens the web app with a one-time login ticket (and its own markers) in the query.
 * They are taken out before anything records the entry URL: the ticket is a credential, used once.
 */
export function takeTicket(search: string): { ticket: string | null; search: string } {
  const params = new URLSearchParams(search);
  const ticket = params.get('ticket');
  if (!ticket) return { ticket: null, search };
  for (const key of ['ticket', 'from', 'v']) params.delete(key);
  const rest = params.toString();
  return { ticket, search: rest ? `?${rest}` : '' };
}
