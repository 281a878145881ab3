// Reads back the CSV files the app writes (RFC 4180: quoted cells may hold commas, quotes and line breaks),
// so that tests check columns by name instead of splitting lines on commas.
const BOM = '\uFEFF';

/** The rows of a CSV text, header first, each as its cells. */
export function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.startsWith(BOM) ? text.slice(BOM.length) : text;
  for (let i = 0; i < body.length; i++) {
    const char = body[i];
    if (quoted && char === '"' && body[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && char === '\r' && body[i + 1] === '\n') {
      rows.push([...row, cell]);
      row = [];
      cell = '';
      i++;
    } else {
      cell += char;
    }
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** One named column of a CSV text, without its header; throws when the header has no such column. */
export function csvColumn(text: string, name: string): string[] {
  const [header = [], ...rows] = csvRows(text);
  const index = header.indexOf(name);
  if (index < 0) throw new Error(`no column ${name} in ${header.join(',')}`);
  return rows.map((row) => row[index] ?? '');
}
