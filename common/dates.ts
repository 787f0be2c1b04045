// The dates the app accepts (service history, next service due, conversation days): years 1900–2200.
// Shared by the client forms and the server, so both refuse a date the database could not store
// (year 0, -271821) with the same message.
export const MIN_DATE_YEAR = 1900;
export const MAX_DATE_YEAR = 2200;
export const DATE_RANGE_MESSAGE = `Please enter a date between ${MIN_DATE_YEAR} and ${MAX_DATE_YEAR}.`;

export const yearInRange = (date: Date) => {
  const year = date.getUTCFullYear();
  return year >= MIN_DATE_YEAR && year <= MAX_DATE_YEAR;
};
