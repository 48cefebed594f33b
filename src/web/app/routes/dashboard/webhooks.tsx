import { WebhooksAdmin } from '../../../features/webhooks/components/webhooks-admin';

/** Webhooks (settings:write): the endpoints other systems are told of orders, refunds, returns and stock at. */
export default function WebhooksPage() {
  return (
    <section aria-labelledby="webhooks-title" className="max-w-5xl">
      <h1 id="webhooks-title" className="text-2xl font-bold">
        Webhooks
      </h1>
      <p className="text-base-content/70 mb-5 text-sm">
        Other systems (accounting, a warehouse, a chat channel) are sent each event they take as a signed POST, retried for a day until they
        answer 2xx.
      </p>
      <WebhooksAdmin />
    </section>
  );
}
