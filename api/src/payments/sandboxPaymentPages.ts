import type { FastifyInstance, FastifyReply } from 'fastify';
import { isDomainError } from '@lorewright/domain/shared/errors';
import type { CardInput } from './sandboxCards';
import { checkoutPage, invoicePage, messagePage, portalPage } from './sandboxPageHtml';
import type { SandboxPayments } from './sandboxPayments';
import { isSandboxId } from './sandboxShapes';

interface IdParams {
  Params: { id: string };
}
interface CardForm {
  Params: { id: string };
  Body: Partial<Record<keyof CardInput, string>>;
}

const html = (reply: FastifyReply, status: number, body: string) => reply.status(status).type('text/html; charset=utf-8').send(body);

const cardOf = (body: CardForm['Body'] | undefined): CardInput => ({
  number: String(body?.number ?? ''),
  expiry: String(body?.expiry ?? ''),
  cvc: String(body?.cvc ?? ''),
});

// The sandbox provider's hosted pages (checkout, portal, invoice), served by the app itself and
// registered only when the sandbox is the payment provider. The forms post plain HTML forms,
// parsed here (and only here) from application/x-www-form-urlencoded.
export const sandboxPaymentPages = (payments: SandboxPayments) => async (app: FastifyInstance) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  // An id that is not the sandbox's is never looked up (no prototype keys, no odd strings).
  app.addHook('preHandler', async (request, reply) => {
    const { id } = request.params as { id?: string };
    if (id !== undefined && !isSandboxId(id)) return html(reply, 404, messagePage('This page does not exist.'));
  });

  // A refused action (already paid, no subscription) is shown as a page, not as JSON.
  app.setErrorHandler((error, _request, reply) => {
    if (!isDomainError(error)) throw error;
    return html(reply, error.kind === 'notFound' ? 404 : 400, messagePage(error.message));
  });

  app.get<IdParams>('/sandbox/checkout/:id', async (request, reply) => {
    const checkout = payments.checkoutPage(request.params.id);
    return checkout ? html(reply, 200, checkoutPage(checkout)) : html(reply, 404, messagePage('This checkout does not exist.'));
  });

  app.post<CardForm>('/sandbox/checkout/:id/pay', async (request, reply) => {
    const result = await payments.payCheckout(request.params.id, cardOf(request.body));
    if (result.ok) return reply.redirect(result.redirectUrl, 303);
    return html(reply, 402, checkoutPage(payments.checkoutPage(request.params.id)!, result.message));
  });

  app.get<IdParams>('/sandbox/portal/:id', async (request, reply) => {
    const view = payments.portalPage(request.params.id);
    return view ? html(reply, 200, portalPage(request.params.id, view)) : html(reply, 404, messagePage('This page has expired.'));
  });

  app.post<CardForm>('/sandbox/portal/:id/card', async (request, reply) => {
    const result = await payments.updateCard(request.params.id, cardOf(request.body));
    if (result.ok) return reply.redirect(result.redirectUrl, 303);
    return html(reply, 402, portalPage(request.params.id, payments.portalPage(request.params.id)!, result.message));
  });

  for (const [action, cancel] of [
    ['cancel', true],
    ['undo-cancel', false],
  ] as const) {
    app.post<IdParams>(`/sandbox/portal/:id/${action}`, async (request, reply) => {
      await payments.portalCancel(request.params.id, cancel);
      return reply.redirect(`/sandbox/portal/${request.params.id}`, 303);
    });
  }

  app.get<IdParams>('/sandbox/invoice/:id', async (request, reply) => {
    const invoice = payments.invoicePage(request.params.id);
    return invoice ? html(reply, 200, invoicePage(invoice)) : html(reply, 404, messagePage('This invoice does not exist.'));
  });
};
