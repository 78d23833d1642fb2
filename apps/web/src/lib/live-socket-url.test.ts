import { describe, expect, it } from 'vitest';
import { liveSocketUrl } from './live-socket-url';

describe('liveSocketUrl', () => {
  it('uses the page origin with ws or wss', () => {
    expect(liveSocketUrl(3, { protocol: 'http:', host: 'localhost:8080' })).toBe(
      'ws://localhost:8080/websocket/live/3',
    );
    expect(liveSocketUrl(3, { protocol: 'https:', host: 'm.example.com' })).toBe(
      'wss://m.example.com/websocket/live/3',
    );
  });

  it('carries the device id so the server counts the device once online', () => {
    expect(liveSocketUrl(7, { protocol: 'https:', host: 'm.example.com' }, 'lx2a9c0f3b7e1d2a4c6b8')).toBe(
      'wss://m.example.com/websocket/live/7?deviceId=lx2a9c0f3b7e1d2a4c6b8',
    );
    expect(liveSocketUrl(7, { protocol: 'http:', host: 'h' }, 'a b&c')).toBe(
      'ws://h/websocket/live/7?deviceId=a%20b%26c',
    );
  });
});
