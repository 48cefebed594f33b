/**
 * A guest order's printable documents (HTML), read through its link's token: plain links open them
 * in a new tab, without a session. GET /api/guest/orders/:token/invoice (once paid) and
 * GET /api/guest/orders/:token/refunds/:id/credit-note (once the refund went through).
 */
export const guestDocumentHrefs = {
  invoice: (token: string) => `/api/guest/orders/${encodeURIComponent(token)}/invoice`,
  creditNote: (token: string, refundId: string) =>
    `/api/guest/orders/${encodeURIComponent(token)}/refunds/${encodeURIComponent(refundId)}/credit-note`,
};
