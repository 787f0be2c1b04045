// Every CSV the product writes (the money export, the admin's task export) and reads back (the task
// import): spreadsheets run a cell that starts with =, +, -, @, a tab or a carriage return as a formula,
// so such a cell is written with a leading apostrophe (Papa's documented `escapeFormulae` option), unless
// the whole cell is a plain number ("-12.50", "+19135550111"), which a spreadsheet reads as a number.

/** A cell a spreadsheet would run as a formula: one of those first characters, and not a plain number. */
export const FORMULA_CELL = /^(?![+-]?\d+(?:\.\d+)?$)[=+\-@\t\r]/;

/** Papa.unparse's options for every CSV the product writes: CRLF line ends, formula cells defused. */
export const CSV_WRITE = { newline: '\r\n', escapeFormulae: FORMULA_CELL } as const;

/** A cell read back from a CSV the product wrote: the apostrophe it added before a formula cell goes. */
export const restoreCell = (cell: string) => (cell.startsWith("'") && FORMULA_CELL.test(cell.slice(1)) ? cell.slice(1) : cell);
