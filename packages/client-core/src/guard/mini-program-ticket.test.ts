import { describe, expect, it } from 'vitest';
import { takeTicket } from './mini-program-ticket';

describe('takeTicket', () => {
  it('takes the ticket and the shell markers out of the query, keeping the rest', () => {
    expect(takeTicket('?id=3&ticket=T-1&from=mp&v=2.0.33')).toEqual({ ticket: 'T-1', search: '?id=3' });
    expect(takeTicket('?ticket=T-1&from=mp&v=2.0.33')).toEqual({ ticket: 'T-1', search: '' });
  });

  it('leaves a query without a ticket alone', () => {
    expect(takeTicket('?id=3&from=mp')).toEqual({ ticket: null, search: '?id=3&from=mp' });
  });
});
