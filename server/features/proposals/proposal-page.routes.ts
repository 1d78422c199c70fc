import { formatRupiah } from '#common/pricing';
import { acceptInputSchema, declineInputSchema } from '#common/schemas/proposals';
import { proposalPageText as p, proposalsText as pdf } from '#common/texts/proposals';

import type { FeaturePlugin } from '../../lib/feature.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { companySettings } from './proposal-document.ts';
import { type ResolvedLink, proposalLinkService } from './proposal-link-service.ts';
import { LINK_CALLS_PER_WINDOW } from './proposal-links.routes.ts';
import {
  type FormState,
  gonePage,
  notFoundPage,
  pageDocument,
  proposalPage,
} from './proposal-page-html.ts';

const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  // The page carries a personal link: never kept by a cache, never indexed, never a referrer.
  'cache-control': 'no-store',
  'x-robots-tag': 'noindex, nofollow',
  'referrer-policy': 'no-referrer',
};

/**
 * /penawaran/{token} (docs/decisions/055): the client's page, rendered on the server without
 * script so it works on any phone; its two forms post back here and land on the page again.
 */
export const proposalPageRoutes: FeaturePlugin = async (app, { config }) => {
  const links = proposalLinkService(app, config);
  const limited = { rateLimit: app.rateLimits.perIp(LINK_CALLS_PER_WINDOW, '10 minutes') };
  // The forms post as HTML forms do; this parser serves only the routes of this plugin.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16_384 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const send = async (
    reply: { code(status: number): { headers(h: object): { send(body: string): unknown } } },
    status: number,
    title: string,
    body: string,
  ) =>
    reply
      .code(status)
      .headers(PAGE_HEADERS)
      .send(pageDocument(title, await companySettings(app.db), body));

  async function render(
    reply: Parameters<typeof send>[0],
    link: ResolvedLink | undefined,
    state: FormState = {},
    status = 200,
  ) {
    if (!link) return send(reply, 404, p.notFoundHeading, notFoundPage());
    if (link.state !== 'open') {
      const gone = await links.goneBody(link);
      return send(reply, 410, gone.error, gonePage(gone, await companySettings(app.db)));
    }
    const proposal = await links.view(link);
    const e = proposal.estimasi;
    return send(
      reply,
      status,
      p.pageTitle(proposal.kode, proposal.versi),
      proposalPage(
        proposal,
        {
          action: `/penawaran/${link.token}`,
          timeZone: config.timeZone,
          terms: pdf.pdfTerms(e.kota, e.tahun, formatRupiah(e.umk)),
        },
        state,
      ),
    );
  }

  app.get<{ Params: { token: string } }>(
    '/penawaran/:token',
    { config: limited },
    async (request, reply) => {
      const link = await links.resolve(request.params.token);
      if (link) await links.markSeen(link);
      return render(reply, link);
    },
  );

  /** Runs an answer; a refused one shows the page again with the message by its form. */
  async function answer(
    token: string,
    form: 'terima' | 'tolak',
    state: FormState,
    reply: Parameters<typeof send>[0] & { redirect(url: string, code: number): unknown },
    run: (link: Extract<ResolvedLink, { state: 'open' }>) => Promise<unknown>,
  ) {
    const link = await links.resolve(token);
    if (!link || link.state !== 'open') return render(reply, link);
    try {
      await run(link);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 409)
        return render(reply, await links.resolve(token));
      if (error instanceof HttpError && error.statusCode === 400)
        return render(reply, link, { ...state, form, error: error.message }, 400);
      throw error;
    }
    return reply.redirect(`/penawaran/${token}`, 303);
  }

  const client = (request: { ip: string; headers: Record<string, unknown> }) => ({
    ip: request.ip,
    userAgent:
      typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : null,
  });
  const field = (body: unknown, name: string) => {
    const value = (body as Record<string, unknown> | undefined)?.[name];
    return typeof value === 'string' ? value : undefined;
  };

  app.post<{ Params: { token: string } }>(
    '/penawaran/:token/terima',
    { config: limited },
    async (request, reply) => {
      const state = { nama: field(request.body, 'nama'), jabatan: field(request.body, 'jabatan') };
      return answer(request.params.token, 'terima', state, reply, async (link) => {
        const parsed = acceptInputSchema.safeParse({
          ...state,
          setuju: field(request.body, 'setuju') === 'true',
        });
        if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]!.message);
        await links.accept(link, parsed.data, client(request));
      });
    },
  );

  app.post<{ Params: { token: string } }>(
    '/penawaran/:token/tolak',
    { config: limited },
    async (request, reply) => {
      const state = { alasan: field(request.body, 'alasan') };
      return answer(request.params.token, 'tolak', state, reply, async (link) => {
        const parsed = declineInputSchema.safeParse(state);
        if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]!.message);
        await links.decline(link, parsed.data.alasan, client(request));
      });
    },
  );
};
