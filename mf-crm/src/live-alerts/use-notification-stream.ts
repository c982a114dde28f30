import { useEffect, useRef, useState } from 'react';
import { API_PATHS, NOTIFICATION_RECONNECT_MS, type LeadGoneReason, type NotificationEvent, type NotificationLead } from '@motohaul/contracts';

/** Spec §4: connecting, connected, error (then a new attempt after 5 seconds). */
export type StreamStatus = 'connecting' | 'connected' | 'error';

export interface StreamState {
  status: StreamStatus;
  /** 'Connection failed' while in the error state (spec §8). */
  error: string | null;
}

export const CONNECTION_FAILED = 'Connection failed';

/** Where the stream is read; `lastEventId` asks the server to replay what a fresh EventSource missed. */
export function streamUrl(lastEventId: string | null): string {
  return lastEventId ? `${API_PATHS.notificationsStream}?lastEventId=${encodeURIComponent(lastEventId)}` : API_PATHS.notificationsStream;
}

function parseEvent(raw: unknown): NotificationEvent | null {
  if (typeof raw !== 'string') return null;
  try {
    const event = JSON.parse(raw) as NotificationEvent;
    return event && (event.type === 'connected' || event.type === 'new_lead' || event.type === 'lead_sold') ? event : null;
  } catch {
    return null;
  }
}

/**
 * Holds the live notification stream open while mounted. After an error the EventSource is closed
 * and a new one opened after NOTIFICATION_RECONNECT_MS (spec §4), resuming from the last event id
 * it saw (the server replays the new leads missed in between).
 */
export function useNotificationStream(
  onNewLead: (lead: NotificationLead) => void,
  enabled = true,
  onLeadSold: (leadId: number, reason: LeadGoneReason) => void = () => undefined,
): StreamState {
  const [state, setState] = useState<StreamState>({ status: 'connecting', error: null });
  const onNewLeadRef = useRef(onNewLead);
  const onLeadSoldRef = useRef(onLeadSold);
  useEffect(() => {
    onNewLeadRef.current = onNewLead;
    onLeadSoldRef.current = onLeadSold;
  }, [onNewLead, onLeadSold]);

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let lastEventId: string | null = null;
    let stopped = false;

    const open = () => {
      const current = new EventSource(streamUrl(lastEventId), { withCredentials: true });
      source = current;
      current.onopen = () => setState({ status: 'connected', error: null });
      current.onmessage = (message: MessageEvent) => {
        if (message.lastEventId) lastEventId = message.lastEventId;
        const event = parseEvent(message.data);
        if (!event) return;
        if (event.type === 'connected') setState({ status: 'connected', error: null });
        else if (event.type === 'lead_sold') onLeadSoldRef.current(event.data.id, event.data.reason ?? 'sold');
        else onNewLeadRef.current(event.data);
      };
      current.onerror = () => {
        setState({ status: 'error', error: CONNECTION_FAILED });
        current.close();
        clearTimeout(retryTimer);
        retryTimer = setTimeout(() => {
          if (!stopped) open();
        }, NOTIFICATION_RECONNECT_MS);
      };
    };

    open();
    return () => {
      stopped = true;
      clearTimeout(retryTimer);
      source?.close();
    };
  }, [enabled]);

  return state;
}
