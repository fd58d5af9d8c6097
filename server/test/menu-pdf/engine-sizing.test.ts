// Issue 40: the PDF engine is sized by memory (one page per 300 MiB available, 1 to 4, no more than the CPUs;
// PDF_CONCURRENCY overrides), its
// queue by its pages (PDF_QUEUE_LIMIT overrides), and a customer's allowance counts prints in flight and per window.
import { CustomerAllowance } from '../../src/menu-pdf/customer-allowance';
import { pdfConcurrency, pdfCustomerRules, pdfQueueLimit, PRINT_MEMORY_BYTES } from '../../src/menu-pdf/engine';

const MiB = 2 ** 20;

describe('the PDF engine sized by memory', () => {
  it('prints on one page per 300 MiB available, at least 1 and at most 4 or the number of CPUs', () => {
    expect(PRINT_MEMORY_BYTES).toBe(300 * MiB);
    expect(pdfConcurrency({}, 100 * MiB, 8)).toBe(1);
    expect(pdfConcurrency({}, 950 * MiB, 8)).toBe(3);
    expect(pdfConcurrency({}, 24 * 1024 * MiB, 8)).toBe(4);
    expect(pdfConcurrency({}, 24 * 1024 * MiB, 2)).toBe(2);
  });

  it('PDF_CONCURRENCY and PDF_QUEUE_LIMIT override; a value that is not a whole number is ignored', () => {
    expect(pdfConcurrency({ PDF_CONCURRENCY: '6' }, 100 * MiB)).toBe(6);
    expect(pdfConcurrency({ PDF_CONCURRENCY: 'two' }, 700 * MiB, 8)).toBe(2);
    expect(pdfConcurrency({ PDF_CONCURRENCY: '0' }, 100 * MiB)).toBe(1);
    expect(pdfQueueLimit(3, {})).toBe(12);
    expect(pdfQueueLimit(3, { PDF_QUEUE_LIMIT: '0' })).toBe(0);
    expect(pdfQueueLimit(3, { PDF_QUEUE_LIMIT: '-1' })).toBe(12);
    expect(pdfCustomerRules({ PDF_CUSTOMER_PRINTS: '5' }).perWindow).toBe(5);
    expect(pdfCustomerRules({}).perWindow).toBe(20);
  });
});

describe("a customer's allowance", () => {
  const rules = { inFlight: 2, perWindow: 3, windowSeconds: 60 };

  it('allows as many documents in flight as the rule, then again once one is done', () => {
    const allowance = new CustomerAllowance(rules);
    expect(allowance.take('7', 0)).toBeUndefined();
    expect(allowance.take('7', 0)).toBeUndefined();
    expect(allowance.take('7', 0)).toBeGreaterThanOrEqual(1);
    expect(allowance.take('8', 0)).toBeUndefined();
    allowance.done('7');
    expect(allowance.take('7', 0)).toBeUndefined();
  });

  it('counts prints per window, names the wait until the oldest leaves it, and does not count a print given back', () => {
    const allowance = new CustomerAllowance(rules);
    for (const at of [0, 10_000]) {
      expect(allowance.take('7', at)).toBeUndefined();
      allowance.done('7');
    }
    expect(allowance.take('7', 20_000)).toBeUndefined();
    allowance.giveBack('7');
    expect(allowance.take('7', 20_000)).toBeUndefined();
    allowance.done('7');
    expect(allowance.take('7', 30_000)).toBe(30);
    expect(allowance.take('7', 60_001)).toBeUndefined();
  });
});
