// How long an owner has waited for the support team, against the 24 hours promised (RESPONSE_HOURS).
import { useEffect, useState } from 'react';
import { RESPONSE_HOURS } from '../../../../common/support';

const HOUR_MS = 3_600_000;

/** "Waiting 3 h of 24 h" (under an hour: "Waiting under 1 h of 24 h"); overdue from the 24th hour. */
export function waitingOf(since: string, now: number) {
  const hours = Math.max(0, Math.floor((now - Date.parse(since)) / HOUR_MS));
  const overdue = hours >= RESPONSE_HOURS;
  const text = `Waiting ${hours < 1 ? 'under 1' : hours} h of ${RESPONSE_HOURS} h${overdue ? ' · overdue' : ''}`;
  return { text, overdue };
}

/** The time now, again every minute (waiting times move on while the desk stays open). */
export function useNow(everyMs = 60_000) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(id);
  }, [everyMs]);
  return now;
}
