import type { BillingEntry } from '../../content/account.ts';

function csvCell(value: string): string {
  return /[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** The billing history as a CSV file's text, one invoice a line. */
export function invoicesCsv(entries: readonly BillingEntry[]): string {
  const header = ['Invoice', 'Date', 'Description', 'Amount (GBP)'];
  const rows = entries.map((entry) => [
    entry.invoice,
    entry.date,
    entry.description,
    entry.amount.toFixed(2),
  ]);
  return `${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\n')}\n`;
}

/** Saves text as a file through the browser's download (no network involved). */
export function downloadText(fileName: string, text: string, type = 'text/csv'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by now; the object URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
