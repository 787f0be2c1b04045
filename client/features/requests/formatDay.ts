/** A request's wished-for day ("2026-11-27"): "Fri, Nov 27". Apart from RequestListItem, so the home shows it without the inbox's row. */
export const formatDay = (ymd: string) =>
  new Date(`${ymd}T12:00:00`).toLocaleDateString(undefined, { weekday: 'short', month: 'short', day: 'numeric' });
