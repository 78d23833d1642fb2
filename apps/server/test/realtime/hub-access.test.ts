import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { createManualClock } from '../../src/lib/clock';
import { createMemoryBroker } from '../../src/realtime/broker-memory';
import { createHub, type LiveClient } from '../../src/realtime/hub';

// The hub's side of revocation, with fake sockets: what each socket is sent after an access event, and how the
// online count treats several sockets of one viewer.
function setup() {
  const broker = createMemoryBroker();
  const clock = createManualClock(new Date('2026-03-02T01:00:00Z'));
  const hub = createHub({ broker, clock });
  const frames = new Map<string, string[]>();
  const changes = new Map<string, string[]>();
  const fake = (name: string, extra: Partial<LiveClient> = {}): LiveClient => {
    frames.set(name, []);
    changes.set(name, []);
    return {
      socket: {
        readyState: 1,
        send: (data: Buffer) => frames.get(name)?.push(JSON.parse(data.toString()).at),
      } as unknown as WebSocket,
      liveId: 1,
      memberId: null,
      isRoomTeacher: false,
      withheld: false,
      paidRoom: true,
      alive: true,
      onAccessChange: (change) => changes.get(name)?.push(change),
      ...extra,
    };
  };
  let at = 0;
  const post = async () => {
    at += 1;
    await hub.publish(1, { type: 'heartbeat', at });
    return at;
  };
  return { broker, clock, hub, frames, changes, fake, post };
}

describe('hub: ended sessions', () => {
  it('drops the member of the sockets of that session only, at once', async () => {
    const { broker, hub, frames, changes, fake, post } = setup();
    const ended = fake('ended');
    const sameMember = fake('sameMember');
    hub.join(ended);
    hub.join(sameMember);
    hub.identify(ended, 7, 'hash-a');
    hub.identify(sameMember, 7, 'hash-b');

    await broker.publish({ kind: 'session-ended', tokenHash: 'hash-a' });
    expect(changes.get('ended')).toEqual(['signed-out']);
    expect(ended).toMatchObject({ memberId: null, tokenHash: null, withheld: true, isRoomTeacher: false });
    const n = await post();
    expect(frames.get('ended')).toEqual([]);
    expect(frames.get('sameMember')).toEqual([n]);

    await broker.publish({ kind: 'member-signed-out', memberId: 7 });
    expect(changes.get('sameMember')).toEqual(['signed-out']);
    await post();
    expect(frames.get('sameMember')).toEqual([n]);
  });

  it('a free room socket loses its member but keeps receiving the room', async () => {
    const { broker, hub, frames, fake, post } = setup();
    const free = fake('free', { paidRoom: false });
    hub.join(free);
    hub.identify(free, 8, 'hash-c');
    await broker.publish({ kind: 'member-signed-out', memberId: 8 });
    expect(free.memberId).toBeNull();
    const n = await post();
    expect(frames.get('free')).toEqual([n]);
  });
});

describe('hub: grant changes and expiry', () => {
  it('holds frames while the right is re-checked; releases them in order if it holds, drops them if not', async () => {
    const { broker, hub, frames, changes, fake, post } = setup();
    const kept = fake('kept');
    const lost = fake('lost');
    const teacher = fake('teacher', { isRoomTeacher: true });
    for (const [client, id] of [
      [kept, 1],
      [lost, 2],
      [teacher, 3],
    ] as const) {
      hub.join(client);
      hub.identify(client, id, `hash-${id}`);
    }
    await broker.publish({ kind: 'grants-changed', memberId: 1 });
    await broker.publish({ kind: 'grants-changed', memberId: 2 });
    await broker.publish({ kind: 'grants-changed', memberId: 3 });
    expect(changes.get('kept')).toEqual(['recheck']);
    expect(changes.get('lost')).toEqual(['recheck']);
    // A room's teacher needs no grant.
    expect(changes.get('teacher')).toEqual([]);

    const first = await post();
    const second = await post();
    expect(frames.get('kept')).toEqual([]);
    expect(frames.get('lost')).toEqual([]);
    expect(frames.get('teacher')).toEqual([first, second]);

    hub.settle(kept, true);
    hub.settle(lost, false);
    expect(frames.get('kept')).toEqual([first, second]);
    expect(frames.get('lost')).toEqual([]);
    const third = await post();
    expect(frames.get('kept')).toEqual([first, second, third]);
    expect(frames.get('lost')).toEqual([]);
    expect(lost.withheld).toBe(true);
  });

  it('re-checks a right once the clock passes the grant’s end', async () => {
    const { clock, hub, frames, changes, fake, post } = setup();
    const member = fake('member', { rightUntil: clock.now().getTime() + 60_000 });
    hub.join(member);
    hub.identify(member, 4, 'hash-4');
    const before = await post();
    expect(frames.get('member')).toEqual([before]);
    clock.advance(60_000);
    await post();
    expect(changes.get('member')).toEqual(['recheck']);
    expect(frames.get('member')).toEqual([before]);
  });

  it('tells a check under way whether an event about its member or session arrived meanwhile', async () => {
    const { broker, hub } = setup();
    const mark = hub.accessSeq();
    expect(hub.touchedSince(mark, 5, 'hash-5')).toBe(false);
    await broker.publish({ kind: 'grants-changed', memberId: 6 });
    await broker.publish({ kind: 'session-ended', tokenHash: 'hash-x' });
    expect(hub.touchedSince(mark, 5, 'hash-5')).toBe(false);
    await broker.publish({ kind: 'session-ended', tokenHash: 'hash-5' });
    expect(hub.touchedSince(mark, 5, 'hash-5')).toBe(true);
    const later = hub.accessSeq();
    await broker.publish({ kind: 'member-signed-out', memberId: 5 });
    expect(hub.touchedSince(later, 5, null)).toBe(true);
  });
});

describe('hub: online count', () => {
  it('counts viewers: one member, one device, or one socket with neither', () => {
    const { hub, fake } = setup();
    const a = fake('a');
    const b = fake('b');
    const tab1 = fake('tab1', { deviceKey: 'd:1' });
    const tab2 = fake('tab2', { deviceKey: 'd:1' });
    for (const c of [a, b, tab1, tab2]) hub.join(c);
    expect(hub.localCount(1)).toBe(3);
    hub.identify(a, 9, 'h1');
    hub.identify(b, 9, 'h2');
    expect(hub.localCount(1)).toBe(2);
    hub.identify(tab1, 9, 'h3');
    expect(hub.localCount(1)).toBe(2);
    hub.leave(tab2);
    expect(hub.localCount(1)).toBe(1);
    for (const c of [a, b, tab1]) hub.leave(c);
    expect(hub.localCount(1)).toBe(0);
    expect(hub.localCounts().size).toBe(0);
  });
});
