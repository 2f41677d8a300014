// @vitest-environment node
import { BILLING_HISTORY } from '../../src/content/account.ts';
import { invoicesCsv } from '../../src/features/account/billing.ts';

describe('the invoices download', () => {
  it('lists each invoice on its own line, under a header', () => {
    const lines = invoicesCsv(BILLING_HISTORY).trimEnd().split('\n');
    expect(lines[0]).toBe('Invoice,Date,Description,Amount (GBP)');
    expect(lines).toHaveLength(BILLING_HISTORY.length + 1);
    expect(lines[1]).toBe('INV-2025-001,2025-01-01,"Premium Plan, monthly",15.00');
  });

  it('quotes cells holding commas or quotes', () => {
    const csv = invoicesCsv([
      { date: '2025-02-01', description: 'The "Premium" plan', amount: 9.5, invoice: 'INV-1' },
    ]);
    expect(csv.split('\n')[1]).toBe('INV-1,2025-02-01,"The ""Premium"" plan",9.50');
  });
});
