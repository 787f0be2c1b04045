import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { CSV_WRITE, restoreCell } from './csv.js';

const write = (cells: string[]) => Papa.unparse({ fields: ['a'], data: cells.map((c) => [c]) }, CSV_WRITE).split('\r\n').slice(1);

describe('a CSV the product writes', () => {
  it('puts an apostrophe before a cell a spreadsheet would run as a formula', () => {
    expect(write(['=HYPERLINK("x")', '+1 call', '-dash', '@SUM(A1)', '\tcmd', '\rcmd'])).toEqual([
      `"'=HYPERLINK(""x"")"`,
      `"'+1 call"`,
      `"'-dash"`,
      `"'@SUM(A1)"`,
      `"'\tcmd"`,
      `"'\rcmd"`,
    ]);
  });

  it('leaves a cell that is a whole number as it is, signed or not', () => {
    expect(write(['-12.50', '+19135550111', '42', '0.00', 'Ann', ''])).toEqual(['-12.50', '+19135550111', '42', '0.00', 'Ann', '']);
  });

  it('reads back what it wrote: the apostrophe before a formula goes, any other stays', () => {
    for (const cell of ['=HYPERLINK("x")', '+1 call', '-dash', '@at', '-12.50', "'quoted", 'plain']) {
      const [line] = write([cell]);
      const [[read]] = Papa.parse<string[]>(line).data;
      expect(restoreCell(read)).toBe(cell);
    }
  });
});
