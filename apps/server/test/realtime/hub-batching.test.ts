import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { createMemoryBroker } from '../../src/realtime/broker-memory';
import { createHub, type LiveClient } from '../../src/realtime/hub';

/** The text frames in bytes written to a socket (server frames: unmasked, lengths below 64 KiB here). */
function framesIn(wire: Buffer): string[] {
  const out: string[] = [];
  let at = 0;
  while (at < wire.length) {
    expect(wire[at]).toBe(0x81);
    let length = wire[at + 1]! & 0x7f;
    let header = 2;
    if (length === 126) {
      length = wire.readUInt16BE(at + 2);
      header = 4;
    }
    out.push(wire.subarray(at + header, at + header + length).toString('utf8'));
    at += header + length;
  }
  return out;
}

// Sockets shaped like ws's where the hub looks: it writes prepared bytes to the stream under them.
function setup() {
  const broker = createMemoryBroker();
  const hub = createHub({ broker });
  const writes = new Map<string, Buffer[]>();
  const socket = (name: string, extra: Partial<LiveClient> = {}): LiveClient => {
    writes.set(name, []);
    const client: LiveClient = {
      socket: {
        readyState: 1,
        _socket: { destroyed: false, writable: true, write: (b: Buffer) => writes.get(name)!.push(b) },
        _sender: { _state: 0, _firstFragment: true },
      } as unknown as WebSocket,
      liveId: 1,
      memberId: null,
      isRoomTeacher: false,
      withheld: false,
      alive: true,
      ...extra,
    };
    hub.join(client);
    return client;
  };
  const heartbeat = (at: number) => ({ type: 'heartbeat' as const, at });
  const received = (name: string) =>
    writes
      .get(name)!
      .flatMap(framesIn)
      .map((f) => JSON.parse(f).at);
  return { broker, hub, writes, socket, heartbeat, received };
}

describe('hub: events of one turn go out together', () => {
  it('writes a burst to each socket in one write, in order, teachers-only frames to teachers only', async () => {
    const { hub, writes, socket, heartbeat, received } = setup();
    socket('teacher', { isRoomTeacher: true });
    socket('member');
    socket('other-room', { liveId: 2 });
    const published = [
      hub.publish(1, heartbeat(1)),
      hub.publish(1, heartbeat(2), 'teachers'),
      hub.publish(1, heartbeat(3)),
      hub.publish(2, heartbeat(4)),
    ];
    await Promise.all(published);
    expect(writes.get('teacher')).toHaveLength(1);
    expect(writes.get('member')).toHaveLength(1);
    expect(received('teacher')).toEqual([1, 2, 3]);
    expect(received('member')).toEqual([1, 3]);
    expect(received('other-room')).toEqual([4]);
    // Every member socket gets the very same bytes.
    const second = socket('member-2');
    await hub.publish(1, heartbeat(5));
    expect(writes.get('member-2')![0]).toBe(writes.get('member')![1]);
    expect(second.withheld).toBe(false);
  });

  it('writes what came before an access event before the event takes effect', async () => {
    const { broker, hub, socket, heartbeat, received } = setup();
    const paid = socket('paid', { paidRoom: true, onAccessChange: () => undefined });
    hub.identify(paid, 7, 'hash-7');
    const published = [
      hub.publish(1, heartbeat(1)),
      broker.publish({ kind: 'member-signed-out', memberId: 7 }),
      hub.publish(1, heartbeat(2)),
    ];
    await Promise.all(published);
    expect(received('paid')).toEqual([1]);
    expect(paid.withheld).toBe(true);
  });

  it('holds a burst while the right is re-checked and releases it in one write', async () => {
    const { broker, hub, writes, socket, heartbeat, received } = setup();
    const paid = socket('paid', { paidRoom: true, onAccessChange: () => undefined });
    hub.identify(paid, 8, 'hash-8');
    await broker.publish({ kind: 'grants-changed', memberId: 8 });
    await Promise.all([hub.publish(1, heartbeat(1)), hub.publish(1, heartbeat(2))]);
    expect(writes.get('paid')).toEqual([]);
    hub.settle(paid, true);
    expect(writes.get('paid')).toHaveLength(1);
    expect(received('paid')).toEqual([1, 2]);
  });
});
