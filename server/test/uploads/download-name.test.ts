// The name a customer's own file downloads under (GET /api/user/files/<hash>): its uploaded name with the extension of
// the type its bytes hold, in a Content-Disposition every browser reads (RFC 6266, UTF-8 in filename*).
import { attachmentDisposition, downloadName } from '../../src/uploads/sniff';

describe('the download name of a medical document', () => {
  it('keeps the uploaded name and gives it the extension of the type its bytes hold', () => {
    expect(downloadName('blood-test.pdf', 'application/pdf')).toBe('blood-test.pdf');
    expect(downloadName('scan', 'image/jpeg')).toBe('scan.jpg');
    expect(downloadName('report.pdf', 'image/jpeg')).toBe('report.jpg');
    expect(downloadName('../../etc/passwd', 'application/pdf')).toBe('passwd.pdf');
    expect(downloadName('".pdf', 'application/pdf')).toBe('document.pdf');
  });

  it('puts an ASCII name in filename and the exact UTF-8 name in filename*', () => {
    expect(attachmentDisposition('blood test.pdf', 'application/pdf')).toBe(
      `attachment; filename="blood test.pdf"; filename*=UTF-8''blood%20test.pdf`,
    );
    expect(attachmentDisposition('تحليل دم.pdf', 'application/pdf')).toBe(
      `attachment; filename="_____ __.pdf"; filename*=UTF-8''${encodeURIComponent('تحليل دم.pdf')}`,
    );
    expect(attachmentDisposition("a'b(1).pdf", 'application/pdf')).toBe(`attachment; filename="a'b(1).pdf"; filename*=UTF-8''a%27b%281%29.pdf`);
  });
});
