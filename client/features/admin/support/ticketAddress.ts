// The open ticket is the route /admin/support/:ticketId. Opening one from the list pushes a history
// entry (switching to another open ticket replaces it), so Back returns to the list and a reload or a
// shared link opens the ticket again.
import { useCallback } from 'react';
import { useLocation, useMatch, useNavigate } from 'react-router-dom';

export const SUPPORT_PATH = '/admin/support';
export const ticketPath = (id: string) => `${SUPPORT_PATH}/${encodeURIComponent(id)}`;

/** Set on a ticket's history entry when the list (without a ticket) is the entry behind it. */
const LIST_BEHIND = 'ticketOverList';
const listBehind = (state: unknown) => Boolean((state as Record<string, unknown> | null)?.[LIST_BEHIND]);

/** The open ticket's id, and how a row links to a ticket (to, replace, state for a Link). */
export function useOpenTicket() {
  const openId = useMatch(`${SUPPORT_PATH}/:ticketId`)?.params.ticketId ?? null;
  const { state } = useLocation();
  const linkTo = useCallback(
    (id: string) => ({
      to: ticketPath(id),
      replace: openId !== null,
      state: { [LIST_BEHIND]: openId === null || listBehind(state) },
    }),
    [openId, state],
  );
  return { openId, linkTo };
}

/** Closes the open ticket: a step back where the list is behind it (what Back does), else the list in its place. */
export function useCloseTicket() {
  const { state } = useLocation();
  const navigate = useNavigate();
  const behind = listBehind(state);
  return useCallback(() => (behind ? navigate(-1) : navigate(SUPPORT_PATH, { replace: true })), [behind, navigate]);
}
