import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv-writer';

describe('csvCell', () => {
  it('when a value is plain, then it is written as is', () => {
    expect(csvCell('Honda')).toBe('Honda');
    expect(csvCell(25)).toBe('25');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('when a value holds a comma, a quote, CR or LF, then it is quoted with quotes doubled', () => {
    expect(csvCell('Smith, John')).toBe('"Smith, John"');
    expect(csvCell('The "fast" one')).toBe('"The ""fast"" one"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
  });

  it('when a value starts with = + - @, a tab or CR, then a leading apostrophe neutralises it', () => {
    expect(csvCell('=HYPERLINK("http://evil.example")')).toBe(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(csvCell('+SUM(A1)')).toBe("'+SUM(A1)");
    expect(csvCell('-1+1')).toBe("'-1+1");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('\rcmd')).toBe(`"'\rcmd"`);
  });

  it('when a value starts with a full-width = + - @, or with spaces before a formula, then it is neutralised too', () => {
    expect(csvCell('＝1+1')).toBe("'＝1+1");
    expect(csvCell('＋SUM(A1)')).toBe("'＋SUM(A1)");
    expect(csvCell('－2+3')).toBe("'－2+3");
    expect(csvCell('＠cmd')).toBe("'＠cmd");
    expect(csvCell(' =1+1')).toBe("' =1+1");
    expect(csvCell('\u3000＝1+1')).toBe("'\u3000＝1+1");
  });

  it('when a value is a plain amount or a phone number, then it is written as it is', () => {
    expect(csvCell('+61 412 345 678')).toBe('+61 412 345 678');
    expect(csvCell('+61412345678')).toBe('+61412345678');
    expect(csvCell('0412 345 678')).toBe('0412 345 678');
    expect(csvCell('-25.00')).toBe('-25.00');
    expect(csvCell('25.00')).toBe('25.00');
    expect(csvCell(-25)).toBe('-25');
  });
});

describe('toCsv', () => {
  it('when rows are written, then each line ends with CRLF after the header', () => {
    expect(toCsv(['A', 'B'], [['1', 'x,y'], [null, '=2']])).toBe(`A,B\r\n1,"x,y"\r\n,'=2\r\n`);
  });
});
