// A medical document opens in a new tab through its own short-lived signed link (issue 39; spec 3 §2 "Other dialogs",
// §7 getFiles): getFiles hands each document a link signed for its owner; the link reads the document over plain HTTP
// with no session token, until it expires. An expired link, a changed signature or expiry, and a link pointed at
// another customer's document are refused, and so is a document removed since.
import { ACCOUNT_TEST_TIMEOUT_MS, signUp, type AccountsTestServer, type SignedUp } from '../accounts/support';
import { FILE_LINK_LIFETIME_SECONDS } from '../../src/uploads/signed-urls';
import { fileForm, pdfBytes, postForm, startUploadsServer } from './support';

jest.setTimeout(ACCOUNT_TEST_TIMEOUT_MS);

interface ListedDocument {
  name: string;
  size: number;
  hash: string;
  link: string;
  linkExpires: number;
}

describe('medical document links', () => {
  let env: AccountsTestServer;
  let sara: SignedUp;
  let omar: SignedUp;
  const base = () => env.server.url;

  beforeAll(async () => {
    env = await startUploadsServer();
    [sara, omar] = await Promise.all([signUp(env), signUp(env)]);
  });
  afterAll(() => env.close());

  const upload = async (customer: SignedUp, bytes: Buffer, name: string) => {
    const reply = await postForm(
      base(),
      '/api/user/set-file',
      fileForm({ token: customer.token, fields: { user_id: String(customer.userId) }, file: { bytes, name, type: 'application/pdf' } }),
    );
    expect(reply.status).toBe(200);
  };
  const documents = async (customer: SignedUp): Promise<ListedDocument[]> => {
    const reply = (await customer.client.call('profile', 'getForDashboard', { subtype: 'getFiles', userId: customer.userId })) as {
      type: string;
      data: { files: ListedDocument[] };
    };
    expect(reply.type).toBe('getFilesOk');
    return reply.data.files;
  };
  /** GET a site-relative link with no session token. */
  const open = (link: string) => fetch(`${base()}${link}`);
  const withQuery = (link: string, change: (query: URLSearchParams) => void) => {
    const url = new URL(link, 'http://site');
    change(url.searchParams);
    return `${url.pathname}?${url.searchParams.toString()}`;
  };

  it("opens the customer's own document through the link getFiles gives, with no token, until the link expires", async () => {
    const bytes = pdfBytes();
    await upload(sara, bytes, 'blood test.pdf');
    const [listed] = await documents(sara);
    expect(listed).toMatchObject({ name: 'blood test.pdf', size: bytes.length, linkExpires: env.clock.now + FILE_LINK_LIFETIME_SECONDS });
    expect(listed!.link).toMatch(/^\/api\/files\/[\w-]+\?e=\d+&s=[\w-]+$/);
    expect(listed!.link).toContain(listed!.hash);

    const response = await open(listed!.link);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    // Shown in the tab, not saved as a download.
    expect(response.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);

    // Still good just before its expiry; refused from its expiry on.
    env.clock.now = listed!.linkExpires - 1;
    expect((await open(listed!.link)).status).toBe(200);
    env.clock.now = listed!.linkExpires;
    expect((await open(listed!.link)).status).toBe(404);
    // getFiles signs a fresh link, which works again.
    const [again] = await documents(sara);
    expect(again!.linkExpires).toBe(env.clock.now + FILE_LINK_LIFETIME_SECONDS);
    expect((await open(again!.link)).status).toBe(200);
  });

  it('refuses a link whose signature or expiry was changed, one without a signature, and a removed document', async () => {
    const [listed] = await documents(sara);
    const link = listed!.link;
    const later = withQuery(link, (query) => query.set('e', String(listed!.linkExpires + 24 * 60 * 60)));
    const forged = withQuery(link, (query) => {
      const sig = query.get('s')!;
      query.set('s', `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`);
    });
    const unsigned = withQuery(link, (query) => query.delete('s'));
    for (const tampered of [later, forged, unsigned]) expect((await open(tampered)).status).toBe(404);
    expect((await open(link)).status).toBe(200);

    await upload(sara, pdfBytes(), 'to remove.pdf');
    const removed = (await documents(sara)).find((file) => file.name === 'to remove.pdf')!;
    expect((await open(removed.link)).status).toBe(200);
    await sara.client.call('profile', 'getForDashboard', { subtype: 'removeFile', userId: sara.userId, hash: removed.hash });
    expect((await open(removed.link)).status).toBe(404);
  });

  it("does not open another customer's document: a link's signature does not carry over to their file, and getFiles lists only one's own", async () => {
    await upload(omar, Buffer.from('%PDF-1.4\n% omar\n%%EOF\n'), 'omar.pdf');
    const [omars] = await documents(omar);
    const [saras] = await documents(sara);
    expect((await documents(omar)).map((file) => file.hash)).not.toContain(saras!.hash);
    // Sara's signature and expiry on Omar's document, and Omar's on Sara's.
    const saraOnOmar = saras!.link.replace(saras!.hash, omars!.hash);
    const omarOnSara = omars!.link.replace(omars!.hash, saras!.hash);
    expect(saraOnOmar).not.toBe(saras!.link);
    expect((await open(saraOnOmar)).status).toBe(404);
    expect((await open(omarOnSara)).status).toBe(404);
    expect((await open(omars!.link)).status).toBe(200);
  });
});
