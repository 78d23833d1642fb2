import { useEffect, useRef } from 'react';
import type { TemplateEvent } from '@app/client-core/socket/live-socket';

type Listener = (event: TemplateEvent) => void;
const listeners = new Set<Listener>();

/** A room socket heard that a template card changed (a lottery was drawn): tell every card on screen. */
export function publishTemplateEvent(event: TemplateEvent): void {
  for (const listener of [...listeners]) listener(event);
}

/** Calls `listener` for each template event while the component is mounted (the latest listener is used). */
export function useTemplateEvents(listener: Listener): void {
  const ref = useRef(listener);
  useEffect(() => {
    ref.current = listener;
  });
  useEffect(() => {
    const call: Listener = (event) => ref.current(event);
    listeners.add(call);
    return () => {
      listeners.delete(call);
    };
  }, []);
}
