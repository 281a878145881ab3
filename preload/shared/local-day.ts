// A day as YYYY-MM-DD in this computer's time zone: the form of a date input, of the history's range,
// and of the export's file name. One rule, so the file name and the filters never disagree on "today".
export function localDay(date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
