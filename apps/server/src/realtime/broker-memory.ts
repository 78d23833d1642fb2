import type { Broker, BrokerEvent } from './broker';

/** The embedded default: one process, so publishing is handing the event to the local subscribers. */
export function createMemoryBroker(): Broker {
  const handlers: Array<(event: BrokerEvent) => void> = [];
  return {
    kind: 'memory',
    async publish(event) {
      for (const handler of handlers) handler(event);
    },
    subscribe(handler) {
      handlers.push(handler);
    },
    async close() {
      handlers.length = 0;
    },
  };
}
